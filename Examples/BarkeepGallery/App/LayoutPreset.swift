import UIKit

/// The demo catalog's layout presets, each with the navigation controller its generated code makes.
@MainActor
enum LayoutPreset: String, CaseIterable {
    case spacer70 = "spacer-70"
    case bottom100 = "bottom-100"
    case legacyIos10 = "legacy-ios10"
    case ios10And11 = "ios10-and-11"

    /// What the preset shows, for the list.
    var summary: String {
        switch self {
        case .spacer70: return "70 pt, spacer stacks (article 000)"
        case .bottom100: return "100 pt, content at the bottom (article 001)"
        case .legacyIos10: return "100 pt, position adjustment (article 004, iOS 10)"
        case .ios10And11: return "100 pt, centred; iOS 10 fallback (article 004)"
        }
    }

    /// A navigation controller of the preset showing `root`, made as an app would.
    func makeController(root: UIViewController) -> UINavigationController {
        switch self {
        case .spacer70: return Spacer70NavigationController.make(root: root)
        case .bottom100: return Bottom100NavigationController(rootViewController: root)
        case .legacyIos10: return LegacyIos10NavigationController.make(root: root)
        case .ios10And11: return Ios10And11NavigationController(rootViewController: root)
        }
    }

    /// The title view and bar buttons of a screen under the preset, placed the preset's way.
    func decorate(_ item: UINavigationItem, title: String, action: UIAction) {
        let button = UIButton(type: .system, primaryAction: action)
        button.setImage(UIImage(systemName: "plus.circle"), for: .normal)
        switch self {
        case .spacer70:
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 16)
            item.titleView = Spacer70NavigationBar.titleView(label)
            item.rightBarButtonItem = Spacer70NavigationBar.barButtonItem(button)
        case .legacyIos10:
            item.title = title
            let barButton = UIBarButtonItem(image: UIImage(systemName: "plus.circle"), primaryAction: action)
            LegacyIos10NavigationBar.adjust(barButton)
            item.rightBarButtonItem = barButton
        case .bottom100, .ios10And11:
            item.title = title
            item.rightBarButtonItem = UIBarButtonItem(customView: button)
        }
    }
}
