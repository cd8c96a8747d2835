public import BarkeepCore

/// Reads a snapshot (``SnapshotWriter``) into import entries, in one pass, keeping each entry's and
/// each field's line. Checks the shape only; ``CatalogImporter`` checks names, paths and values.
public enum SnapshotReader {
    /// The entries of the snapshot `text`; an unknown format version, a syntax error or a member of the
    /// wrong shape is an error naming its line.
    public static func entries(_ text: String) throws(ImportError) -> [ImportedEntity] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
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
                result.append(try entry(kind, member.key, member.value))
            }
        }
        return result
    }

    /// One entity's entry.
    private static func entry(_ kind: EntityKind, _ name: String, _ node: JSONNode) throws(ImportError)
        -> ImportedEntity
    {
        var label: String { "\(kind.rawValue) '\(name)'" }  // made only for an error
        guard let members = node.members else {
            throw ImportError(line: node.line, "\(label) must be an object; found \(node.typeName)")
        }
        var entry = ImportedEntity(kind: kind, name: name, line: node.line)
        entry.fieldLines.reserveCapacity(members.count + (node["fields"]?.members?.count ?? 0))
        for member in members {
            let value = member.value
            entry.fieldLines[member.key] = value.line
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
