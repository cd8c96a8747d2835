// Article 003 (iOS 15 appearances, sheets): the code blocks, verbatim. The snippets that the
// article writes at statement level are kept at the top level of this file.

if #available(iOS 15.0, *) {
    let appearance = UINavigationBarAppearance()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
    appearance.backgroundColor = UIColor.white
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
}

if #available(iOS 15.0, *) {
    let appearance = UINavigationBarAppearance()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
    appearance.backgroundColor = UIColor.white
    navigationController?.navigationBar.standardAppearance = appearance
    navigationController?.navigationBar.scrollEdgeAppearance = appearance
}

if #available(iOS 15.0, *) {
    let appearance = UITabBarAppearance()
    appearance.backgroundColor = UIColor.white
    UITabBar.appearance().standardAppearance = appearance
    UITabBar.appearance().scrollEdgeAppearance = appearance
}

if #available(iOS 15.0, *) {
    let appearance = UITabBarAppearance()
    appearance.backgroundColor = UIColor.white
    tabBarController?.tabBar.standardAppearance = appearance
    tabBarController?.tabBar.scrollEdgeAppearance = appearance
}

if let sheet = viewController.sheetPresentationController {
    sheet.detents = [.medium(), .large()]
}
present(viewController, animated: true, completion: nil)

class ViewController: UIViewController {

    @IBOutlet weak var button: UIButton!
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func touchUpInside(_ sender: Any) {
        let viewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "sheet")

        if let sheet = viewController.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.prefersGrabberVisible = true
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        present(viewController, animated: true, completion: nil)
    }
}

extension ViewController: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        if let detent = sheetPresentationController.selectedDetentIdentifier?.rawValue {
            print(detent)
        }
    }
}

class SheetViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func touchUpInside(_ sender: Any) {
        if let sheet = sheetPresentationController {
            sheet.animateChanges {
                sheet.selectedDetentIdentifier = .medium
            }
        }
    }
}
