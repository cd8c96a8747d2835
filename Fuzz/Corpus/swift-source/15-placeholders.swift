import UIKit

final class BrandedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor.brandPrimary
        appearance.titleTextAttributes = [.foregroundColor: ColorPalette.onPrimary]
        appearance.shadowColor = Theme.current.separatorColor
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
    }
}
