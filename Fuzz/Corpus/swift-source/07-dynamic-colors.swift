import UIKit

extension UIColor {
    convenience init(hex: String) {
        self.init(white: 0, alpha: 1)
    }

    static let barBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white
    }

    static let barTitle = UIColor(dynamicProvider: { traits in
        if traits.userInterfaceStyle == .dark {
            return UIColor(hex: "#F2F2F7")
        } else {
            return UIColor(hex: "#1C1C1E")
        }
    })

    static let accent = UIColor(named: "AccentBlue")
}

final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .barBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.barTitle]
        appearance.shadowColor = UIColor(hex: "#000000").withAlphaComponent(0.2)
        navigationBar.standardAppearance = appearance
        navigationBar.tintColor = .accent
    }
}
