internal import BarkeepCore

/// Writes resolved values as UIKit Swift expressions: one `switch` over value types, so a new field of an
/// existing type needs nothing here.
struct UIKitExpressions {
    /// The Swift names of the catalog's entities.
    let names: SwiftNames
    /// The name of the generated palette namespace of `UIColor`s: `BarkeepColors` in the UIKit file;
    /// the SwiftUI file, which may sit in the same app target, writes the same palette under its own name.
    var paletteNamespace = "BarkeepColors"
    /// Whether adaptive system colours (`UIColor.label`, iOS 13) may be named; where they may not, their
    /// light sRGB value is written instead.
    var adaptiveSystemColorsAvailable = true

    /// The namespace whose `bundle` the file looks asset colours and images up in.
    static let assetBundleNamespace = "BarkeepAssetBundle"

    /// `argument(s)` after `named:` that look an asset up in the file's bundle:
    /// `in: BarkeepAssetBundle.bundle, compatibleWith: nil`.
    static let assetLookup = [
        SwiftArgument("in", .atom(assetBundleNamespace + ".bundle")),
        SwiftArgument("compatibleWith", .atom("nil")),
    ]

    /// `UIColor(named: name, in: BarkeepAssetBundle.bundle, compatibleWith: nil)` or the `UIImage` one.
    static func asset(_ type: String, named name: String) -> SwiftExpression {
        .call(type, [SwiftArgument("named", .atom(SwiftLiteral.string(name)))] + assetLookup)
    }

