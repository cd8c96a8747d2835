import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let itemAppearance = UITabBarItemAppearance()
        itemAppearance.normal.iconColor = .systemGray
        itemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        itemAppearance.selected.iconColor = .systemIndigo
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        itemAppearance.normal.badgeBackgroundColor = .systemRed

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.stackedLayoutAppearance = itemAppearance
        appearance.inlineLayoutAppearance.selected.iconColor = .systemIndigo
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemSpacing = 24
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }
}
