import UIKit

func makeCheckoutAppearance() -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()

    let plain = UIBarButtonItemAppearance(style: .plain)
    plain.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
    plain.highlighted.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
    plain.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
    appearance.buttonAppearance = plain

    appearance.doneButtonAppearance.normal.titleTextAttributes = [
        .font: UIFont.boldSystemFont(ofSize: 17)
    ]
    appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
    let arrow = UIImage(systemName: "arrow.left")
    appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
    appearance.titlePositionAdjustment = UIOffset(horizontal: -4, vertical: 0)
    return appearance
}
