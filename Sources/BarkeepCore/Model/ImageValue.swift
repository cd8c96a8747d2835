/// An image field's value: an asset-catalog image, an SF Symbol, a one-colour image, an explicit empty
/// image, or no image — optionally with a rendering mode, insets, an opacity and a symbol configuration.
///
/// Text form: `asset:<name>`, `symbol:<name>`, `color:<colour>`, `empty` (`UIImage()`) or `none` (nil),
/// followed by options separated by `;`: `original` or `template`, `insets=<top>,<left>,<bottom>,<right>`
/// (alignment-rect insets), `caps=<top>,<left>,<bottom>,<right>` (resizable cap insets), `alpha=<0–1>`
/// (the image drawn with that opacity), `size=<width>x<height>` (any other image drawn again at that size,
/// in points), and for symbols `size=<points>`, `weight=<weight>`, `scale=small|medium|large`. For example
/// `symbol:chevron.left;template;size=17;weight=semibold` or `asset:Back;size=24x24;template`.
public indirect enum ImageValue: Hashable, Sendable {
    case asset(String)
    case symbol(String)
    /// A 1×1 image of a colour, often used for backgrounds and hairlines (literal colours only).
    case color(ColorValue)
    /// An explicit empty image, `UIImage()`: what hides a hairline, unlike `none` (nil).
    case empty
    case none
    /// An image with options.
    case configured(ImageValue, ImageOptions)

    /// Parses the text form; the error says what is wrong.
    public static func parse(_ text: String) -> Result<ImageValue, FieldValueError> {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let baseText = parts.removeFirst()
        let base: ImageValue
        switch baseText {
        case "none": base = .none
        case "empty": base = .empty
        default:
            if let name = Self.name(after: "asset:", in: baseText) {
                base = .asset(name)
            } else if let name = Self.name(after: "symbol:", in: baseText) {
                base = .symbol(name)
            } else if baseText.hasPrefix("color:") {
                let colorText = String(baseText.dropFirst("color:".count))
                guard let color = try? ColorValue.parse(colorText) else {
                    return .failure(FieldValueError("'\(colorText)' is not a colour for color:<colour>"))
                }
                if case .reference = color {
                    return .failure(
                        FieldValueError(
                            "color: images take a literal colour (#RRGGBB, clear, system:<name>), not a palette "
                                + "reference"))
                }
                base = .color(color)
            } else {
                return .failure(
                    FieldValueError(
                        "'\(text)' is not an image; expected asset:<name>, symbol:<name>, color:<colour>, empty or "
                            + "none, then options such as ;template;insets=0,8,0,0;alpha=0.5"))
            }
        }
        guard !parts.isEmpty else { return .success(base) }
        if base == .none { return .failure(FieldValueError("'none' takes no options")) }
        switch ImageOptions.parse(parts, isSymbol: base.isSymbol) {
        case .success(let options): return .success(.configured(base, options))
        case .failure(let error): return .failure(error)
        }
    }

    /// The name after `prefix`, if `text` starts with it and the name is non-empty and one line.
    private static func name(after prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let name = String(text.dropFirst(prefix.count))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            return nil
        }
        return name
    }

    /// Whether the image is drawn from a colour (with or without options).
    public var drawsColor: Bool {
        switch self {
        case .color: return true
        case .configured(let base, _): return base.drawsColor
        case .asset, .symbol, .empty, .none: return false
        }
    }

    /// Whether the image is an SF Symbol (with or without options).
    public var isSymbol: Bool {
        switch self {
        case .symbol: return true
        case .configured(let base, _): return base.isSymbol
        case .asset, .color, .empty, .none: return false
        }
    }

    /// The canonical text form.
    public var canonicalText: String {
        switch self {
        case .asset(let name): return "asset:\(name)"
        case .symbol(let name): return "symbol:\(name)"
        case .color(let color): return "color:\(color.canonicalText)"
        case .empty: return "empty"
        case .none: return "none"
        case .configured(let base, let options):
            return ([base.canonicalText] + options.canonicalParts).joined(separator: ";")
        }
    }
}
