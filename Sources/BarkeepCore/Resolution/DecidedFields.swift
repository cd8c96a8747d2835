/// The fields of a resolved entity whose value something in its chain decides (set, set to `default`,
/// left to UIKit by a whole variant, or a back-button default), sorted by catalogue position, which is
/// path order.
///
/// Kept as two arrays, positions and fields, rather than a dictionary by path: an exporter reads them
/// in path order as they are, and a field is found by a binary search over small integers.
struct DecidedFields: Hashable, Sendable {
    /// The catalogue position of each field of ``fields``, ascending.
    let positions: [Int]
    /// The fields, in the order of ``positions``.
    let fields: [ResolvedField]

    /// No field decided.
    static let none = DecidedFields(sorting: [])

    /// `decided`, pairs of catalogue position and field in any order, one per position.
    init(sorting decided: [(position: Int, field: ResolvedField)]) {
        // Sorting plain integers, each a position over its index in `decided` (positions and indices
        // are far below 2^32), is a specialized integer sort; a sort of the pairs themselves copies
        // their fields on every comparison.
        var order = decided.indices.map { decided[$0].position << 32 | $0 }
        order.sort()
        positions = order.map { $0 >> 32 }
        fields = order.map { decided[$0 & 0xFFFF_FFFF].field }
    }

    /// The fields of `byPath`, placed by their paths' positions in `catalogue` (paths it lacks are left
    /// out).
    init(byPath: [String: ResolvedField], catalogue: FieldCatalogue) {
        self.init(
            sorting: byPath.compactMap { path, field in catalogue.position(path).map { ($0, field) } })
    }

    /// The field at catalogue `position`, if it is decided.
    func field(atPosition position: Int) -> ResolvedField? {
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            let found = positions[middle]
            if found == position { return fields[middle] }
            if found < position { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
