internal import BarkeepCore

/// Writes code that needs a newer iOS than the file's deployment target inside
/// `if #available(iOS x, *)`, and other code as it is.
enum UIKitAvailability {
    /// Writes `body` directly when `introduced` is at most `target`, else inside an availability check.
    static func guarded(
        _ introduced: IOSVersion, target: IOSVersion, into writer: inout SwiftSourceWriter,
        _ body: (inout SwiftSourceWriter) -> Void
    ) {
        if introduced <= target {
            body(&writer)
        } else {
            writer.block("if #available(iOS \(introduced), *)") { writer in body(&writer) }
        }
    }

    /// `@available(iOS x, *)` for a declaration that needs a newer iOS than `target`; nil otherwise.
    static func attribute(_ introduced: IOSVersion, target: IOSVersion) -> String? {
        introduced > target ? "@available(iOS \(introduced), *)" : nil
    }
}
