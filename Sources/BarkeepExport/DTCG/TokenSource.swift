internal import BarkeepCore

/// The entity a typography or dimension token stands for and the fields of it the entity sets itself,
/// written as the token's `$extensions."com.barkeep"` so that an import puts them back.
struct TokenSource {
    /// The entity's kind.
    let kind: EntityKind
    /// The entity's name.
    let name: String
    /// The appearance's bar, if any.
    let bar: BarKind?
    /// The fields as `set` takes them, sorted by path.
    let fields: [(path: String, text: String)]

    /// Appends `{ "com.barkeep" : { "bar", "fields", "kind", "name" } }`, opened at `level`.
    func append(to output: inout JSONText, level: Int) {
        output.append(literal: "{")
        var outer = CanonicalObjectWriter(pretty: true, level: level)
        outer.key(literal: "com.barkeep", to: &output)
        output.append(literal: "{")
        var barkeep = CanonicalObjectWriter(pretty: true, level: level + 1)
        if let bar { barkeep.member("bar", string: bar.rawValue, to: &output) }
        barkeep.key(literal: "fields", to: &output)
        output.append(literal: "{")
        var members = CanonicalObjectWriter(pretty: true, level: level + 2)
        for field in fields {
            members.key(field.path, to: &output)
            output.appendQuoted(field.text)
        }
        output.newline(pretty: true, level: level + 2)
        output.append(literal: "}")
        barkeep.member("kind", string: kind.rawValue, to: &output)
        barkeep.member("name", string: name, to: &output)
        output.newline(pretty: true, level: level + 1)
        output.append(literal: "}")
        output.newline(pretty: true, level: level)
        output.append(literal: "}")
    }
}
