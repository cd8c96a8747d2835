internal import BarkeepCore

extension HTMLExporter {
    /// The table of contents: each theme with its members, then what no theme uses, then the palette.
    func writeContents(to html: inout HTMLWriter) {
        html.open("nav", [("id", "contents")])
        html.element("h2", text: "Contents")
        html.open("ul")
        var inThemes = Set<String>()
        for theme in catalog.themes {
            html.open("li")
            html.text("Theme ")
            html.append(EntityAnchor.link(.theme, theme.name))
            if let members = theme.theme?.members, !members.isEmpty {
                html.open("ul")
                for member in members {
                    inThemes.insert("\(member.kind.rawValue) \(member.name)")
                    html.open("li")
                    html.text((member.bar.map { "\($0.rawValue) " } ?? "") + member.kind.rawValue + " ")
                    html.append(EntityAnchor.link(member.kind, member.name))
                    html.close("li")
                }
                html.close("ul")
            }
            html.close("li")
        }
        let others = entities.filter {
            $0.kind != .theme && $0.kind != .palette && !inThemes.contains("\($0.kind.rawValue) \($0.name)")
        }
        if !others.isEmpty {
            html.open("li")
            html.text("In no theme")
            html.open("ul")
            for entity in others {
                html.open("li")
                html.text(entity.kind.rawValue + " ")
                html.append(EntityAnchor.link(entity.kind, entity.name))
                html.close("li")
            }
            html.close("ul")
            html.close("li")
        }
        if !catalog.palette.isEmpty {
            html.open("li")
            html.element("a", [("href", "#palette")], text: "Palette")
            html.text(" (\(catalog.palette.count) colours)")
            html.close("li")
        }
        html.close("ul")
        html.close("nav")
        html.newline()
    }
}
