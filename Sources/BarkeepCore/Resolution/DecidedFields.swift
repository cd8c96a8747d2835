/// The fields of a resolved entity whose value something in its chain decides (set, set to `default`,
/// left to UIKit by a whole variant, or a back-button default), sorted by catalogue position, which is
/// path order.
///
/// Kept as two arrays, positions and fields, rather than a dictionary by path: an exporter reads them
/// in path order as they are, and a field is found by a binary search over small integers.
struct DecidedFields: Hashable, Sendable {
    /// The catalogue position of each field of ``fields``, ascending once ``sort()`` has run.
    private(set) var positions: [Int] = []
    /// The fields, in the order of ``positions``.
    private(set) var fields: [ResolvedField] = []

    /// No field decided, with room for `capacity`.
    init(capacity: Int = 0) {
        reserveCapacity(capacity)
    }

    /// Makes room for `capacity` fields in all, so that appending up to that many allocates nothing.
    mutating func reserveCapacity(_ capacity: Int) {
        positions.reserveCapacity(capacity)
        fields.reserveCapacity(capacity)
    }

    /// Adds `field`, at catalogue `position`, which no field has yet.
    mutating func append(_ field: ResolvedField, at position: Int) {
        positions.append(position)
        fields.append(field)
    }

    /// Puts the fields in position order, if they were not appended in it (usually they are: resolution
    /// makes them in path order, and the arrays are then left as they are).
    mutating func sort() {
        guard zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) else { return }
        let order = PositionOrder.indices(sorting: positions)
        fields = order.map { fields[$0] }
        positions = order.map { positions[$0] }
    }

    /// The field at catalogue `position`, if it is decided.
    func field(atPosition position: Int) -> ResolvedField? {
        index(ofPosition: position).map { fields[$0] }
    }

    /// What `read` finds in the field at catalogue `position`, if it is decided: the field is lent to
    /// `read`, not copied out (a copy retains its spec, value and provenance, which checks reading one
    /// value of many fields of every appearance would pay for each).
    func read<Value>(atPosition position: Int, _ read: (ResolvedField) -> Value?) -> Value? {
        guard let index = index(ofPosition: position) else { return nil }
        return read(fields[index])
    }

    /// The index in ``fields`` of the field at catalogue `position`, if it is decided.
    private func index(ofPosition position: Int) -> Int? {
        PositionOrder.index(of: position, count: positions.count) { positions[$0] }
    }
}
