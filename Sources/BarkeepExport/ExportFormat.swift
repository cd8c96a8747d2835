/// A format `barkeep export --format` writes; its cases are the option's values.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Swift source using UIKit: colours, appearance factories, navigation bar subclasses, sheet
    /// configuration and the run-time `BarkeepTheme` switch.
    case uikit
    /// Swift source using SwiftUI: colours, bar and sheet modifiers, multi-platform toolbars.
    case swiftui
    /// The resolved entities as JSON, in the shape `resolve --json` prints.
    case json
    /// The raw, unresolved catalog as JSON made for git; `barkeep import` reads it back.
    case snapshot
    /// W3C Design Tokens (Format Module 2025.10): palette colours, typography, dimensions.
    case dtcg
    /// A style guide: one self-contained HTML page with every bar drawn true to size, layouts, sheets,
    /// the palette, contrast and lint findings.
    case html
    /// An Xcode asset catalog: one colour set per palette colour (``AssetCatalogExporter``), a folder
    /// rather than a file.
    case xcassets

    /// The file the format writes when `--output` names a directory.
    public var defaultFileName: String {
        switch self {
        case .uikit: return "BarkeepUIKit.swift"
        case .swiftui: return "BarkeepSwiftUI.swift"
        case .json: return "barkeep.resolved.json"
        case .snapshot: return "barkeep.snapshot.json"
        case .dtcg: return "barkeep.tokens.json"
        case .html: return "barkeep-style-guide.html"
        case .xcassets: return "Colors.xcassets"
        }
    }

    /// Whether the format writes the catalog as stored rather than resolved (`snapshot`).
    public var isRaw: Bool { self == .snapshot }

    /// Whether the format writes a folder of files (`xcassets`) rather than one stream of text.
    public var writesFolder: Bool { self == .xcassets }

    /// Whether the format writes Swift source (`uikit`, `swiftui`), which ``ExportSettings/assetBundle``
    /// applies to.
    public var writesSwift: Bool { self == .uikit || self == .swiftui }
}
