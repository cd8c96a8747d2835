public import BarkeepCore

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
public enum SnapshotWriter {
    /// The version this Barkeep writes and reads.
    public static let version = 1

    /// The snapshot of `entities` (any order), ending with a newline.
    public static func text(_ entities: [Entity]) -> String {
        var byKind: [String: [Entity]] = [:]
        for entity in entities { byKind[entity.kind.rawValue, default: []].append(entity) }
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
            for (index, entity) in byKind[kind]!.sorted(by: { $0.name < $1.name }).enumerated() {
                if index > 0 { output.append(literal: ",") }
                output.newline(pretty: true, level: 3)
                CanonicalJSON.appendMember(entity.name, document(entity), to: &output, pretty: true, level: 3)
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

    /// One entity's members: `bar`, `description`, `fields` and `parent`, those that are set.
    static func document(_ entity: Entity) -> JSONValue {
        var members: [String: JSONValue] = [
            "fields": .object(entity.fields.mapValues { .string($0.canonicalText) })
        ]
        members["bar"] = .optional(entity.bar?.rawValue)
        members["parent"] = .optional(entity.parent)
        members["description"] = .optional(entity.description)
        return .object(members)
    }
}
