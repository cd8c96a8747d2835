/// Sorting things by catalogue position without copying them, and finding one by its position in a
/// list sorted that way.
///
/// A sort of the things themselves (entries, resolved fields) through a comparison closure copies them,
/// with their strings and arrays, on every comparison; a sort of plain integers, each a position over
/// its index (both far below 2^32), is the standard library's specialized integer sort, and a few
/// things are sorted by swapping them in place.
enum PositionOrder {
    /// The indices of `positions` in ascending order of position, ties in their order.
    static func indices(sorting positions: [Int]) -> [Int] {
        positions.indices.map { positions[$0] << 32 | $0 }.sorted().map { $0 & 0xFFFF_FFFF }
    }

    /// Sorts `items` in ascending order of position (`positionOf` reads an item's), ties in their order.
    ///
    /// A few items (an entity's own fields, usually) are sorted by insertion, swapping them in place,
    /// which moves items without copying them and allocates nothing; more go through
    /// ``indices(sorting:)``.
    static func sort<Item>(_ items: inout [Item], by positionOf: (Item) -> Int) {
        guard items.count > 1 else { return }
        guard items.count <= 16 else {
            let order = indices(sorting: items.map(positionOf))
            items = order.map { items[$0] }
            return
        }
        for next in 1..<items.count {
            var index = next
            while index > 0, positionOf(items[index - 1]) > positionOf(items[index]) {
                items.swapAt(index - 1, index)
                index -= 1
            }
        }
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
