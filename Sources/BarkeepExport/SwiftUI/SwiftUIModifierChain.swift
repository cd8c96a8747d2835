internal import BarkeepCore

/// Writes a `ViewModifier`'s `body` applying a list of modifiers, guarding those newer than the target.
///
/// When every modifier is available at the target, the body is the plain chain. Otherwise it has
/// explicit `return`s (so no result builder, and no `buildLimitedAvailability`, is involved): the
/// modifiers available at the target first, then one `if #available` tier per newer iOS version, each
/// wrapping the view so far in `AnyView`. Nothing is dropped: a newer modifier applies where it exists.
enum SwiftUIModifierChain {
    /// Writes `body(content:)` applying `modifiers` to `content`, in order within each version.
    static func writeBody(
        _ modifiers: [SwiftUIModifier], target: IOSVersion, notes: [String] = [],
        into writer: inout SwiftSourceWriter
    ) {
        writer.block("public func body(content: Content) -> some View") { writer in
            for note in notes { writer.comment(note) }
            let available = modifiers.filter { $0.introduced <= target }
            let newer = Dictionary(grouping: modifiers.filter { $0.introduced > target }, by: \.introduced)
            guard !newer.isEmpty else {
                writeChain("content", available.map(\.call), into: &writer)
                return
            }
            if available.isEmpty {
                writer.line("var view = AnyView(content)")
            } else {
                writer.line("var view = AnyView(")
                writer.indent { writer in writeChain("content", available.map(\.call), into: &writer) }
                writer.line(")")
            }
            for version in newer.keys.sorted() {
                writer.block("if #available(iOS \(version), *)") { writer in
                    writer.line("view = AnyView(")
                    writer.indent { writer in
                        writeChain("view", newer[version, default: []].map(\.call), into: &writer)
                    }
                    writer.line(")")
                }
            }
            writer.line("return view")
        }
    }

    /// `base` followed by one call per line, one level deeper.
    static func writeChain(_ base: String, _ calls: [String], into writer: inout SwiftSourceWriter) {
        writer.line(base)
        writer.indent { writer in writeCalls(calls, into: &writer) }
    }

    /// One modifier call per line; a call longer than the line length gets its arguments on a line of
    /// their own, one level deeper, and `)` on the next, as `swift format` lays it out.
    static func writeCalls(_ calls: [String], into writer: inout SwiftSourceWriter) {
        for call in calls {
            guard writer.indentation + call.count > lineLength, call.hasSuffix(")"),
                let open = call.firstIndex(of: "(")
            else {
                writer.line(call)
                continue
            }
            writer.line(String(call[...open]))
            writer.indent { writer in
                writer.line(String(call[call.index(after: open)..<call.index(before: call.endIndex)]))
            }
            writer.line(")")
        }
    }

    /// The line length of the project's `swift format` configuration.
    private static let lineLength = 110
}
