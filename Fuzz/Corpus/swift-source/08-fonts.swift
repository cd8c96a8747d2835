import UIKit

struct Typography {
    static func navigationAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        let heavy = UIFont(name: "Avenir-Heavy", size: 18) ?? .systemFont(ofSize: 18)
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.25)
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        appearance.titleTextAttributes = [.font: heavy, .kern: 0.5, .shadow: shadow]
        appearance.largeTitleTextAttributes = [
            .font: UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.boldSystemFont(ofSize: 34))
        ]
        appearance.buttonAppearance.normal.titleTextAttributes = [
            .font: UIFont.preferredFont(forTextStyle: .body)
        ]
        return appearance
    }
}
