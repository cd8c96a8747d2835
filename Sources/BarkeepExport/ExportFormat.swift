/// A format `barkeep export --format` writes; its cases are the option's values.
///
/// What differs between formats is written down once, in ``entry``: the file name and the writer.
/// A new format is a case and its row there.
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

    /// One row of the format table: the file a format writes and what writes it.
    struct Entry {
        /// The file the format writes when `--output` names a directory.
        let fileName: String
        /// What writes the file; nil for a format that writes a folder (``AssetCatalogExporter``).
        let writer: (any ExportFormatWriter.Type)?
    }

    /// The format table.
    var entry: Entry {
        switch self {
        case .uikit: return Entry(fileName: "BarkeepUIKit.swift", writer: UIKitExporter.self)
        case .swiftui: return Entry(fileName: "BarkeepSwiftUI.swift", writer: SwiftUIExporter.self)
        case .json: return Entry(fileName: "barkeep.resolved.json", writer: ResolvedJSONExporter.self)
        case .snapshot: return Entry(fileName: "barkeep.snapshot.json", writer: SnapshotWriter.self)
        case .dtcg: return Entry(fileName: "barkeep.tokens.json", writer: DesignTokensExporter.self)
        case .html: return Entry(fileName: "barkeep-style-guide.html", writer: HTMLExporter.self)
        case .xcassets: return Entry(fileName: "Colors.xcassets", writer: nil)
        }
    }

    /// The file the format writes when `--output` names a directory.
    public var defaultFileName: String { entry.fileName }

    /// Whether the format writes a folder of files (`xcassets`) rather than one stream of text.
    public var writesFolder: Bool { entry.writer == nil }

    /// Whether the format writes Swift source (`uikit`, `swiftui`), which ``ExportSettings/assetBundle``
    /// applies to.
    public var writesSwift: Bool { entry.writer.map { $0 is any SwiftSourceExporter.Type } ?? false }
}
