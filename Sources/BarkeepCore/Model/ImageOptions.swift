/// The options of an image value: rendering mode, alignment-rect and cap insets, opacity, the size another
/// image is drawn at, and an SF Symbol's point size, weight and scale.
public struct ImageOptions: Hashable, Sendable {
    /// `template` (`.alwaysTemplate`) or `original` (`.alwaysOriginal`), if given.
    public var renderingMode: ImageRenderingMode?
    /// Alignment-rect insets (top, left, bottom, right), if given.
    public var alignmentInsets: [Double]?
    /// Resizable cap insets (top, left, bottom, right), if given.
    public var capInsets: [Double]?
    /// The opacity the image is drawn with, 0–1, if given.
    public var alpha: Double?
    /// The width and height, in points, a non-symbol image is drawn again at (`size=24x24`), if given.
    public var drawnSize: [Double]?
    /// A symbol's point size, if given.
    public var symbolPointSize: Double?
    /// A symbol's weight, if given.
    public var symbolWeight: FontWeight?
    /// A symbol's scale, if given.
    public var symbolScale: SymbolScale?

    /// Whether a rendering mode, insets or an opacity are given (options that make another image from the
    /// first).
    public var changesImage: Bool {
        renderingMode != nil || alignmentInsets != nil || capInsets != nil || alpha != nil || drawnSize != nil
    }

    /// Whether any symbol configuration is given.
    public var hasSymbolConfiguration: Bool {
        symbolPointSize != nil || symbolWeight != nil || symbolScale != nil
    }

    /// Parses `;`-separated options; symbol options only for symbols.
    static func parse(_ parts: [String], isSymbol: Bool) -> Result<ImageOptions, FieldValueError> {
        var options = ImageOptions()
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            let key = pair.first ?? ""
            let value = pair.count == 2 ? pair[1] : nil
            switch (key, value) {
            case ("template", nil): options.renderingMode = .template
            case ("original", nil): options.renderingMode = .original
            case ("insets", let text?), ("caps", let text?):
                let numbers = text.split(separator: ",", omittingEmptySubsequences: false).compactMap {
                    NumberFormatting.parse(String($0))
                }
                guard numbers.count == 4, numbers.allSatisfy({ abs($0) <= 1000 }) else {
                    return .failure(FieldValueError("\(key)= needs four numbers: top,left,bottom,right"))
                }
                if key == "insets" { options.alignmentInsets = numbers } else { options.capInsets = numbers }
            case ("alpha", let text):
                guard let alpha = text.flatMap(NumberFormatting.parse), (0...1).contains(alpha) else {
                    return .failure(FieldValueError("alpha= needs an opacity from 0 to 1"))
                }
                options.alpha = alpha
            case ("size", let text?) where isSymbol:
                guard let size = NumberFormatting.parse(text), (1...200).contains(size) else {
                    return .failure(FieldValueError("size= needs a point size from 1 to 200"))
                }
                options.symbolPointSize = size
            case ("size", let text?):
                let sides = text.split(separator: "x", omittingEmptySubsequences: false).compactMap {
                    NumberFormatting.parse(String($0))
                }
                guard sides.count == 2, sides.allSatisfy({ $0 > 0 && $0 <= 1000 }) else {
                    return .failure(
                        FieldValueError(
                            "size= of an image that is not a symbol needs a width and height in points, such as "
                                + "size=24x24 (each above 0, at most 1000)"))
                }
                options.drawnSize = sides
            case ("weight", let text?) where isSymbol:
                guard let weight = FontWeight(rawValue: text) else {
                    return .failure(
                        FieldValueError(
                            "weight= is one of " + FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                        ))
                }
                options.symbolWeight = weight
            case ("scale", let text?) where isSymbol:
                guard let scale = SymbolScale(rawValue: text) else {
                    return .failure(FieldValueError("scale= is small, medium or large"))
                }
                options.symbolScale = scale
            case ("weight", _), ("scale", _):
                return .failure(FieldValueError("'\(part)' applies to symbol: images only"))
            default:
                return .failure(
                    FieldValueError(
                        "unknown image option '\(part)'; expected template, original, insets=…, caps=…, alpha=…, "
                            + "size=<width>x<height>, and for symbols size=<points>, weight=…, scale=…"))
            }
        }
        return .success(options)
    }

    /// The options in canonical order and spelling.
    var canonicalParts: [String] {
        var parts: [String] = []
        if let renderingMode { parts.append(renderingMode.rawValue) }
        if let alignmentInsets {
            parts.append("insets=" + alignmentInsets.map(NumberFormatting.canonical).joined(separator: ","))
        }
        if let capInsets {
            parts.append("caps=" + capInsets.map(NumberFormatting.canonical).joined(separator: ","))
        }
        if let alpha { parts.append("alpha=" + NumberFormatting.canonical(alpha)) }
        if let drawnSize {
            parts.append("size=" + drawnSize.map(NumberFormatting.canonical).joined(separator: "x"))
        }
        if let symbolPointSize { parts.append("size=" + NumberFormatting.canonical(symbolPointSize)) }
        if let symbolWeight { parts.append("weight=" + symbolWeight.rawValue) }
        if let symbolScale { parts.append("scale=" + symbolScale.rawValue) }
        return parts
    }
}
