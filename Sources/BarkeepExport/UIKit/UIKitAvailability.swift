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

    /// Writes `body` inside `if #available(iOS x, *)` and `otherwise` in its `else`, when `introduced`
    /// is later than `target`; else `body` alone.
    static func branched(
        _ introduced: IOSVersion, target: IOSVersion, into writer: inout SwiftSourceWriter,
        _ body: (inout SwiftSourceWriter) -> Void, otherwise: (inout SwiftSourceWriter) -> Void
    ) {
        guard introduced > target else { return body(&writer) }
        writer.block("if #available(iOS \(introduced), *)", closer: " else {") { writer in body(&writer) }
        writer.indent { writer in otherwise(&writer) }
        writer.line("}")
    }

    /// `@available(iOS x, *)` for a declaration that needs a newer iOS than `target`; nil otherwise.
    static func attribute(_ introduced: IOSVersion, target: IOSVersion) -> String? {
        introduced > target ? "@available(iOS \(introduced), *)" : nil
    }
}
