import UIKit

final class MapViewController: UIViewController {
    func showDetails(_ details: UIViewController) {
        if let sheet = details.sheetPresentationController {
            if #available(iOS 16.0, *) {
                sheet.detents = [
                    .custom(identifier: .init("peek")) { _ in 120 },
                    .custom { context in context.maximumDetentValue * 0.5 },
                    .large(),
                ]
                sheet.selectedDetentIdentifier = .init("peek")
            }
            sheet.largestUndimmedDetentIdentifier = .large
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
            sheet.prefersEdgeAttachedInCompactHeight = true
        }
        present(details, animated: true)
    }
}
