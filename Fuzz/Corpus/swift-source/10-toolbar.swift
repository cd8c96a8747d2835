import UIKit

enum ToolbarTheme {
    static func apply() {
        let appearance = UIToolbarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
        UIToolbar.appearance().standardAppearance = appearance
        UIToolbar.appearance().compactAppearance = appearance
        UIToolbar.appearance().tintColor = .systemTeal
    }
}
