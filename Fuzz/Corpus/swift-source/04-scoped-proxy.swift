import UIKit

final class SettingsNavigationController: UINavigationController {}

enum Appearance {
    static func install() {
        let main = UINavigationBarAppearance()
        main.configureWithDefaultBackground()
        main.titleTextAttributes = [.foregroundColor: UIColor.label]
        UINavigationBar.appearance().standardAppearance = main

        let settings = UINavigationBarAppearance()
        settings.configureWithOpaqueBackground()
        settings.backgroundColor = .systemGroupedBackground
        settings.shadowColor = .clear
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsNavigationController.self])
        proxy.standardAppearance = settings
        proxy.scrollEdgeAppearance = settings
    }
}
