import UIKit

final class TallNavigationBar: UINavigationBar {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 88)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where NSStringFromClass(type(of: subview)).contains("ContentView") {
            subview.frame.origin.y = bounds.height - subview.frame.height
        }
    }
}

final class TallViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        additionalSafeAreaInsets.top = 88 - 44
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.sizeToFit()
    }
}
