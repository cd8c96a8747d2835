/// The renames each side of a merge made, found by content, and the merged name of every base entity.
///
/// A snapshot names entities and holds no ids, so a rename reads as a delete and an add. An entity a
/// side no longer has is taken as renamed when that side added exactly one entity of the same kind
/// whose content (bar, parent, description, fields) is the same, and no other entity it dropped has
/// that content. `barkeep rename` changes only the name, so its renames are found; a rename combined
/// with an edit of the same entity merges as a delete and an add.
struct SnapshotRenames {
    /// Our renames: base key to our name.
    let ours: [SnapshotEntityKey: String]
    /// Their renames: base key to their name.
    let theirs: [SnapshotEntityKey: String]

    /// The renames `ours` and `theirs` made of `base`. A rename to a name the other side also holds
    /// for another entity is dropped, so it merges as a delete and an add rather than a collision.
    init(
        base: [SnapshotEntityKey: EntityDocument], ours: [SnapshotEntityKey: EntityDocument],
        theirs: [SnapshotEntityKey: EntityDocument]
    ) {
        let ourRenames = Self.renames(base: base, side: ours)
        let theirRenames = Self.renames(base: base, side: theirs)
        self.ours = Self.withoutCollisions(ourRenames, otherSide: theirs, otherRenames: theirRenames)
        self.theirs = Self.withoutCollisions(theirRenames, otherSide: ours, otherRenames: ourRenames)
    }

    /// Whether neither side renamed anything.
    var isEmpty: Bool { ours.isEmpty && theirs.isEmpty }

    /// The name the base entity `key` has after the merge: ours when we renamed it, else theirs.
    func mergedName(of key: SnapshotEntityKey) -> String {
        ours[key] ?? theirs[key] ?? key.name
    }

    /// The base entities both sides renamed, to different names.
    var conflicting: [(base: SnapshotEntityKey, ours: String, theirs: String)] {
        ours.compactMap { key, ourName in
            guard let theirName = theirs[key], theirName != ourName else { return nil }
            return (key, ourName, theirName)
        }
    }

    /// `side`'s documents with every name, their own and those they refer to, brought to the merged
    /// names; `renames` are the side's own renames (empty for the base).
    func translated(
        _ side: [SnapshotEntityKey: EntityDocument], renames: [SnapshotEntityKey: String],
        base: [SnapshotEntityKey: EntityDocument]
    ) -> [SnapshotEntityKey: EntityDocument] {
        if isEmpty { return side }
        var baseKeyOfNewName: [SnapshotEntityKey: SnapshotEntityKey] = [:]
        for (key, name) in renames { baseKeyOfNewName[SnapshotEntityKey(kind: key.kind, name: name)] = key }
        func mergedName(_ kind: EntityKind, _ name: String) -> String {
            let key = SnapshotEntityKey(kind: kind, name: name)
            if let baseKey = baseKeyOfNewName[key] { return self.mergedName(of: baseKey) }
            if base[key] != nil, renames[key] == nil { return self.mergedName(of: key) }
            return name
        }
        var result: [SnapshotEntityKey: EntityDocument] = [:]
        result.reserveCapacity(side.count)
        for document in side.values {
            var renamed = document.mappingReferences(mergedName)
            renamed.name = mergedName(document.kind, document.name)
            result[SnapshotEntityKey(renamed)] = renamed
        }
        return result
    }

    /// The renames `side` made of `base`, matched by content.
    private static func renames(
        base: [SnapshotEntityKey: EntityDocument], side: [SnapshotEntityKey: EntityDocument]
    ) -> [SnapshotEntityKey: String] {
        var added: [EntityDocument: [SnapshotEntityKey]] = [:]
        for (key, document) in side where base[key] == nil {
            added[content(of: document), default: []].append(key)
        }
        if added.isEmpty { return [:] }
        var dropped: [EntityDocument: [SnapshotEntityKey]] = [:]
        for (key, document) in base where side[key] == nil {
            dropped[content(of: document), default: []].append(key)
        }
        var result: [SnapshotEntityKey: String] = [:]
        for (content, keys) in dropped where keys.count == 1 {
            guard let candidates = added[content], candidates.count == 1 else { continue }
            result[keys[0]] = candidates[0].name
        }
        return result
    }

    /// `document` without its name: what a rename leaves as it was.
    private static func content(of document: EntityDocument) -> EntityDocument {
        var content = document
        content.name = ""
        return content
    }

    /// `renames` less those whose new name the other side holds for an entity that is not the same
    /// base entity under the same new name.
    private static func withoutCollisions(
        _ renames: [SnapshotEntityKey: String], otherSide: [SnapshotEntityKey: EntityDocument],
        otherRenames: [SnapshotEntityKey: String]
    ) -> [SnapshotEntityKey: String] {
        renames.filter { key, name in
            otherSide[SnapshotEntityKey(kind: key.kind, name: name)] == nil || otherRenames[key] == name
        }
    }
}
