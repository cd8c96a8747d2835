/// Sorting things by catalogue position without moving them: the indices that put them in order.
///
/// A sort of the things themselves (entries, resolved fields) through a comparison closure copies them,
/// with their strings and arrays, on every comparison; a sort of plain integers, each a position over
/// its index (both far below 2^32), is the standard library's specialized integer sort.
enum PositionOrder {
    /// The indices of `positions` in ascending order of position, ties in their order.
    static func indices(sorting positions: [Int]) -> [Int] {
        positions.indices.map { positions[$0] << 32 | $0 }.sorted().map { $0 & 0xFFFF_FFFF }
    }
}
