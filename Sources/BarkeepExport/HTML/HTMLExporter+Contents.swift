internal import BarkeepCore

extension HTMLExporter {
    /// The table of contents: each theme with its members, then what no theme uses, then the palette;
    /// handed to `sink` an entry at a time, since it names every entity.
    func writeContents<Failure: Error>(
        to html: inout HTMLWriter, sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        html.open("nav", [("id", "contents")])
        html.element("h2", text: "Contents")
        html.open("ul")
        for theme in pageFacts.themes {
            html.open("li")
            html.text("Theme ")
            html.append(EntityAnchor.link(.theme, theme.name))
            if !theme.members.isEmpty {
                html.open("ul")
                for member in theme.members {
                    html.open("li")
                    html.text((member.bar.map { "\($0.rawValue) " } ?? "") + member.kind.rawValue + " ")
                    html.append(EntityAnchor.link(member.kind, member.name))
                    html.close("li")
                }
                html.close("ul")
            }
            html.close("li")
            try sink(html.take())
        }
        if !pageFacts.inNoTheme.isEmpty {
            html.open("li")
            html.text("In no theme")
            html.open("ul")
            for entity in pageFacts.inNoTheme {
                html.open("li")
                html.text(entity.kind.rawValue + " ")
                html.append(EntityAnchor.link(entity.kind, entity.name))
                html.close("li")
                try sink(html.take())
            }
            html.close("ul")
            html.close("li")
        }
        if let colours = pageFacts.counts[.palette] {
            html.open("li")
            html.element("a", [("href", "#palette")], text: "Palette")
            html.text(" (\(colours) colours)")
            html.close("li")
        }
        html.close("ul")
        html.close("nav")
        html.newline()
    }
}
