internal import BarkeepCore

/// The fragment identifier of an entity's article, `appearance-base`, and links to it.
enum EntityAnchor {
    /// The id of the article of `kind` `name`.
    static func id(_ kind: EntityKind, _ name: String) -> String {
        "\(kind.rawValue)-\(name)"
    }

    /// A link to the article of `kind` `name`, its name as the link text.
    static func link(_ kind: EntityKind, _ name: String) -> HTMLWriter {
        var html = HTMLWriter()
        html.element("a", [("href", "#" + id(kind, name))], text: name)
        return html
    }
}
