/// The entities one entity's resolution can read.
extension CatalogSnapshot {
    /// The entity of `kind` named `name` and everything it refers to, directly or through others:
    /// ancestors, palette colours and their aliases, theme members. Missing ones are left out.
    package func reachable(from kind: EntityKind, _ name: String) -> [(kind: EntityKind, name: String)] {
        Self.reachableEntities(from: kind, name) { entity($0, $1) }.map { ($0.kind, $0.name) }
    }

    /// The closure of the themes named `themes` (every entity when none is named): each theme, its
    /// ancestors, its members with their ancestors, and every palette colour any of them reads, through
    /// aliases; what an export of those themes writes. Resolving an entity over it gives what resolving
    /// it over the whole snapshot gives. Throws for the first theme named that does not exist.
    package func closure(ofThemes themes: [String]) throws(ResolutionError) -> CatalogSnapshot {
        guard !themes.isEmpty else { return self }
        var seen = Set<EntityKey>()
        var entities: [Entity] = []
        for name in themes {
            guard entity(.theme, name) != nil else { throw .notFound(kind: .theme, name: name) }
            for reachable in Self.reachableEntities(from: .theme, name, load: { entity($0, $1) })
            where seen.insert(EntityKey(kind: reachable.kind, name: reachable.name)).inserted {
                entities.append(reachable)
            }
        }
        return CatalogSnapshot(entities: entities, lastChangeID: lastChangeID)
    }

    /// A snapshot of the entity of `kind` named `name` and everything it refers to, directly or through
    /// others, each read once through `load` (nil: there is no such entity, which the ``Resolver``
    /// reports as a missing reference). Resolving that one entity over it gives what resolving it over
    /// the whole catalog gives, without reading the rest.
    package static func reachable(
        from kind: EntityKind, _ name: String, load: (EntityKind, String) throws -> Entity?
    ) rethrows -> CatalogSnapshot {
        CatalogSnapshot(entities: try reachableEntities(from: kind, name, load: load))
    }

    /// The entities reachable from `kind` `name`, the start first, each looked up once through `load`.
    private static func reachableEntities(
        from kind: EntityKind, _ name: String, load: (EntityKind, String) throws -> Entity?
    ) rethrows -> [Entity] {
        var seen: Set<EntityKey> = [EntityKey(kind: kind, name: name)]
        var queue = [EntityKey(kind: kind, name: name)]
        var result: [Entity] = []
        while let key = queue.popLast() {
            guard let entity = try load(key.kind, key.name) else { continue }
            result.append(entity)
            for reference in entity.references {
                let next = EntityKey(kind: reference.kind, name: reference.name)
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        return result
    }
}
