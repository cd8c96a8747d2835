/// A field of a sheet preset, listed once for the catalogue's rows and for the code that names a sheet
/// field (lint, the Swift import): two of them, `largestUndimmed` and `backgroundInteraction`, set the
/// same APIs, so a sheet field is named by this type rather than found from its API.
package enum SheetField: String, CaseIterable, Sendable {
    case detents, selected, largestUndimmed, backgroundInteraction, grabber, cornerRadius
    case scrollingExpandsWhenScrolledToEdge, edgeAttachedInCompactHeight, widthFollowsPreferredContentSize
    case pageSizing, dismissible, backgroundColor

    /// The path of the field: its name.
    package var path: String { rawValue }
}
