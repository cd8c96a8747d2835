import BarkeepCore

/// `export --format json`: every entity of a resolved catalog as ``ResolvedDocument`` prints it for
/// `resolve --json`, sorted by kind and name, written one entity at a time.
///
/// ```json
/// {
///   "barkeepResolved" : 1,
///   "entities" : [
///     { "fields" : { … }, "kind" : "palette", "name" : "brand" },
///     …
/// ```
struct ResolvedJSONExporter {
    /// The version of the document's shape, its first member.
    static let version = 1

    /// The catalog.
    let catalog: ResolvedCatalog
    /// Whether each field says where it came from.
    let explain: Bool

    /// The document's text, ending with a newline.
    func text() -> String {
        let entities =
            catalog.palette + catalog.appearances + catalog.layouts + catalog.sheets + catalog.toolbars
            + catalog.themes
        var output = "{"
        CanonicalJSON.newline(&output, pretty: true, level: 1)
        CanonicalJSON.appendMember(
            "barkeepResolved", .integer(Int64(Self.version)), to: &output, pretty: true, level: 1)
        output += ","
        CanonicalJSON.newline(&output, pretty: true, level: 1)
        CanonicalJSON.appendString("entities", to: &output)
        output += entities.isEmpty ? " : []" : " : ["
        for (index, entity) in entities.enumerated() {
            if index > 0 { output += "," }
            CanonicalJSON.newline(&output, pretty: true, level: 2)
            CanonicalJSON.append(
                ResolvedDocument.json(entity, includeDefaults: false, explain: explain), to: &output,
                pretty: true,
                level: 2)
        }
        if !entities.isEmpty {
            CanonicalJSON.newline(&output, pretty: true, level: 1)
            output += "]"
        }
        output += "\n}\n"
        return output
    }
}
