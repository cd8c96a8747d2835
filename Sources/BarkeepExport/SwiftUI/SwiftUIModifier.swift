internal import BarkeepCore

/// One modifier call a generated view modifier applies, such as
/// `.toolbarBackground(BarkeepSwiftUIColors.paper, for: .navigationBar)`, with the iOS version that
/// introduced it, the platforms that have it, and the call written before that version, if any.
struct SwiftUIModifier: Hashable {
    /// The call, starting with `.`.
    let call: String
    /// The iOS version that introduced the modifier (the other platforms' releases beside it,
    /// ``PlatformRelease``).
    let introduced: IOSVersion
    /// The platforms that have the modifier (its bar placement included); nil for all of them.
    var platforms: Set<Platform>? = nil
    /// The modifier written below ``introduced``, such as `accentColor(_:)` for `tint(_:)`; nil when
    /// nothing stands in for it.
    var predecessor: Box? = nil

    /// The predecessor, boxed so that a modifier can hold one.
    final class Box: Hashable {
        /// The predecessor.
        let modifier: SwiftUIModifier

        /// Boxes `modifier`.
        init(_ modifier: SwiftUIModifier) { self.modifier = modifier }

        /// Equal modifiers.
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.modifier == rhs.modifier }

        /// Hashes the modifier.
        func hash(into hasher: inout Hasher) { hasher.combine(modifier) }
    }

    /// The call written where iOS `version` is available (this one, or the newest predecessor that
    /// is), nil when none is.
    func call(at version: IOSVersion) -> SwiftUIModifier? {
        if introduced <= version { return self }
        return predecessor?.modifier.call(at: version)
    }

    /// The `#if` condition that leaves the modifier out where it does not exist, such as
    /// `os(iOS) || os(watchOS) || os(visionOS)`; nil when every platform has it.
    var condition: String? {
        guard let platforms, !Set(Platform.allCases).isSubset(of: platforms) else { return nil }
        var conditions: [String] = []
        for platform in Platform.allCases where platforms.contains(platform) {
            let condition = platform.compilationCondition
            if !conditions.contains(condition) { conditions.append(condition) }
        }
        return conditions.isEmpty ? "false" : conditions.joined(separator: " || ")
    }
}
