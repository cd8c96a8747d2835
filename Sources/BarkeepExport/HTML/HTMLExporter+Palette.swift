internal import BarkeepCore

extension HTMLExporter {
    /// A palette colour: a swatch in each of the four appearances, its values, and where it is used; a
    /// colour that is only an asset name says so instead of showing swatches.
    func writePaletteColor(_ entity: ResolvedEntity, to html: inout HTMLWriter) {
        var body = HTMLWriter()
        if let color = entity.color, color.isAssetOnly {
            body.element(
                "p", [("class", "asset-only"), ("data-color", entity.name)],
                text: color.asset.map {
                    "Only the asset-catalog colour \($0): its values are in the app's assets."
                }
                    ?? "An alias of an asset-only colour: its values are in the app's assets.")
        } else if let color = entity.color?.color {
            body.open("div", [("class", "swatches")])
            for mode in ColorAppearance.allCases {
                let value = color.value(for: mode)
                let opaque = value.composited(over: BarPictureBuilder.system("systemBackground", mode))
                let ink = opaque.relativeLuminance > 0.4 ? "#000000" : "#ffffff"
                body.open(
                    "div",
                    [
                        ("style", "background: \(HTMLWriter.css(value)); color: \(ink)"),
                        ("data-color", entity.name), ("data-mode", mode.rawValue),
                    ])
                body.text(mode.rawValue)
                body.empty("br")
                body.text(value.hexString)
                body.close("div")
            }
            body.close("div")
        }
        var facts = HTMLWriter()
        facts.element("h4", text: "Used by")
        let uses = pageFacts.uses(of: entity.name)
        if uses.isEmpty {
            facts.element("p", text: "Nothing in this export uses it.")
        } else {
            facts.open("ul")
            for use in uses {
                facts.open("li")
                facts.text(use.kind.rawValue + " ")
                facts.append(EntityAnchor.link(use.kind, use.entity))
                facts.text(" ")
                facts.element("code", text: use.path)
                facts.close("li")
            }
            facts.close("ul")
        }
        EntityArticle(page: self, entity: entity).write(to: &html, body: body, facts: facts)
    }
}
