/// Which state of an entity a diff compares: a version number (0: before it existed), or its state
/// at a point in time.
public enum VersionSelector: Hashable, Sendable, CustomStringConvertible {
    /// The state after the entity's n-th change; 0 is the state before its creation.
    case version(Int)
    /// The entity's state at a time or right after a change.
    case point(PointInTime)

    /// Reads `3`, `@42` or a time (``PointInTime/init(parsing:bound:nowMilliseconds:)``, relative
    /// forms counted back from `nowMilliseconds`).
    public init(parsing text: String, nowMilliseconds: Int64) throws(HistoryError) {
        if text.isASCIIDigits {
            guard let version = Int(text) else { throw HistoryError.invalidVersion(text) }
            self = .version(version)
        } else {
            do {
                self = .point(try PointInTime(parsing: text, nowMilliseconds: nowMilliseconds))
            } catch {
                throw HistoryError.invalidVersion(text)
            }
        }
    }

    /// `version 3`, `@42` or the time.
    public var description: String {
        switch self {
        case .version(let version): return "version \(version)"
        case .point(let point): return point.description
        }
    }
}
