import BarkeepCore

/// A list of changes as `--json` prints it: `{"changes": […]}`, plus where the next page starts
/// for `history`.
struct ChangeListJSON: Encodable {
    let changes: [ChangeJSON]
    /// For `history`: the `--before` value of the next page, or nil on the last one.
    let nextBefore: Int64?
    /// Whether `nextBefore` is printed (as `null` on the last page).
    let isPaged: Bool
    /// For `history --since`/`--until`: the instants (or `@id`) the options were read as, so a
    /// relative time such as `2 days ago` can be checked; printed only when given.
    var since: PointInTime? = nil
    var until: PointInTime? = nil

    /// The JSON form of `changes`; `isPaged` adds where the next page starts.
    init(_ changes: [Change], nextBefore: Int64? = nil, isPaged: Bool = false) throws {
        self.changes = try changes.map(ChangeJSON.init)
        self.nextBefore = nextBefore
        self.isPaged = isPaged
    }

    /// The JSON keys.
    private enum CodingKeys: String, CodingKey {
        case changes, nextBefore, since, until
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(changes, forKey: .changes)
        if isPaged { try container.encode(nextBefore, forKey: .nextBefore) }
        try container.encodeIfPresent(since?.description, forKey: .since)
        try container.encodeIfPresent(until?.description, forKey: .until)
    }
}
