import UIKit

extension UIColor {
    static let brandRed = UIColor(red: 198/255, green: 40/255, blue: 40/255, alpha: 1)
}

enum BarStyles {
    static func makeBrandAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        appearance.titleTextAttributes = [
            .foregroundColor: UIColor.brandRed,
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
        ]
        appearance.largeTitleTextAttributes[.foregroundColor] = UIColor.brandRed
        return appearance
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let brand = BarStyles.makeBrandAppearance()
        UINavigationBar.appearance().standardAppearance = brand
        UINavigationBar.appearance().scrollEdgeAppearance = brand
        UINavigationBar.appearance().compactAppearance = brand
        UINavigationBar.appearance().tintColor = .brandRed
        return true
    }
}
