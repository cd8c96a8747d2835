/// Sorting things by catalogue position without moving them, and finding one by its position in a
/// list sorted that way.
///
/// A sort of the things themselves (entries, resolved fields) through a comparison closure copies them,
/// with their strings and arrays, on every comparison; a sort of plain integers, each a position over
/// its index (both far below 2^32), is the standard library's specialized integer sort.
enum PositionOrder {
    /// The indices of `positions` in ascending order of position, ties in their order.
    static func indices(sorting positions: [Int]) -> [Int] {
        positions.indices.map { positions[$0] << 32 | $0 }.sorted().map { $0 & 0xFFFF_FFFF }
    }

    /// The index of the item at catalogue `position` among `count` items in ascending order of
    /// position (`positionAt` reads an item's), if there is one: a binary search.
    static func index(of position: Int, count: Int, positionAt: (Int) -> Int) -> Int? {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            let found = positionAt(middle)
            if found == position { return middle }
            if found < position { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
