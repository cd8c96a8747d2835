internal import BarkeepCore

/// What every entity's article shows beside its pictures: the description, the inheritance chain with
/// links to the parents, the resolved values and the lint findings.
struct EntityArticle {
    /// The page being written.
    let page: HTMLExporter
    /// The entity.
    let entity: ResolvedEntity

    /// `<article>`: heading, description, chain, then `body` (pictures) beside the values and findings;
    /// `facts` adds rows of its own (contrast) before the findings.
    func write(to html: inout HTMLWriter, body: HTMLWriter = HTMLWriter(), facts: HTMLWriter = HTMLWriter()) {
        html.open("article", [("class", "entity"), ("id", EntityAnchor.id(entity.kind, entity.name))])
        html.element("h3", text: "\(entity.kind.rawValue) \(entity.name)")
        if let bar = entity.bar { html.element("p", [("class", "description")], text: "\(bar.rawValue) bar") }
        if let description = entity.description {
            html.element("p", [("class", "description")], text: description)
        }
        writeChain(to: &html)
        html.newline()
        html.open("div", [("class", "entity-body")])
        html.append(body)
        html.open("div", [("class", "facts")])
        writeValues(to: &html)
        html.append(facts)
        writeFindings(to: &html)
        html.close("div")
        html.close("div")
        html.close("article")
        html.newline()
    }

    /// `Inherits from parent → grandparent`, each a link, ending `→ …` past the nearest
    /// ``HTMLExporter/shownAncestors``; nothing for an entity without a parent.
    private func writeChain(to html: inout HTMLWriter) {
        let chain = page.ancestors(of: entity)
        guard !chain.names.isEmpty else { return }
        html.open("p", [("class", "chain")])
        html.text("Inherits from ")
        for (index, parent) in chain.names.enumerated() {
            if index > 0 { html.text(" → ") }
            html.append(EntityAnchor.link(entity.kind, parent))
        }
        if chain.more { html.text(" → …") }
        html.close("p")
    }

    /// The fields something sets, with their resolved values and where each comes from.
    private func writeValues(to html: inout HTMLWriter) {
        let fields = entity.setFields.filter { $0.provenance.fallback.isEmpty }
        html.element("h4", text: "Resolved values")
        guard !fields.isEmpty else {
            html.element("p", text: "Nothing set: every field is UIKit's default.")
            return
        }
        html.open("table", [("class", "values")])
        html.open("tr")
        for header in ["field", "value", "from"] { html.element("th", text: header) }
        html.close("tr")
        for field in fields {
            html.open("tr")
            html.open("td")
            html.element("code", text: field.path)
            html.close("td")
            html.open("td", [("class", "value")])
            if let color = field.value.color?.color {
                for mode in [ColorAppearance.light, .dark] {
                    html.element(
                        "span",
                        [
                            ("class", "swatch"), ("title", mode.rawValue),
                            ("style", "background: \(HTMLWriter.css(color.value(for: mode)))"),
                        ], text: "")
                }
            }
            html.text(field.value.description)
            html.close("td")
            html.open("td")
            if let source = field.provenance.source, source.entity != entity.name {
                html.append(EntityAnchor.link(source.kind, source.entity))
            } else {
                html.text(field.provenance.isUIKitDefault ? "default" : "set here")
            }
            html.close("td")
            html.close("tr")
        }
        html.close("table")
        if entity.setFields.count > fields.count {
            html.element(
                "p", [("class", "description")], text: "Variants not listed fall back to these values.")
        }
    }

    /// The lint findings for the entity, or a line saying there are none.
    private func writeFindings(to html: inout HTMLWriter) {
        let findings = page.findings(for: entity)
        html.element("h4", text: "Lint")
        guard !findings.isEmpty else {
            html.element("p", [("class", "pass")], text: "No findings.")
            return
        }
        html.open("ul", [("class", "findings")])
        for finding in findings {
            html.open("li", [("class", finding.severity.rawValue)])
            html.element("strong", text: finding.severity.rawValue)
            html.text(
                (finding.path.map { " \($0):" } ?? ":") + " \(finding.reason) (fix: \(finding.fix)) "
                    + "[\(finding.rule.rawValue)]")
            html.close("li")
        }
        html.close("ul")
    }
}
