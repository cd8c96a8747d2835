import Testing

@testable import BarkeepCore

/// Sorting by catalogue position: ascending, ties kept in their order, for a few items (sorted in
/// place) and for many (sorted through their indices) alike.
@Suite struct PositionOrderTests {
    /// An item with a position and the order it was given in.
    struct Item: Equatable {
        let position: Int
        let given: Int
    }

    @Test func itemsOfEveryCountAreSortedByPositionWithTiesInTheirOrder() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 5, 15, 16, 17, 40, 200] {
            for _ in 0..<50 {
                let items = (0..<count).map {
                    Item(position: Int.random(in: 0..<8, using: &generator), given: $0)
                }
                var sorted = items
                PositionOrder.sort(&sorted) { $0.position }
                let expected = items.enumerated().sorted {
                    ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
                }.map(\.element)
                #expect(sorted == expected, "\(items)")
            }
        }
    }

    @Test func theIndexOfAPositionIsFoundInASortedList() {
        let positions = [2, 3, 5, 8, 13, 21]
        for (index, position) in positions.enumerated() {
            #expect(PositionOrder.index(of: position, count: positions.count) { positions[$0] } == index)
        }
        for missing in [0, 4, 9, 22] {
            #expect(PositionOrder.index(of: missing, count: positions.count) { positions[$0] } == nil)
        }
    }
}
