/// The `#if` / `#elseif` / `#else` / `#endif` lines of one statement list, and whether the code between
/// them is iOS code: a branch for another platform (`#if os(macOS)`,
/// `#if targetEnvironment(macCatalyst)`) is skipped instead of merged into the iOS look; a condition
/// that is not about the platform (`#if DEBUG`) leaves every branch read, as before.
struct PlatformBranches {
    /// One open `#if`.
    private struct Level {
        /// Whether its condition names a platform.
        let isPlatform: Bool
        /// Whether the code of its current branch is skipped.
        var isSkipping: Bool
        /// Whether one of its branches so far is the one iOS compiles.
        var hasIOSBranch: Bool
    }

    /// The open `#if`s, innermost last.
    private var levels: [Level] = []

    /// Whether the code at this point is skipped.
    var isSkipping: Bool { levels.contains { $0.isSkipping } }

    /// Reads one directive line; returns what the report should say about it (nothing for a condition
    /// that is not about the platform).
    mutating func read(_ directive: String) -> String? {
        let text = Self.trimmed(directive)
        let keyword = String(text.prefix { !$0.isWhitespace })
        let condition = Self.trimmed(text.dropFirst(keyword.count))
        switch keyword {
        case "#if":
            guard let holds = Self.holdsOnIOS(condition) else {
                levels.append(Level(isPlatform: false, isSkipping: false, hasIOSBranch: false))
                return nil
            }
            levels.append(Level(isPlatform: true, isSkipping: !holds, hasIOSBranch: holds))
            return holds ? "\(text): iOS code, read" : "\(text): not iOS code, skipped"
        case "#elseif":
            guard var level = levels.popLast() else { return nil }
            defer { levels.append(level) }
            guard level.isPlatform else { return nil }
            if level.hasIOSBranch {
                level.isSkipping = true
                return "\(text): skipped, an earlier branch is the iOS one"
            }
            let holds = Self.holdsOnIOS(condition) ?? true
            level.isSkipping = !holds
            level.hasIOSBranch = holds
            return holds ? "\(text): iOS code, read" : "\(text): not iOS code, skipped"
        case "#else":
            guard var level = levels.popLast() else { return nil }
            defer { levels.append(level) }
            guard level.isPlatform else { return nil }
            level.isSkipping = level.hasIOSBranch
            level.hasIOSBranch = true
            return level.isSkipping
                ? "#else: not iOS code (the iOS branch is above), skipped"
                : "#else: iOS code (the branches above are for other platforms), read"
        case "#endif":
            _ = levels.popLast()
            return nil
        default:
            return nil
        }
    }

    /// Whether `condition` holds when compiling for iOS; `nil` when it is not only about the platform.
    static func holdsOnIOS(_ condition: String) -> Bool? {
        let alternatives = condition.split(separator: "||", omittingEmptySubsequences: false).map(String.init)
        if alternatives.count > 1 {
            let values = alternatives.map(holdsOnIOS)
            if values.contains(true) { return true }
            return values.contains(nil) ? nil : false
        }
        let conjuncts = condition.split(separator: "&&", omittingEmptySubsequences: false).map(String.init)
        if conjuncts.count > 1 {
            let values = conjuncts.map(holdsOnIOS)
            if values.contains(false) { return false }
            return values.contains(nil) ? nil : true
        }
        var term = trimmed(condition)
        var negated = false
        while term.hasPrefix("!") {
            negated.toggle()
            term = trimmed(term.dropFirst())
        }
        let compact = term.filter { !$0.isWhitespace }
        let holds: Bool
        if compact.hasPrefix("os(") {
            holds = compact == "os(iOS)"
        } else if compact == "targetEnvironment(macCatalyst)" {
            holds = false
        } else {
            return nil
        }
        return negated ? !holds : holds
    }

    /// `text` without the white space around it.
    static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
