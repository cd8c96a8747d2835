internal import BarkeepStore

extension EntityRepository {
    /// The entity `selection` names (a kind and name, or an identity) and its identity, read through
    /// ``EntityLoader`` as every stored entity is; nil when there is none.
    func loadEntity(_ selection: EntitySelection) throws -> (id: Int64, entity: Entity)? {
        var loader = EntityLoader()
        try visitEntities(selection, &loader)
        guard let entity = loader.entities.first else { return nil }
        return (loader.identities[0], entity)
    }
}
