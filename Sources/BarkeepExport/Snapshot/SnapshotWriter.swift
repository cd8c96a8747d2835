package import BarkeepCore

/// `export --format snapshot`: the raw, unresolved catalog as a JSON document made for git.
///
/// The format version comes first, then the entities by kind and name (keys sorted), each field on
/// its own line, references by name, no ids and no timestamps — so two people changing different
/// fields merge cleanly and a diff reads like the change:
///
/// ```json
/// {
///   "barkeepSnapshot" : 1,
///   "entities" : {
///     "appearance" : {
///       "base" : {
///         "bar" : "navigation",
///         "fields" : {
///           "standard.backgroundColor" : "{paper}",
/// ```
package enum SnapshotWriter {
    /// The version this Barkeep writes and reads.
    package static let version = 1

    /// The snapshot of `entities` (any order), ending with a newline.
    package static func text(_ entities: [Entity]) -> String {
        text(entities.map(EntityDocument.init))
    }

    /// The snapshot of `documents` (any order), ending with a newline, with each of `conflicts` written
    /// where it is (``conflictMember``): in place of the property, or of the whole entity.
    package static func text(_ documents: [EntityDocument], conflicts: [SnapshotConflict] = []) -> String {
        var byKind: [String: [String: JSONValue]] = [:]
        for document in documents {
            byKind[document.kind.rawValue, default: [:]][document.name] = self.document(document)
        }
        for conflict in conflicts {
            let kind = conflict.kind.rawValue
            switch conflict.sides {
            case .entity(let base, let ours, let theirs):
                byKind[kind, default: [:]][conflict.name] = conflictObject(
                    base.map(document), ours.map(document), theirs.map(document))
            case .property(let property, let base, let ours, let theirs):
                var members = byKind[kind]?[conflict.name]?.object ?? [:]
                let object = conflictObject(
                    base.map(JSONValue.string), ours.map(JSONValue.string), theirs.map(JSONValue.string))
                if EntityDocument.propertyKeys.contains(property) {
                    members[property] = object
                } else {
                    var fields = members["fields"]?.object ?? [:]
                    fields[property] = object
                    members["fields"] = .object(fields)
                }
                byKind[kind, default: [:]][conflict.name] = .object(members)
            }
        }
        var output = JSONText()
        output.append(literal: "{")
        output.newline(pretty: true, level: 1)
        CanonicalJSON.appendMember(
            "barkeepSnapshot", .integer(Int64(version)), to: &output, pretty: true, level: 1)
        output.append(literal: ",")
        output.newline(pretty: true, level: 1)
        output.appendQuoted("entities")
        output.append(literal: byKind.isEmpty ? " : {}" : " : {")
        for (kindIndex, kind) in byKind.keys.sorted().enumerated() {
            if kindIndex > 0 { output.append(literal: ",") }
            output.newline(pretty: true, level: 2)
            output.appendQuoted(kind)
            output.append(literal: " : {")
            let named = byKind[kind]!
            for (index, name) in named.keys.sorted().enumerated() {
                if index > 0 { output.append(literal: ",") }
                output.newline(pretty: true, level: 3)
                CanonicalJSON.appendMember(name, named[name]!, to: &output, pretty: true, level: 3)
            }
            output.newline(pretty: true, level: 2)
            output.append(literal: "}")
        }
        if !byKind.isEmpty {
            output.newline(pretty: true, level: 1)
            output.append(literal: "}")
        }
        output.append(literal: "\n}\n")
        return output.string
    }

    /// The member that marks an object as a merge conflict, with what to do about it as its value.
    package static let conflictMember = "barkeepConflict"

    /// What a conflict object tells the person resolving it.
    static let conflictInstruction =
        "merge conflict: replace this object with the value to keep (base, ours, theirs; null: unset or deleted)"

    /// A conflict object: the marker member, then the base's, our and their value (null: absent).
    static func conflictObject(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?) -> JSONValue {
        .object([
            conflictMember: .string(conflictInstruction), "base": base ?? .null, "ours": ours ?? .null,
            "theirs": theirs ?? .null,
        ])
    }

    /// One entity's members: `bar`, `description`, `fields` and `parent`, those that are set.
    static func document(_ document: EntityDocument) -> JSONValue {
        var members: [String: JSONValue] = [
            "fields": .object(document.fields.mapValues(JSONValue.string))
        ]
        members["bar"] = .optional(document.bar?.rawValue)
        members["parent"] = .optional(document.parent)
        members["description"] = .optional(document.description)
        return .object(members)
    }
}

extension SnapshotWriter: ExportFormatWriter {
    /// The snapshot of the entities `request` exports, as stored (nothing is resolved, so nothing fails).
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        ExportStream(ExportedFile(name: request.fileName, contents: text(request.exported.allEntities)))
    }
}
