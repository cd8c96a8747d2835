/// The three-way merge of snapshots, by entity and property, that `barkeep merge` (git's merge
/// driver) runs.
///
/// Entities are matched by kind and name, after renames are followed (``SnapshotRenames``). For each
/// entity: what only one side changed is taken; both sides' same change is taken once; an entity
/// both sides added is merged property by property against nothing. Properties — `bar`, `parent`,
/// `description` and each field — merge the same way, one by one. A conflict is left where both
/// sides changed one property differently, where one side deleted an entity the other changed, and
/// where both renamed one entity to different names.
public enum SnapshotMerge {
    /// `ours` and `theirs` merged against their common ancestor `base` (documents in any order; a
    /// name twice in one list keeps the later document).
    public static func merge(
        base: [EntityDocument], ours: [EntityDocument], theirs: [EntityDocument]
    ) -> SnapshotMergeResult {
        let baseByKey = indexed(base)
        let oursByKey = indexed(ours)
        let theirsByKey = indexed(theirs)
        let renames = SnapshotRenames(base: baseByKey, ours: oursByKey, theirs: theirsByKey)
        let mergedBase = renames.translated(baseByKey, renames: [:], base: baseByKey)
        let mergedOurs = renames.translated(oursByKey, renames: renames.ours, base: baseByKey)
        let mergedTheirs = renames.translated(theirsByKey, renames: renames.theirs, base: baseByKey)

        var conflicts: [SnapshotConflict] = renames.conflicting.map { rename in
            SnapshotConflict(
                kind: rename.base.kind, name: rename.ours,
                sides: .property("name", base: rename.base.name, ours: rename.ours, theirs: rename.theirs))
        }
        var entities: [EntityDocument] = []
        var keys = Set(mergedBase.keys)
        keys.formUnion(mergedOurs.keys)
        keys.formUnion(mergedTheirs.keys)
        entities.reserveCapacity(keys.count)
        for key in keys {
            let (base, ours, theirs) = (mergedBase[key], mergedOurs[key], mergedTheirs[key])
            if ours == theirs || base == theirs {
                if let ours { entities.append(ours) }
            } else if base == ours {
                if let theirs { entities.append(theirs) }
            } else if let ours, let theirs {
                entities.append(
                    mergedProperties(base: base, ours: ours, theirs: theirs, conflicts: &conflicts))
            } else {
                conflicts.append(
                    SnapshotConflict(
                        kind: key.kind, name: key.name, sides: .entity(base: base, ours: ours, theirs: theirs)
                    ))
            }
        }
        entities.sort { SnapshotEntityKey($0) < SnapshotEntityKey($1) }
        conflicts.sort { left, right in
            let (leftKey, rightKey) = (
                SnapshotEntityKey(kind: left.kind, name: left.name),
                SnapshotEntityKey(kind: right.kind, name: right.name)
            )
            if leftKey != rightKey { return leftKey < rightKey }
            return (left.property ?? "") < (right.property ?? "")
        }
        return SnapshotMergeResult(entities: entities, conflicts: conflicts)
    }

    /// `documents` by kind and name.
    private static func indexed(_ documents: [EntityDocument]) -> [SnapshotEntityKey: EntityDocument] {
        Dictionary(documents.map { (SnapshotEntityKey($0), $0) }, uniquingKeysWith: { $1 })
    }

    /// One entity both sides hold, changed by both, merged property by property against `base`
    /// (nil when both added it); a property in conflict keeps our value and is added to `conflicts`.
    private static func mergedProperties(
        base: EntityDocument?, ours: EntityDocument, theirs: EntityDocument,
        conflicts: inout [SnapshotConflict]
    ) -> EntityDocument {
        let baseProperties = base?.properties ?? [:]
        let ourProperties = ours.properties
        let theirProperties = theirs.properties
        var merged = ourProperties
        var keys = Set(baseProperties.keys)
        keys.formUnion(ourProperties.keys)
        keys.formUnion(theirProperties.keys)
        for key in keys {
            let (baseValue, ourValue, theirValue) = (
                baseProperties[key], ourProperties[key], theirProperties[key]
            )
            if ourValue == theirValue || baseValue == theirValue { continue }
            if baseValue == ourValue {
                merged[key] = theirValue
                continue
            }
            conflicts.append(
                SnapshotConflict(
                    kind: ours.kind, name: ours.name,
                    sides: .property(key, base: baseValue, ours: ourValue, theirs: theirValue)))
        }
        return EntityDocument(kind: ours.kind, properties: merged)
    }
}
