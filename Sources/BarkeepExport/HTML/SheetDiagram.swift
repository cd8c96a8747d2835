internal import BarkeepCore

/// A sheet preset drawn in a phone outline: each detent's resting height, the sheet at its selected
/// detent with the grabber and the corner radius.
struct SheetDiagram {
    /// Pixels per point of the phone: half the bars' scale, so that a whole phone fits.
    static let scale: Double = 0.5
    /// The phone's screen, in points (an iPhone with a notch).
    static let screen = (width: 375.0, height: 812.0)
    /// Where a sheet at the large detent starts, in points from the top of the screen.
    static let largeTop: Double = 54
    /// The corner radius UIKit gives a sheet that does not set one.
    static let defaultCornerRadius: Double = 10

    /// The sheet preset.
    let entity: ResolvedEntity

    /// The resting height of `detent`, in points.
    static func height(of detent: Detent) -> Double {
        let large = screen.height - largeTop
        switch detent.size {
        case .large: return large
        case .medium: return (screen.height / 2).rounded()
        case .height(let points): return min(points, large)
        case .fraction(let fraction): return (large * fraction).rounded()
        }
    }

    /// The value of the sheet property `property`, if one is set.
    private func value(_ property: String) -> FieldValue? {
        entity.fields.first { $0.spec.uikitTarget == .sheetProperty(property) }?.value.fieldValue
    }

    /// The diagram.
    func svg() -> HTMLWriter {
        var svg = HTMLWriter()
        let number = HTMLWriter.number
        let labels: Double = 260
        let (width, height) = Self.screen
        var detents: [Detent] = []
        if case .detents(let list) = value("detents") { detents = list }
        if detents.isEmpty { detents = [Detent(size: .large)] }
        var selected = detents.last!
        if case .detentIdentifier(let identifier) = value("selectedDetentIdentifier"),
            let match = detents.first(where: { $0.identifier == identifier })
        {
            selected = match
        }
        var radius = Self.defaultCornerRadius
        if case .number(let points) = value("preferredCornerRadius") { radius = points }
        var grabber = false
        if case .choice(let choice) = value("prefersGrabberVisible") {
            grabber = GrabberVisibility(rawValue: choice) == .visible || choice == "true"
        }
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "diagram"),
                ("width", number((width + labels) * Self.scale)),
                ("height", number((height + 20) * Self.scale)),
                ("viewBox", "-10 -10 \(number(width + labels)) \(number(height + 20))"), ("font-size", "22"),
                ("data-sheet", entity.name),
            ])
        svg.empty(
            "rect",
            [
                ("x", "-6"), ("y", "-6"), ("width", number(width + 12)), ("height", number(height + 12)),
                ("rx", "52"),
                ("fill", "#f2f2f7"), ("stroke", "#1c1c1e"), ("stroke-width", "4"),
            ])
        let top = height - Self.height(of: selected)
        svg.empty(
            "path",
            [
                (
                    "d",
                    "M0 \(number(height))V\(number(top + radius))A\(number(radius)) \(number(radius)) 0 0 1 "
                        + "\(number(radius)) \(number(top))H\(number(width - radius))A\(number(radius)) "
                        + "\(number(radius)) 0 0 1 \(number(width)) \(number(top + radius))V\(number(height))Z"
                ),
                ("fill", "#ffffff"), ("stroke", "#8e8e93"), ("stroke-width", "2"),
            ])
        if grabber {
            svg.empty(
                "rect",
                [
                    ("x", number(width / 2 - 18)), ("y", number(top + 5)), ("width", "36"), ("height", "5"),
                    ("rx", "2.5"), ("fill", "#c7c7cc"),
                ])
        }
        for detent in detents {
            let y = height - Self.height(of: detent)
            svg.empty(
                "line",
                [
                    ("x1", "0"), ("x2", number(width + 16)), ("y1", number(y)), ("y2", number(y)),
                    ("stroke", "#0a58ca"), ("stroke-width", "2"), ("stroke-dasharray", "8 6"),
                ])
            svg.element(
                "text", [("x", number(width + 22)), ("y", number(y + 8)), ("fill", "#0a58ca")],
                text: "\(detent.identifier) \(number(Self.height(of: detent))) pt"
                    + (detent == selected ? " (selected)" : ""))
        }
        svg.element(
            "text", [("x", "16"), ("y", number(top + 44)), ("fill", "#3c3c43")],
            text: "corner radius \(number(radius)) pt" + (grabber ? ", grabber" : ""))
        svg.close("svg")
        return svg
    }
}
