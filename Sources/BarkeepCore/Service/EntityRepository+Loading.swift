internal import BarkeepStore

extension EntityRepository {
    /// The entity `selection` names (a kind and name, or an identity), read through ``EntityLoader`` as
    /// every stored entity is; nil when there is none.
    ///
    /// Callers that need only the entity call this rather than taking `.entity` of
    /// ``loadIdentifiedEntity(_:)``'s optional tuple: Swift 6.3.1's optimizer copied one word of the
    /// entity out of that projection in release builds, and the caller read garbage.
    func loadEntity(_ selection: EntitySelection) throws -> Entity? {
        var loader = EntityLoader()
        try visitEntities(selection, &loader)
        return loader.entities.first
    }

    /// The entity `selection` names and its identity, read as ``loadEntity(_:)`` reads it; nil when
    /// there is none.
    func loadIdentifiedEntity(_ selection: EntitySelection) throws -> (id: Int64, entity: Entity)? {
        var loader = EntityLoader()
        try visitEntities(selection, &loader)
        guard let id = loader.identities.first else { return nil }
        return (id, loader.entities[0])
    }
}
