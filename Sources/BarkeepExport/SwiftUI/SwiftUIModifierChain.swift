internal import BarkeepCore

/// Writes a `ViewModifier`'s `body` applying a list of modifiers, guarding those newer than the target.
///
/// When every modifier is available at the target, the body is the plain chain. Otherwise the body is a
/// `@ViewBuilder` with one `if #available` branch per iOS version at which the chain changes, newest
/// first, each applying every modifier that version has (a modifier's predecessor, such as
/// `accentColor(_:)` for `tint(_:)`, where only that exists), and an `else` with the modifiers of the
/// target: no type erasure, and nothing dropped where it exists. A modifier that some platforms lack
/// sits inside `#if os(…)` within the chain.
enum SwiftUIModifierChain {
    /// Writes `body(content:)` applying `modifiers` to `content`, in order, each where it exists.
    static func writeBody(
        _ modifiers: [SwiftUIModifier], target: IOSVersion, notes: [String] = [],
        into writer: inout SwiftSourceWriter
    ) {
        let versions = Set(modifiers.flatMap(versions(of:)).filter { $0 > target }).sorted(by: >)
        if !versions.isEmpty { writer.line("@ViewBuilder") }
        writer.block("public func body(content: Content) -> some View") { writer in
            for note in notes { writer.comment(note) }
            writeBranches(modifiers, target: target, base: "content", into: &writer)
        }
    }

    /// Writes `base` with `modifiers` as `if #available` branches (or the plain chain when all of them
    /// exist at `target`), for a `@ViewBuilder` body.
    static func writeBranches(
        _ modifiers: [SwiftUIModifier], target: IOSVersion, base: String, into writer: inout SwiftSourceWriter
    ) {
        let versions = Set(modifiers.flatMap(versions(of:)).filter { $0 > target }).sorted(by: >)
        guard !versions.isEmpty else {
            writeChain(base, modifiers.compactMap { $0.call(at: target) }, into: &writer)
            return
        }
        for (index, version) in versions.enumerated() {
            writer.line(
                (index == 0 ? "if " : "} else if ") + SwiftUIAvailability.condition(version) + " {")
            writer.indent { writer in
                writeChain(base, modifiers.compactMap { $0.call(at: version) }, into: &writer)
            }
        }
        writer.line("} else {")
        writer.indent { writer in
            writeChain(base, modifiers.compactMap { $0.call(at: target) }, into: &writer)
        }
        writer.line("}")
    }

    /// The versions a modifier and its predecessors were introduced in.
    private static func versions(of modifier: SwiftUIModifier) -> [IOSVersion] {
        [modifier.introduced] + (modifier.predecessor.map { versions(of: $0.modifier) } ?? [])
    }

    /// `base` followed by one modifier per line, one level deeper, those some platforms lack inside
    /// `#if os(…)`.
    static func writeChain(
        _ base: String, _ modifiers: [SwiftUIModifier], into writer: inout SwiftSourceWriter
    ) {
        writer.line(base)
        writer.indent { writer in
            var index = modifiers.startIndex
            while index < modifiers.endIndex {
                guard let condition = modifiers[index].condition else {
                    writeCalls([modifiers[index].call], into: &writer)
                    index += 1
                    continue
                }
                let run = modifiers[index...].prefix { $0.condition == condition }
                writer.line("#if \(condition)")
                writer.indent { writer in writeCalls(run.map(\.call), into: &writer) }
                writer.line("#endif")
                index += run.count
            }
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
