/// The entities one entity's resolution can read.
extension CatalogSnapshot {
    /// The entity of `kind` named `name` and everything it refers to, directly or through others:
    /// ancestors, palette colours and their aliases, theme members. Missing ones are left out.
    public func reachable(from kind: EntityKind, _ name: String) -> [(kind: EntityKind, name: String)] {
        var seen: Set<EntityKey> = [EntityKey(kind: kind, name: name)]
        var queue = [EntityKey(kind: kind, name: name)]
        var result: [(kind: EntityKind, name: String)] = []
        while let key = queue.popLast() {
            guard let entity = entity(key.kind, key.name) else { continue }
            result.append((key.kind, key.name))
            for reference in entity.references {
                let next = EntityKey(kind: reference.kind, name: reference.name)
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        return result
    }
}
