import BarkeepCore

/// Reading the history commands' values (kinds, points in time, numbers, change ids) from the
/// command line; a malformed value is a usage error that says which forms are accepted.
extension Invocation {
    /// A usage error for this command.
    func usageError(_ message: String) -> UsageError {
        UsageError(message: message, commandPath: command.path)
    }

    /// The option `name` as a point in time (`2026-11-29T10:15:00Z` or `@42`), if given; a time
    /// to the second stands for its `bound`.
    func pointInTimeOption(
        _ name: String, synopsis: String, bound: PointInTime.Bound = .end
    ) throws -> PointInTime? {
        guard let text = command.option(name) else { return nil }
        do {
            return try PointInTime(parsing: text, bound: bound, nowMilliseconds: nowMilliseconds)
        } catch {
            throw usageError(
                "invalid value '\(text)' for option '\(synopsis)'; expected \(PointInTime.acceptedForms)")
        }
    }

    /// The option `name` as a whole number of at least `minimum`, if given.
    func integerOption(_ name: String, synopsis: String, minimum: Int) throws -> Int? {
        guard let text = command.option(name) else { return nil }
        guard text.isASCIIDigits, let value = Int(text), value >= minimum else {
            throw usageError(
                "invalid value '\(text)' for option '\(synopsis)'; expected a whole number from \(minimum)")
        }
        return value
    }

    /// `text` as a change id, `42` or `@42`.
    func changeID(_ text: String) throws -> Int64 {
        let digits = text.hasPrefix("@") ? text.dropFirst() : Substring(text)
        guard digits.isASCIIDigits, let id = Int64(digits), id > 0 else {
            throw usageError("invalid change id '\(text)'; expected a change id such as 42 or @42")
        }
        return id
    }

    /// `text` as a batch id, such as `17`.
    func batchID(_ text: String) throws -> Int64 {
        guard text.isASCIIDigits, let id = Int64(text), id > 0 else {
            throw usageError("invalid batch id '\(text)'; expected a batch id such as 17")
        }
        return id
    }

    /// `text` as a version selector for `diff`: a version number, `@42` or a time.
    func versionSelector(_ text: String?) throws -> VersionSelector? {
        guard let text else { return nil }
        do {
            return try VersionSelector(parsing: text, nowMilliseconds: nowMilliseconds)
        } catch {
            throw usageError(error.description)
        }
    }
}
