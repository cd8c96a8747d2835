internal import BarkeepCore

extension BarPicture {
    /// The picture as inline SVG at `scale` pixels per point, with data attributes saying where the bar
    /// is inside it and what colour its background shows (`data-bar-*`, `data-background`).
    func svg(scale: Double, attributes: [HTMLWriter.Attribute]) -> HTMLWriter {
        var svg = HTMLWriter()
        let hairlineHeight = hairline == nil ? 0 : 1.0
        let totalHeight = height + hairlineHeight
        let number = HTMLWriter.number
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "bar"), ("width", number(width * scale)),
                ("height", number(totalHeight * scale)),
                ("viewBox", "0 0 \(number(width)) \(number(totalHeight))"),
                ("data-bar-x", "0"), ("data-bar-y", "0"), ("data-bar-width", number(width)),
                ("data-bar-height", number(height)),
                ("data-background", background.map { $0.withAlpha(1).hexString }),
            ] + attributes)
        svg.empty(
            "rect",
            [("width", number(width)), ("height", number(height)), ("fill", HTMLWriter.css(backdrop))])
        for layer in layers {
            svg.empty(
                "rect",
                [("width", number(width)), ("height", number(height)), ("fill", HTMLWriter.css(layer))])
        }
        if let image {
            svg.empty(
                "rect",
                [
                    ("width", number(width)), ("height", number(height)), ("fill", "#d8d8d8"),
                    ("stroke", "#8e8e93"), ("stroke-dasharray", "4 4"),
                ])
            svg.element(
                "text", [("x", "8"), ("y", number(height - 6)), ("font-size", "10"), ("fill", "#3c3c43")],
                text: "image " + image.canonicalText)
        }
        if let hairline {
            svg.empty(
                "rect",
                [
                    ("y", number(height)), ("width", number(width)), ("height", "1"),
                    ("fill", HTMLWriter.css(hairline)),
                ])
        }
        for shape in shapes { svg.append(Self.svg(shape)) }
        for text in texts {
            svg.element(
                "text",
                [
                    ("x", number(text.x)), ("y", number(text.baseline)), ("font-size", number(text.size)),
                    ("font-weight", text.weight.map(Self.cssWeight)), ("fill", HTMLWriter.css(text.color)),
                    ("text-anchor", text.anchor == "start" ? nil : text.anchor),
                ], text: text.content)
        }
        svg.close("svg")
        return svg
    }

    /// One shape as SVG.
    private static func svg(_ shape: Shape) -> HTMLWriter {
        var svg = HTMLWriter()
        let number = HTMLWriter.number
        switch shape {
        case .chevron(let x, let y, let color):
            svg.empty(
                "path",
                [
                    (
                        "d",
                        "M\(number(x + 10)) \(number(y - 10))L\(number(x)) \(number(y))L\(number(x + 10)) \(number(y + 10))"
                    ),
                    ("fill", "none"), ("stroke", HTMLWriter.css(color)), ("stroke-width", "3"),
                    ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ])
        case .icon(let x, let y, let size, let color):
            svg.empty(
                "rect",
                [
                    ("x", number(x)), ("y", number(y)), ("width", number(size)), ("height", number(size)),
                    ("rx", number(size / 4)), ("fill", HTMLWriter.css(color)),
                ])
        case .badge(let x, let y, let radius, let color):
            svg.empty(
                "circle",
                [
                    ("cx", number(x)), ("cy", number(y)), ("r", number(radius)),
                    ("fill", HTMLWriter.css(color)),
                ])
        }
        return svg
    }

    /// The CSS weight of a font weight: 100 … 900.
    static func cssWeight(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: return "100"
        case .thin: return "200"
        case .light: return "300"
        case .regular: return "400"
        case .medium: return "500"
        case .semibold: return "600"
        case .bold: return "700"
        case .heavy: return "800"
        case .black: return "900"
        }
    }
}
