/// Entities of a snapshot resolved one at a time as they are iterated (``Resolver/entities(of:)``), in
/// kind and name order, each with the stored entity it comes from: what lint, the exports and import
/// validation walk.
///
/// Iterating twice resolves twice; a failure is kept by the resolver, so it is not worked out again.
public struct ResolvedEntities: Sequence {
    /// One entity as stored, and what resolving it gave.
    public typealias Element = (entity: Entity, resolved: Result<ResolvedEntity, ResolutionError>)

    /// The resolver that resolves them.
    let resolver: Resolver
    /// The entities, in the order they are resolved.
    let entities: [Entity]

    /// Resolves the entities in order, one per `next()`.
    public struct Iterator: IteratorProtocol {
        /// The resolver that resolves them.
        let resolver: Resolver
        /// The entities, in the order they are resolved.
        let entities: [Entity]
        /// The position of the next entity.
        var position = 0

        /// The next entity, resolved.
        public mutating func next() -> Element? {
            guard position < entities.count else { return nil }
            let entity = entities[position]
            position += 1
            return (entity, Result { () throws(ResolutionError) in try resolver.resolution(of: entity) })
        }
    }

    /// An iterator from the first entity.
    public func makeIterator() -> Iterator {
        Iterator(resolver: resolver, entities: entities)
    }

    /// How many entities there are.
    public var underestimatedCount: Int { entities.count }

    /// The entities' names, in order, known without resolving any.
    public var names: [String] { entities.map(\.name) }

    /// The same entities in another order: the one at `order[0]` of this order first, and so on. For
    /// output whose order is not the entities' (design tokens go in the order of their paths).
    public func reordered(_ order: [Int]) -> ResolvedEntities {
        ResolvedEntities(resolver: resolver, entities: order.map { entities[$0] })
    }

    /// Every entity resolved, in order: the whole result, for a caller that needs it at once. Throws the
    /// first error, so that nothing partial is returned.
    public func collect() throws(ResolutionError) -> [ResolvedEntity] {
        var result: [ResolvedEntity] = []
        result.reserveCapacity(entities.count)
        for (_, resolved) in self { result.append(try resolved.get()) }
        return result
    }

    /// Throws the first error resolving every entity in order gives, keeping nothing: run before output
    /// that must be all or nothing and cannot be taken back.
    public func validate() throws(ResolutionError) {
        for (_, resolved) in self { _ = try resolved.get() }
    }
}
