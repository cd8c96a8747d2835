import UIKit

extension UINavigationController {
    /// A transparent bar for full-bleed headers.
    func applyClearStyle() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label, .kern: 0.4]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.prefersLargeTitles = true
        navigationBar.tintColor = .systemBlue
    }
}