    /// The expression for `value` of a field of `spec`; nil when UIKit's default applies.
    func expression(_ value: ResolvedValue, spec: FieldSpec) -> SwiftExpression? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return self.color(color)
        case .value(let fieldValue): return expression(fieldValue, spec: spec)
        }
    }

    /// The expression for a field value as written.
    func expression(_ value: FieldValue, spec: FieldSpec) -> SwiftExpression? {
        switch value {
        case .uikitDefault: return nil
        case .color(let color): return written(color)
        case .image(let image): return self.image(image)
        case .number(let number): return .atom(Self.number(number))
        case .choice(let word):
            guard case .choice(let choices) = spec.type else { return nil }
            return choices.uikitSpelling(of: word).map(SwiftExpression.atom)
        case .bool(let flag): return .atom(flag ? "true" : "false")
        case .text(let text): return .atom(SwiftLiteral.string(text))
        case .detentIdentifier(let identifier): return Self.detentIdentifier(identifier)
        case .backgroundInteraction(let interaction):
            // UIKit's undimmed identifier: the detent, nil when disabled; none for the others.
            switch interaction {
            case .upThrough(let identifier): return Self.detentIdentifier(identifier)
            case .disabled: return .atom("nil")
            case .automatic, .enabled: return nil
            }
        case .detents, .toolbarItems, .platforms, .version, .member, .members:
            // Lists and references are written by the code that owns them (sheets, themes).
            return nil
        }
    }

    /// A resolved colour: the palette colour it names, the UIKit colour it names, or its sRGB value.
    func color(_ color: ResolvedColor) -> SwiftExpression {
        written(color.source)
    }

    /// A colour as written: `BarkeepColors.brand`, `UIColor.systemBlue`, `UIColor.clear` or
    /// `UIColor(red:green:blue:alpha:)`.
    func written(_ value: ColorValue) -> SwiftExpression {
        switch value {
        case .reference(let name): return .atom("\(paletteNamespace).\(names.member(.palette, name))")
        case .system(let system):
            guard adaptiveSystemColorsAvailable || !system.isAdaptive else {
                return Self.literal(system.color.light)
            }
            return .atom("UIColor.\(system.name)")
        case .clear: return .atom("UIColor.clear")
        case .rgba(let rgba): return Self.literal(rgba)
        }
    }

    /// `UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1)`: components to three decimals, which
    /// round-trips every 8-bit value.
    static func literal(_ rgba: RGBA) -> SwiftExpression {
        let parts = [("red", rgba.red), ("green", rgba.green), ("blue", rgba.blue), ("alpha", rgba.alpha)]
        return .call("UIColor", parts.map { SwiftArgument($0.0, .atom(unit($0.1))) })
    }

    /// An image: `UIImage(named:)`, `UIImage(systemName:)` (with a symbol configuration), a one-colour
    /// image, `UIImage()` or `nil`, with its options applied.
    func image(_ image: ImageValue) -> SwiftExpression {
        imageExpression(image).expression
    }

    /// An image expression and whether it is optional (so options chain with `?.`).
    private func imageExpression(_ image: ImageValue) -> (expression: SwiftExpression, isOptional: Bool) {
        switch image {
        case .asset(let name):
            return (Self.asset("UIImage", named: name), true)
        case .symbol(let name):
            return (.call("UIImage", [SwiftArgument("systemName", .atom(SwiftLiteral.string(name)))]), true)
        case .color(let color):
            return (.call(Self.imageFunctionName, [SwiftArgument("color", written(color))]), false)
        case .empty:
            return (.atom("UIImage()"), false)
        case .none:
            return (.atom("nil"), true)
        case .configured(let base, let options):
            var (expression, isOptional) = imageExpression(base)
            if case .symbol(let name) = base, options.hasSymbolConfiguration {
                expression = .call(
                    "UIImage",
                    [
                        SwiftArgument("systemName", .atom(SwiftLiteral.string(name))),
                        SwiftArgument("withConfiguration", Self.symbolConfiguration(options)),
                    ])
            }
            var arguments = [SwiftArgument(nil, expression)]
            if let mode = options.renderingMode {
                arguments.append(SwiftArgument("renderingMode", .atom(mode.swiftSpelling)))
            }
            if let insets = options.alignmentInsets {
                arguments.append(SwiftArgument("alignmentInsets", Self.edgeInsets(insets)))
            }
            if let insets = options.capInsets {
                arguments.append(SwiftArgument("capInsets", Self.edgeInsets(insets)))
            }
            if let alpha = options.alpha {
                arguments.append(SwiftArgument("alpha", .atom(Self.number(alpha))))
            }
            if let size = options.drawnSize, size.count == 2 {
                arguments.append(
                    SwiftArgument(
                        "size",
                        .call(
                            "CGSize",
                            [
                                SwiftArgument("width", .atom(Self.number(size[0]))),
                                SwiftArgument("height", .atom(Self.number(size[1]))),
                            ])))
            }
            guard arguments.count > 1 else { return (expression, isOptional) }
            return (.call(Self.imageFunctionName, arguments), true)
        }
    }

    /// `UIImage.SymbolConfiguration(…)` with the initializer that takes exactly what is given.
    private static func symbolConfiguration(_ options: ImageOptions) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let size = options.symbolPointSize {
            arguments.append(SwiftArgument("pointSize", .atom(number(size))))
            if let weight = options.symbolWeight {
                arguments.append(SwiftArgument("weight", .atom(weight.swiftSpelling)))
                if let scale = options.symbolScale {
                    arguments.append(SwiftArgument("scale", .atom("." + scale.rawValue)))
                }
            } else if let scale = options.symbolScale {
                arguments.append(SwiftArgument("weight", .atom(".regular")))
                arguments.append(SwiftArgument("scale", .atom("." + scale.rawValue)))
            }
        } else if let weight = options.symbolWeight {
            arguments.append(SwiftArgument("weight", .atom(weight.swiftSpelling)))
        } else if let scale = options.symbolScale {
            arguments.append(SwiftArgument("scale", .atom("." + scale.rawValue)))
        }
        return .call("UIImage.SymbolConfiguration", arguments)
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`.
    private static func edgeInsets(_ values: [Double]) -> SwiftExpression {
        let labels = ["top", "left", "bottom", "right"]
        return .call("UIEdgeInsets", zip(labels, values).map { SwiftArgument($0.0, .atom(number($0.1))) })
    }

    /// The name of the file-level functions that draw a one-colour image and apply image options.
    static let imageFunctionName = "barkeepImage"

    /// The file-level function generated code draws one-colour images with.
    static let colorImageFunction = [
        "/// A 1×1 image of `color`, for bar backgrounds and hairlines.",
        "private func \(imageFunctionName)(color: UIColor) -> UIImage {",
        "    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in",
        "        color.setFill()",
        "        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))",
        "    }",
        "}",
    ]

    /// The file-level function generated code applies image options with. A `size` draws the image again
    /// with `draw(in:)` into an image renderer of that size and the image's format, and UIImage has no
    /// opacity of its own: an `alpha` draws it again with `draw(at:blendMode:alpha:)` into one of its size
    /// (all iOS 10, the lowest deployment target), both before the rendering mode and insets, which
    /// drawing would lose.
    static let imageOptionsFunction = [
        "/// `image` with the size, opacity, rendering mode and insets its catalog value gives.",
        "private func \(imageFunctionName)(",
        "    _ image: UIImage?, renderingMode: UIImage.RenderingMode? = nil, alignmentInsets: UIEdgeInsets? = nil,",
        "    capInsets: UIEdgeInsets? = nil, alpha: CGFloat? = nil, size: CGSize? = nil",
        ") -> UIImage? {",
        "    var result = image",
        "    if let size, let original = result {",
        "        let renderer = UIGraphicsImageRenderer(size: size, format: original.imageRendererFormat)",
        "        result = renderer.image { _ in original.draw(in: CGRect(origin: .zero, size: size)) }",
        "    }",
        "    if let alpha, let original = result {",
        "        let renderer = UIGraphicsImageRenderer(size: original.size, format: original.imageRendererFormat)",
        "        result = renderer.image { _ in original.draw(at: .zero, blendMode: .normal, alpha: alpha) }",
        "    }",
        "    if let renderingMode { result = result?.withRenderingMode(renderingMode) }",
        "    if let alignmentInsets { result = result?.withAlignmentRectInsets(alignmentInsets) }",
        "    if let capInsets { result = result?.resizableImage(withCapInsets: capInsets) }",
        "    return result",
        "}",
    ]

    /// A detent identifier: `.medium`, `.large`, or `UISheetPresentationController.Detent.Identifier("…")`.
    static func detentIdentifier(_ identifier: String) -> SwiftExpression {
        switch identifier {
        case "medium", "large": return .atom("." + identifier)
        default:
            return .call(
                "UISheetPresentationController.Detent.Identifier",
                [SwiftArgument(nil, .atom(SwiftLiteral.string(identifier)))])
        }
    }

    /// A number as a Swift literal in canonical form (`16`, `-20`, `0.5`).
    static func number(_ value: Double) -> String {
        NumberFormatting.canonical(value)
    }

    /// A 0–1 component to at most three decimals, without trailing zeros.
    static func unit(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        return NumberFormatting.canonical(thousandths / 1000)
    }
}
