/// Why an entity cannot be resolved (resolution rule 5); every case names the entity and field at fault.
///
/// Resolution reports these itself, even though writes refuse them, because snapshots may come from
/// history or imports.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The entity asked for does not exist.
    case notFound(kind: EntityKind, name: String)
    /// `path` of the entity names an entity (`parent`, a palette colour, a theme member) that does not exist.
    case missingReference(
        kind: EntityKind, name: String, path: String, target: EntityKind, targetName: String)
    /// `path` of the entity names an appearance of another bar kind (a parent, or a theme member).
    case wrongBar(
        kind: EntityKind, name: String, path: String, target: String, expected: BarKind, actual: BarKind?)
    /// The parent chain loops; `names` is the whole cycle, first name repeated last: `a → b → c → a`.
    case parentCycle(kind: EntityKind, names: [String])
    /// Palette references loop; `names` is the whole cycle, first name repeated last, and `paths[i]` the
    /// field of `names[i]` that refers to `names[i + 1]`.
    case aliasCycle(names: [String], paths: [String])

    /// The entity at fault: its kind and name.
    public var entity: (kind: EntityKind, name: String) {
        switch self {
        case .notFound(let kind, let name), .missingReference(let kind, let name, _, _, _),
            .wrongBar(let kind, let name, _, _, _, _):
            return (kind, name)
        case .parentCycle(let kind, let names): return (kind, names.first ?? "")
        case .aliasCycle(let names, _): return (.palette, names.first ?? "")
        }
    }

    /// The field at fault; nil for ``notFound(kind:name:)``.
    public var path: String? {
        switch self {
        case .notFound: return nil
        case .missingReference(_, _, let path, _, _), .wrongBar(_, _, let path, _, _, _): return path
        case .parentCycle: return "parent"
        case .aliasCycle(_, let paths): return paths.first
        }
    }

    /// The same error with any cycle rotated to start at its smallest name, so that one cycle reached
    /// from different entities reads the same.
    public var canonical: ResolutionError {
        switch self {
        case .parentCycle(let kind, let names):
            return .parentCycle(
                kind: kind, names: Self.closed(Self.turned(names.dropLast(), start: Self.smallest(names))))
        case .aliasCycle(let names, let paths):
            let start = Self.smallest(names)
            return .aliasCycle(
                names: Self.closed(Self.turned(names.dropLast(), start: start)),
                paths: Self.turned(paths[...], start: start))
        default: return self
        }
    }

    /// Reads like `appearance 'leaf', field 'parent': no appearance named 'base'`.
    public var description: String {
        switch self {
        case .notFound(let kind, let name):
            return "no \(kind.rawValue) named '\(name)'"
        case .missingReference(let kind, let name, let path, let target, let targetName):
            return "\(kind.rawValue) '\(name)', field '\(path)': no \(target.rawValue) named '\(targetName)'"
        case .wrongBar(let kind, let name, let path, let target, let expected, let actual):
            let actualText =
                actual.map { "a \($0.rawValue) appearance" } ?? "an appearance without a bar kind"
            return "\(kind.rawValue) '\(name)', field '\(path)': '\(target)' is \(actualText); "
                + "expected a \(expected.rawValue) appearance"
        case .parentCycle(let kind, let names):
            return "\(kind.rawValue) '\(names.first ?? "")', field 'parent': parents form a cycle: "
                + names.joined(separator: " → ")
        case .aliasCycle(let names, let paths):
            return "palette '\(names.first ?? "")', field '\(paths.first ?? "")': references form a cycle: "
                + names.joined(separator: " → ")
        }
    }

    /// The position of the smallest name of a cycle `a → b → c → a` (first name repeated last).
    private static func smallest(_ names: [String]) -> Int {
        let ring = names.dropLast()
        return ring.indices.min { ring[$0] < ring[$1] } ?? 0
    }

    /// The elements of a ring turned to start at `start`.
    private static func turned(_ ring: ArraySlice<String>, start: Int) -> [String] {
        guard ring.indices.contains(start) else { return Array(ring) }
        return Array(ring[start...] + ring[..<start])
    }

    /// A ring written as a cycle: its first element repeated last.
    private static func closed(_ ring: [String]) -> [String] {
        ring.first.map { ring + [$0] } ?? ring
    }
}
