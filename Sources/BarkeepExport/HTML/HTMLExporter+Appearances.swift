internal import BarkeepCore

extension HTMLExporter {
    /// An appearance: its bars standard beside scroll edge (and compact when it differs), light beside
    /// dark (and high contrast when a colour sets it), with the contrast of every text beside them.
    func writeAppearance(_ appearance: ResolvedEntity, to html: inout HTMLWriter) {
        let bar = appearance.bar ?? .navigation
        let layoutTheme =
            appearance.bar == .navigation ? pageFacts.layoutTheme(ofNavigation: appearance.name) : nil
        let builder = BarPictureBuilder(appearance: appearance, layout: layoutTheme?.geometry)
        var pictures: [Variant: [ColorAppearance: BarPicture]] = [:]
        for variant in bar.variants {
            pictures[variant] = builder.pictures(variant)
        }
        var variants = [Variant.standard, .scrollEdge].filter(bar.variants.contains)
        for (variant, counterpart) in [
            (Variant.compact, Variant.standard), (.compactScrollEdge, .scrollEdge),
        ]
        where bar.variants.contains(variant) && pictures[variant] != pictures[counterpart] {
            variants.append(variant)
        }
        var modes: [ColorAppearance] = [.light, .dark]
        let highContrastDiffers = appearance.setFields.contains { field in
            guard let color = field.value.color?.color else { return false }
            return color.lightHighContrast != color.light || color.darkHighContrast != color.dark
        }
        if highContrastDiffers { modes += [.lightHighContrast, .darkHighContrast] }

        var body = HTMLWriter()
        body.open(
            "div",
            [
                ("class", "pictures"),
                (
                    "style",
                    "grid-template-columns: repeat(\(variants.count), \(HTMLWriter.number(BarPictureBuilder.width * Self.pixelsPerPoint))px)"
                ),
            ])
        for mode in modes {
            for variant in variants {
                guard let picture = pictures[variant]?[mode] else { continue }
                body.open("figure")
                body.append(
                    picture.svg(
                        scale: Self.pixelsPerPoint,
                        attributes: [
                            ("data-entity", appearance.name), ("data-variant", variant.rawValue),
                            ("data-mode", mode.rawValue),
                        ]))
                body.element(
                    "figcaption",
                    text:
                        "\(variant.rawValue) · \(mode.rawValue) · \(HTMLWriter.number(picture.height)) pt: "
                        + picture.backgroundNote)
                body.close("figure")
                body.newline()
            }
        }
        body.close("div")
        var facts = HTMLWriter()
        if let layoutTheme {
            facts.open("p")
            facts.text("Drawn with layout ")
            facts.append(EntityAnchor.link(.layout, layoutTheme.layoutName))
            facts.text(" of theme ")
            facts.append(EntityAnchor.link(.theme, layoutTheme.name))
            facts.text(".")
            facts.close("p")
        }
        writeContrast(of: appearance, variants: variants, modes: modes, pictures: pictures, to: &facts)
        EntityArticle(page: self, entity: appearance).write(to: &html, body: body, facts: facts)
    }

    /// The contrast of every text drawn, against the background it is drawn on: titles as the contrast
    /// lint rule measures them (its verdict), the other texts by the same thresholds.
    private func writeContrast(
        of appearance: ResolvedEntity, variants: [Variant], modes: [ColorAppearance],
        pictures: [Variant: [ColorAppearance: BarPicture]], to html: inout HTMLWriter
    ) {
        html.element("h4", text: "Contrast")
        html.open("table", [("class", "contrast")])
        html.open("tr")
        for header in ["variant", "text"] + modes.map(\.rawValue) + ["needs", "verdict"] {
            html.element("th", text: header)
        }
        html.close("tr")
        for variant in variants {
            guard let reference = pictures[variant]?[.light] else { continue }
            for (index, text) in reference.texts.enumerated() {
                var ratios: [ColorAppearance: ContrastRatio] = [:]
                let requirement: ContrastRequirement
                var severity: LintSeverity?
                var judge = "lint"
                if let role = TextRole(rawValue: text.role),
                    let measured = VariantDrawing(variant, of: appearance).contrast(of: role, in: appearance)
                {
                    for sample in measured.samples { ratios[sample.appearance] = sample.ratio }
                    requirement = measured.requirement
                    severity = measured.severity
                } else {
                    requirement = ContrastRequirement.forText(
                        size: text.size, weight: text.weight, isLargeTitle: text.isLargeTitle)
                    for mode in modes {
                        guard let picture = pictures[variant]?[mode], let background = picture.background,
                            index < picture.texts.count
                        else { continue }
                        ratios[mode] = ContrastRatio(
                            foreground: picture.texts[index].color, background: background)
                    }
                    severity = ratios.values.compactMap { requirement.severity(forRatio: $0.value) }.min()
                    judge = "lint's thresholds"
                }
                html.open("tr")
                html.element("td", text: variant.rawValue)
                html.element("td", text: text.role)
                for mode in modes {
                    html.element("td", text: ratios[mode].map { "\($0.formatted):1" } ?? "–")
                }
                html.element("td", text: requirement == .normalText ? "4.5:1" : "3:1")
                let verdict = ratios.isEmpty ? "unknown (image)" : severity?.rawValue ?? "pass"
                html.element("td", [("class", severity?.rawValue ?? "pass")], text: "\(verdict) (\(judge))")
                html.close("tr")
            }
        }
        html.close("table")
    }
}
