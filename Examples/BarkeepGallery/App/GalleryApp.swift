import SwiftUI
import UIKit

/// The gallery app: one scene showing the UIKit list of everything to try, styled by theme `articles`
/// until another theme is chosen.
@main
struct GalleryApp: App {
    /// Applies the first theme before any bar exists, so the proxies style every bar.
    init() {
        BarkeepTheme.apply(.articles)
    }

    var body: some Scene {
        WindowGroup {
            GalleryRoot().ignoresSafeArea()
        }
    }
}

/// The UIKit gallery inside the SwiftUI scene.
struct GalleryRoot: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: GalleryListController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
