package import BarkeepCore

/// Reads a snapshot (``SnapshotWriter``) into import entries, in one pass, keeping each entry's and
/// each field's line. Checks the shape only; ``CatalogImporter`` checks names, paths and values.
///
/// A file holding merge conflicts is refused with each conflict named: the conflict objects
/// ``SnapshotWriter`` writes for `barkeep merge`, or git's own conflict markers
/// (``SnapshotConflictMarkers``).
package enum SnapshotReader {
    /// The entries of the snapshot `text`; an unknown format version, a syntax error, a member of the
    /// wrong shape or a merge conflict is an error naming its line.
    package static func entries(_ text: String) throws(ImportError) -> [ImportedEntity] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            if let conflict = SnapshotConflictMarkers.error(in: text) { throw conflict }
            throw ImportError(line: error.line, "not JSON: column \(error.column): \(error.problem)")
        }
        guard let rootMembers = root.members else {
            throw ImportError(line: root.line, "a snapshot is a JSON object; found \(root.typeName)")
        }
        guard let versionNode = root["barkeepSnapshot"] else {
            throw ImportError(
                line: root.line, "not a Barkeep snapshot: no \"barkeepSnapshot\" format version")
        }
        // Read once: reading `versionNode.number` twice in this guard crashes Swift 6.3.1's optimizer
        // (CopyPropagation, "Found outside of lifetime use") now that `JSONNode.Content` is inline.
        let version = versionNode.number
        guard version == Double(SnapshotWriter.version) else {
            let found = version.map(NumberFormatting.canonical) ?? versionNode.typeName
            throw ImportError(
                line: versionNode.line,
                "unknown snapshot format version \(found); this barkeep reads version \(SnapshotWriter.version) "
                    + "(export it again with the barkeep that wrote it, or upgrade barkeep)")
        }
        for member in rootMembers where member.key != "barkeepSnapshot" && member.key != "entities" {
            throw ImportError(
                line: member.value.line, "unknown member \"\(member.key)\"; expected \"entities\"")
        }
        guard let entitiesNode = root["entities"] else { return [] }
        guard let kinds = entitiesNode.members else {
            throw ImportError(line: entitiesNode.line, "\"entities\" must be an object of kinds")
        }
        var result: [ImportedEntity] = []
        var conflicts: [(line: Int, conflict: SnapshotConflict)] = []
        for kindMember in kinds {
            guard let kind = EntityKind(rawValue: kindMember.key) else {
                throw ImportError(
                    line: kindMember.value.line,
                    "unknown kind \"\(kindMember.key)\"; expected one of "
                        + EntityKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard let named = kindMember.value.members else {
                throw ImportError(
                    line: kindMember.value.line, "\"\(kind.rawValue)\" must be an object of entities by name")
            }
            for member in named {
                if let entry = try entry(kind, member.key, member.value, conflicts: &conflicts) {
                    result.append(entry)
                }
            }
        }
        if let first = conflicts.first {
            throw ImportError(
                line: first.line,
                "a merge left \(SnapshotConflict.report(conflicts.map(\.conflict))); replace each "
                    + "\"\(SnapshotWriter.conflictMember)\" object with the value to keep, then import again")
        }
        return result
    }

    /// The conflict `node` holds when it is a conflict object (``SnapshotWriter/conflictObject``);
    /// `side` reads each of its `base`, `ours` and `theirs` (null: absent).
    private static func conflictSides<Side>(
        _ node: JSONNode, _ label: String, side: (JSONNode) throws(ImportError) -> Side
    ) throws(ImportError) -> (base: Side?, ours: Side?, theirs: Side?)? {
        guard node[SnapshotWriter.conflictMember] != nil else { return nil }
        func read(_ key: String) throws(ImportError) -> Side? {
            guard let value = node[key] else {
                throw ImportError(line: node.line, "\(label): the merge conflict lacks \"\(key)\"")
            }
            if case .null = value.content { return nil }
            return try side(value)
        }
        return (try read("base"), try read("ours"), try read("theirs"))
    }

    /// One entity's entry, or nil when the entity is a merge conflict as a whole (added to `conflicts`,
    /// as is each property in conflict).
    private static func entry(
        _ kind: EntityKind, _ name: String, _ node: JSONNode,
        conflicts: inout [(line: Int, conflict: SnapshotConflict)]
    ) throws(ImportError) -> ImportedEntity? {
        var label: String { "\(kind.rawValue) '\(name)'" }  // made only for an error
        if let sides = try conflictSides(
            node, label,
            side: { (side: JSONNode) throws(ImportError) -> EntityDocument in
                var nested: [(line: Int, conflict: SnapshotConflict)] = []
                guard let sideEntry = try Self.entry(kind, name, side, conflicts: &nested), nested.isEmpty
                else {
                    throw ImportError(line: side.line, "\(label): a merge conflict inside a merge conflict")
                }
                return EntityDocument(sideEntry)
            })
        {
            let sides = SnapshotConflict.Sides.entity(
                base: sides.base, ours: sides.ours, theirs: sides.theirs)
            conflicts.append((node.line, SnapshotConflict(kind: kind, name: name, sides: sides)))
            return nil
        }
        /// Records the conflict `value` holds on `property`, if it is one.
        func isConflict(_ property: String, _ value: JSONNode) throws(ImportError) -> Bool {
            guard
                let sides = try conflictSides(
                    value, "\(label), '\(property)'",
                    side: { (side: JSONNode) throws(ImportError) -> String in
                        guard let text = side.string else {
                            throw ImportError(
                                line: side.line,
                                "\(label), '\(property)': a side of the conflict must be a string or null")
                        }
                        return text
                    })
            else { return false }
            let conflict = SnapshotConflict(
                kind: kind, name: name,
                sides: .property(property, base: sides.base, ours: sides.ours, theirs: sides.theirs))
            conflicts.append((value.line, conflict))
            return true
        }
        guard let members = node.members else {
            throw ImportError(line: node.line, "\(label) must be an object; found \(node.typeName)")
        }
        var entry = ImportedEntity(kind: kind, name: name, line: node.line)
        entry.fieldLines.reserveCapacity(members.count + (node["fields"]?.members?.count ?? 0))
        for member in members {
            let value = member.value
            entry.fieldLines[member.key] = value.line
            if EntityDocument.propertyKeys.contains(member.key), try isConflict(member.key, value) {
                continue
            }
            switch member.key {
            case "bar", "parent", "description":
                guard let text = value.string else {
                    throw ImportError(line: value.line, "\(label), \"\(member.key)\" must be a string")
                }
                switch member.key {
                case "bar":
                    guard let bar = BarKind(rawValue: text) else {
                        throw ImportError(
                            line: value.line,
                            "\(label), field 'bar': unknown bar kind '\(text)'; expected navigation, tab or toolbar"
                        )
                    }
                    entry.bar = bar
                case "parent": entry.parent = text
                default: entry.description = text
                }
            case "fields":
                guard let fields = value.members else {
                    throw ImportError(
                        line: value.line, "\(label), \"fields\" must be an object of path : value")
                }
                entry.fields.reserveCapacity(fields.count)
                for field in fields {
                    if try isConflict(field.key, field.value) { continue }
                    guard let text = field.value.string else {
                        throw ImportError(
                            line: field.value.line,
                            "\(label), field '\(field.key)': the value must be a string, as `set` takes it; "
                                + "found \(field.value.typeName)")
                    }
                    entry.fields[field.key] = text
                    entry.fieldLines[field.key] = field.value.line
                }
            default:
                throw ImportError(
                    line: value.line,
                    "\(label): unknown member \"\(member.key)\"; expected bar, description, fields or parent")
            }
        }
        return entry
    }
}
