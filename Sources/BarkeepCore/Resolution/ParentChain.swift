/// The entities of a parent chain being walked up, child first, and whether a name is in it already
/// (a parent cycle).
///
/// Most chains are a few entities long: the names are then compared one by one, which costs less than
/// hashing them. Past ``scanLimit`` members the names are indexed in a dictionary, so that a
/// 100k-deep chain is still walked in linear time.
struct ParentChain {
    /// The members, child first.
    private(set) var members: [Entity] = []
    /// The position of each member by name, once the chain is longer than ``scanLimit``.
    private var positions: [String: Int] = [:]
    /// How many members are searched by comparing names.
    private static let scanLimit = 16

    /// Adds the parent of the last member (or the first entity).
    mutating func append(_ entity: Entity) {
        if members.count >= Self.scanLimit {
            if positions.isEmpty {
                for (position, member) in members.enumerated() { positions[member.name] = position }
            }
            positions[entity.name] = members.count
        }
        members.append(entity)
    }

    /// The position of the member named `name`, if the chain has one.
    func position(of name: String) -> Int? {
        guard members.count > Self.scanLimit else { return members.firstIndex { $0.name == name } }
        return positions[name]
    }
}
