import UIKit

enum ChromeImages {
    static func install() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage(named: "NavBackground")?
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        appearance.backgroundImageContentMode = .scaleAspectFill
        appearance.shadowImage = UIImage()
        let back = UIImage(named: "BackArrow")?.withRenderingMode(.alwaysOriginal)
        appearance.setBackIndicatorImage(back, transitionMaskImage: back)
        UINavigationBar.appearance().standardAppearance = appearance
    }
}
