import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]

        let edge = standard.copy() as! UINavigationBarAppearance
        edge.configureWithTransparentBackground()
        edge.titleTextAttributes = [.foregroundColor: UIColor.label]

        let bar = UINavigationBar.appearance()
        bar.standardAppearance = standard
        bar.compactAppearance = standard
        bar.scrollEdgeAppearance = edge
        bar.compactScrollEdgeAppearance = edge
    }
}
