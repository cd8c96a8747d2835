/// A resolved colour: its sRGB value in every appearance, and how it was written, for code generation.
///
/// A palette colour that names only an asset-catalog colour (and every alias of it) has no values
/// Barkeep knows: its ``color`` is nil, generated code loads it by name, and lint calls its contrast
/// unmeasured.
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    /// The values, kept in one shared box: a resolved colour is copied with every field that holds it
    /// (into exporters' and checks' lists of fields), and a copy is then one reference rather than
    /// four sRGB values, the written value and the asset name.
    private final class Storage: Sendable {
        let color: AdaptiveColor?
        let source: ColorValue
        let asset: String?

        init(color: AdaptiveColor?, source: ColorValue, asset: String?) {
            self.color = color
            self.source = source
            self.asset = asset
        }
    }

    /// The values.
    private let storage: Storage

    /// The sRGB value in light, dark and both high-contrast appearances; nil when the colour is only
    /// an asset-catalog name (``isAssetOnly``).
    public var color: AdaptiveColor? { storage.color }
    /// The value as written in the field: `#RRGGBB`, `clear`, `system:<name>` or `{palette}`.
    public var source: ColorValue { storage.source }
    /// The asset-catalog colour name of the palette colour `source` names, if it has one.
    public var asset: String? { storage.asset }

    /// Creates a resolved colour.
    public init(color: AdaptiveColor?, source: ColorValue, asset: String? = nil) {
        storage = Storage(color: color, source: source, asset: asset)
    }

    /// Equal values, whether or not they share their box.
    public static func == (lhs: ResolvedColor, rhs: ResolvedColor) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.color == rhs.color && lhs.source == rhs.source && lhs.asset == rhs.asset)
    }

    /// Hashes the values, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(source)
        hasher.combine(asset)
    }

    /// Whether the colour has no values of its own, only an asset-catalog name (directly or through
    /// aliases): nothing about it can be measured.
    public var isAssetOnly: Bool { color == nil }

    /// The palette colour `source` names, if it is a reference.
    public var paletteName: String? {
        if case .reference(let name) = source { return name }
        return nil
    }

    /// The UIKit colour `source` names, if it is `system:<name>`.
    public var systemColor: SystemColor? {
        if case .system(let systemColor) = source { return systemColor }
        return nil
    }

    /// `#0A84FF` or `clear` for a literal; otherwise the written value and what it resolves to, such as
    /// `{brand} = #0A84FF, dark #409CFF` (high-contrast values are listed when they differ), or
    /// `{brand} = asset BrandColor, no values` for a colour that is only an asset name.
    public var description: String {
        guard let color else {
            let asset = self.asset.map { "asset \($0)" } ?? "an asset-only colour"
            return "\(source.canonicalText) = \(asset), no values"
        }
        let light = color.light.hexString
        var values = [light]
        if color.dark != color.light { values.append("dark \(color.dark.hexString)") }
        if color.lightHighContrast != color.light {
            values.append("lightHighContrast \(color.lightHighContrast.hexString)")
        }
        if color.darkHighContrast != color.dark {
            values.append("darkHighContrast \(color.darkHighContrast.hexString)")
        }
        let resolved = values.joined(separator: ", ")
        switch source {
        case .rgba, .clear: return source.canonicalText
        default: return "\(source.canonicalText) = \(resolved)"
        }
    }
}
