internal import BarkeepCore

/// A layout preset drawn with its guides: the base and bar heights, where the title and the buttons sit
/// for its strategy, alignment and offsets, and the safe-area extension.
struct LayoutDiagram {
    /// The layout preset.
    let entity: ResolvedEntity

    /// The diagram, at the page's scale, with the numbers in its labels.
    func svg() -> HTMLWriter {
        var svg = HTMLWriter()
        guard let geometry = entity.layout else { return svg }
        let scale = HTMLExporter.pixelsPerPoint
        let width = BarPictureBuilder.width
        let labelsWidth: Double = 230
        let height = max(geometry.barHeight, geometry.baseHeight) + 24
        let number = HTMLWriter.number
        let extendsSafeArea =
            entity.fields.first { $0.spec.uikitTarget == .layoutParameter(.extendSafeArea) }?.value.bool
            == true
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "diagram"),
                ("width", number((width + labelsWidth) * scale)), ("height", number(height * scale)),
                ("viewBox", "0 0 \(number(width + labelsWidth)) \(number(height))"), ("font-size", "11"),
                ("data-layout", entity.name), ("data-bar-height", number(geometry.barHeight)),
            ])
        svg.empty(
            "rect", [("width", number(width)), ("height", number(geometry.barHeight)), ("fill", "#e5e5ea")])
        let bands = [
            ("title", geometry.titleSpacerHeight, "rgba(10, 132, 255, 0.18)"),
            ("buttons", geometry.buttonSpacerHeight, "rgba(255, 149, 0, 0.18)"),
        ]
        for (index, band) in bands.enumerated() {
            let x = index == 0 ? width / 3 : 0
            let bandWidth = index == 0 ? width / 3 : width / 3 - 8
            svg.empty(
                "rect",
                [
                    ("x", number(x)), ("y", number(band.1)), ("width", number(bandWidth)),
                    ("height", number(geometry.contentHeight)), ("fill", band.2), ("stroke", "#3c3c43"),
                    ("stroke-dasharray", "3 3"),
                ])
        }
        svg.element(
            "text",
            [
                ("x", number(width / 2)),
                ("y", number(geometry.titleSpacerHeight + geometry.contentHeight / 2 + 6)),
                ("text-anchor", "middle"), ("font-size", "17"), ("font-weight", "600"),
            ], text: "Title")
        svg.element(
            "text",
            [
                ("x", "12"), ("y", number(geometry.buttonSpacerHeight + geometry.contentHeight / 2 + 6)),
                ("font-size", "17"),
            ],
            text: "‹ Back")
        let guides: [(Double, String, String)] = [
            (geometry.baseHeight, "#c62828", "baseHeight \(number(geometry.baseHeight)) pt"),
            (geometry.barHeight, "#1c1c1e", "barHeight \(number(geometry.barHeight)) pt"),
            (
                geometry.titleSpacerHeight, "#0a58ca",
                "title content top \(number(geometry.titleSpacerHeight)) pt"
            ),
            (
                geometry.buttonSpacerHeight, "#a05a00",
                "button content top \(number(geometry.buttonSpacerHeight)) pt"
            ),
        ]
        for (index, guide) in guides.enumerated() {
            svg.empty(
                "line",
                [
                    ("x1", "0"), ("x2", number(width + 8)), ("y1", number(guide.0)), ("y2", number(guide.0)),
                    ("stroke", guide.1), ("stroke-dasharray", index < 2 ? "6 3" : "2 2"),
                ])
            svg.element(
                "text",
                [("x", number(width + 12)), ("y", number(8 + Double(index) * 13)), ("fill", guide.1)],
                text: guide.2)
        }
        let strategy = geometry.strategy?.rawValue ?? "no strategy"
        svg.element(
            "text", [("x", number(width + 12)), ("y", number(8 + 4 * 13))],
            text: "\(strategy), \(geometry.alignment.rawValue) aligned")
        if extendsSafeArea, geometry.safeAreaDelta > 0 {
            svg.empty(
                "rect",
                [
                    ("x", number(width + 2)), ("y", number(geometry.baseHeight)), ("width", "6"),
                    ("height", number(geometry.safeAreaDelta)), ("fill", "#34c759"),
                ])
            svg.element(
                "text", [("x", number(width + 12)), ("y", number(8 + 5 * 13)), ("fill", "#1b7f3b")],
                text: "safe area extended by \(number(geometry.safeAreaDelta)) pt")
        }
        svg.close("svg")
        return svg
    }
}
