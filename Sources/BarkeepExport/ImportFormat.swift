public import BarkeepCore

/// A format `barkeep import --format` reads; its cases are the option's values.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// A snapshot (`export --format snapshot`): the whole catalog, or part of it, as stored.
    case snapshot
    /// W3C Design Tokens (2025.10), as Style Dictionary v4+ and Tokens Studio write them.
    case dtcg
    /// Swift source: an app's bar set-up code, read by `BarkeepSwiftImport` (the CLI dispatches it).
    case swift
    /// An Xcode asset catalog (`Assets.xcassets`): its colour sets, read by ``AssetCatalogReader`` from
    /// the folders the CLI reads.
    case xcassets

    /// What a file of this format holds: the entries, the kinds it speaks for (what `--replace` may
    /// delete), and notes on what was skipped.
    public struct Contents: Sendable {
        /// The entities the file states.
        public let entries: [ImportedEntity]
        /// The kinds the file speaks for.
        public let kinds: Set<EntityKind>
        /// What was skipped, or imported otherwise than written (clipped, copied as a literal, overridden
        /// by a later token set), and why: one line each.
        public let skipped: [String]

        /// Creates contents.
        public init(entries: [ImportedEntity], kinds: Set<EntityKind>, skipped: [String]) {
            self.entries = entries
            self.kinds = kinds
            self.skipped = skipped
        }
    }

    /// Reads `text` in this format. For `dtcg`, `setAppearances` maps token sets of a file of token sets
    /// (Tokens Studio's) to the colour appearance whose values they hold; other sets hold light values.
    public func read(_ text: String, setAppearances: [String: ColorAppearance] = [:]) throws(ImportError)
        -> Contents
    {
        switch self {
        case .snapshot:
            return Contents(
                entries: try SnapshotReader.entries(text), kinds: Set(EntityKind.allCases), skipped: [])
        case .dtcg:
            let reader = try DesignTokensReader(text, setAppearances: setAppearances)
            return Contents(entries: reader.entries, kinds: [.palette], skipped: reader.skipped)
        case .swift:
            throw ImportError(line: nil, "Swift sources are read by BarkeepSwiftImport, not from one text")
        case .xcassets:
            throw ImportError(line: nil, "an asset catalog is a folder, read by AssetCatalogReader")
        }
    }
}
