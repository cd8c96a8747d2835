extension AppearancePaths {
    /// The bar view's own settings, for every bar kind: its layer's shadow and border and
    /// `clipsToBounds`, with `UIView`'s and `CALayer`'s defaults (what a theme switch puts back on the
    /// bars on screen). No appearance proxy carries them and SwiftUI has no API for them.
    static let barViewSettings: [FieldSpec] = {
        let black = SystemColor.named("black").map { FieldValue.color(.system($0)) }
        func row(
            _ property: BarViewProperty, _ path: String, _ type: ValueType, _ help: String,
            _ value: FieldValue?
        )
            -> FieldSpec
        {
            FieldSpec(
                path: "bar." + path, type: type, uikit: .barView(property), introduced: property.introduced,
                help: help, uikitDefault: value)
        }
        var rows = [
            row(
                .clipsToBounds, "clipsToBounds", .bool,
                "Whether the bar clips its drawing to its bounds (the old way to hide the hairline).",
                .bool(false)),
            row(.shadowColor, "layer.shadowColor", .color, "Colour of the bar layer's drop shadow.", black),
            row(
                .shadowOpacity, "layer.shadowOpacity", .number(0...1, unit: .fraction),
                "Opacity of the bar layer's drop shadow; 0 draws none.", .number(0)),
            row(
                .shadowRadius, "layer.shadowRadius", .number(0...1000),
                "Blur radius of the bar layer's drop shadow, in points.", .number(3)),
            row(
                .borderWidth, "layer.borderWidth", .number(0...1000),
                "Width of the border the bar layer draws around the bar, in points.", .number(0)),
            row(.borderColor, "layer.borderColor", .color, "Colour of the bar layer's border.", black),
        ]
        // CALayer's default offset is (0, -3): a shadow above the layer.
        for (component, value) in [(SizeComponent.width, 0.0), (.height, -3)] {
            rows.append(
                row(
                    .shadowOffset(component), "layer.shadowOffset.\(component.rawValue)",
                    .number(-1000...1000),
                    "\(component == .width ? "Horizontal" : "Vertical") offset of the bar layer's drop shadow, "
                        + "in points.", .number(value)))
        }
        return rows
    }()
}
