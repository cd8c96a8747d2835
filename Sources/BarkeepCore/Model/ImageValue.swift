/// An image field's value: an asset-catalog image, an SF Symbol, or no image.
public enum ImageValue: Hashable, Sendable {
    case asset(String)
    case symbol(String)
    case none

    /// Parses `asset:<name>`, `symbol:<name>` or `none`.
    public static func parse(_ text: String) -> ImageValue? {
        if text == "none" { return ImageValue.none }
        for (prefix, make) in [("asset:", ImageValue.asset), ("symbol:", ImageValue.symbol)]
        where text.hasPrefix(prefix) {
            let name = String(text.dropFirst(prefix.count))
            guard !name.isEmpty, name.allSatisfy({ !$0.isNewline && $0 != "\u{0}" }) else { return nil }
            return make(name)
        }
        return nil
    }

    /// The canonical text form.
    public var canonicalText: String {
        switch self {
        case .asset(let name): return "asset:\(name)"
        case .symbol(let name): return "symbol:\(name)"
        case .none: return "none"
        }
    }
}
