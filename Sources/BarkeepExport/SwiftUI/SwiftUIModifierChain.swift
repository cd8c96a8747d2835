internal import BarkeepCore

/// Writes a `ViewModifier`'s `body` applying a list of modifiers, guarding those newer than the target.
///
/// When every modifier is available at the target, the body is the plain chain. Otherwise it is written
/// in availability tiers (``writeTieredBody(versions:target:notes:into:tier:)``): one `if #available`
/// per iOS version at which the chain changes, newest first, each applying every modifier that version
/// has (a modifier's predecessor, such as `accentColor(_:)` for `tint(_:)`, where only that exists), and
/// the modifiers of the target last: no type erasure, and nothing dropped where it exists. A modifier
/// that some platforms lack sits inside `#if os(…)` within the chain.
enum SwiftUIModifierChain {
    /// Writes `body(content:)` applying `modifiers` to `content`, in order, each where it exists.
    /// `target` is the iOS the declaration can assume (never below SwiftUI's own).
    static func writeBody(
        _ modifiers: [SwiftUIModifier], target: IOSVersion, notes: [String] = [],
        into writer: inout SwiftSourceWriter
    ) {
        let target = max(target, SwiftUIAvailability.introduced)
        let versions = Set(modifiers.flatMap(versions(of:)).filter { $0 > target }).sorted(by: >)
        let below = writeTieredBody(versions: versions, target: target, notes: notes, into: &writer) {
            version, writer in
            writeChain("content", modifiers.compactMap { $0.call(at: version) }, into: &writer)
        }
        writeBelowFunctions(below, into: &writer)
    }

    /// One tier below the newest: a private `@ViewBuilder` method of the modifier, named after the
    /// version it stands below (`belowIOS16(_:)`), whose body ``write(into:)`` writes.
    struct BelowFunction {
        /// The version the method stands below.
        let version: IOSVersion
        /// Writes the method's body.
        let write: (inout SwiftSourceWriter) -> Void

        /// `belowIOS16`, `belowIOS16Point4`.
        static func name(_ version: IOSVersion) -> String {
            let parts = [version.major, version.minor, version.patch].reversed().drop { $0 == 0 }.reversed()
            return "belowIOS" + parts.map(String.init).joined(separator: "Point")
        }
    }

    /// Writes `body(content:)` (a `@ViewBuilder` when there are `versions`) with ``writeTiers(_:target:into:tier:)``,
    /// and returns the methods it calls, for the caller to write beside it.
    static func writeTieredBody(
        versions: [IOSVersion], target: IOSVersion, notes: [String] = [],
        into writer: inout SwiftSourceWriter,
        tier: @escaping (IOSVersion, inout SwiftSourceWriter) -> Void
    ) -> [BelowFunction] {
        if !versions.isEmpty { writer.line("@ViewBuilder") }
        var below: [BelowFunction] = []
        writer.block("public func body(content: Content) -> some View") { writer in
            for note in notes { writer.comment(note) }
            below = writeTiers(versions, target: target, into: &writer, tier: tier)
        }
        return below
    }

    /// Writes `tier` at `target` when `versions` (newest first, each later than `target`) is empty;
    /// otherwise `if #available(<newest>) { tier(newest) } else { … }`, where the `else` is the tier of
    /// `target` when there is one version, and else a call of the method standing below the newest.
    /// Each such method checks the next version the same way; they are returned, for the caller to write
    /// beside `body` (inside the same `#if` as the code that calls them, if any).
    ///
    /// A `#available` check never sits inside the `else` of another: an app whose deployment target
    /// makes the outer check always true would see the compiler call the inner one unnecessary. In a
    /// method of its own, the check is judged against the declaration's availability only.
    static func writeTiers(
        _ versions: [IOSVersion], target: IOSVersion, into writer: inout SwiftSourceWriter,
        tier: @escaping (IOSVersion, inout SwiftSourceWriter) -> Void
    ) -> [BelowFunction] {
        guard !versions.isEmpty else {
            tier(target, &writer)
            return []
        }
        writeCheck(versions, at: 0, target: target, into: &writer, tier: tier)
        return versions.indices.dropLast().map { index in
            BelowFunction(version: versions[index]) { writer in
                writeCheck(versions, at: index + 1, target: target, into: &writer, tier: tier)
            }
        }
    }

    /// `if #available(versions[index]) { tier } else { … }`: the `else` is the tier of `target` after
    /// the last version, else the call of the method below this version.
    private static func writeCheck(
        _ versions: [IOSVersion], at index: Int, target: IOSVersion, into writer: inout SwiftSourceWriter,
        tier: (IOSVersion, inout SwiftSourceWriter) -> Void
    ) {
        writer.line("if \(SwiftUIAvailability.condition(versions[index])) {")
        writer.indent { writer in tier(versions[index], &writer) }
        writer.line("} else {")
        writer.indent { writer in
            if index == versions.count - 1 {
                tier(target, &writer)
            } else {
                writer.line("\(BelowFunction.name(versions[index]))(content)")
            }
        }
        writer.line("}")
    }

    /// Writes each of `functions` as a private `@ViewBuilder` method, after a blank line.
    static func writeBelowFunctions(_ functions: [BelowFunction], into writer: inout SwiftSourceWriter) {
        for function in functions {
            writer.line()
            writer.documentation(
                "The body below iOS \(function.version), in a method of its own so that its availability check "
                    + "is not inside the `else` of another.")
            writer.line("@ViewBuilder")
            writer.block(
                "private func \(BelowFunction.name(function.version))(_ content: Content) -> some View"
            ) {
                writer in function.write(&writer)
            }
        }
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
            guard writer.indentation + call.count > SwiftLineBreaker.lineLength, call.hasSuffix(")"),
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
}
