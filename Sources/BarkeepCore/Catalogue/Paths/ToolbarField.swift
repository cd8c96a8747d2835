/// A field of a SwiftUI toolbar preset, listed once for the catalogue's rows and for the code that
/// names a toolbar field (lint, the Swift import).
package enum ToolbarField: String, CaseIterable, Sendable {
    case title, platforms, items, container, backgroundColor, backgroundVisibility, titleDisplayMode

    /// The path of the field: its name.
    package var path: String { rawValue }
}
