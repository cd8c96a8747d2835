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
        /// The lines of ``skipped`` that dropped a token (the others say how one was changed).
        public var skippedTokens: [String] = []
        /// For a design-tokens read: how many tokens were read, and how many a later token set or file
        /// replaced; nil for the other formats.
        public var tokenCounts: (read: Int, overridden: Int)?

        /// Creates contents.
        public init(entries: [ImportedEntity], kinds: Set<EntityKind>, skipped: [String]) {
            self.entries = entries
            self.kinds = kinds
            self.skipped = skipped
        }
    }

    /// One file of a design-tokens read of several files (``read(_:setAppearances:catalogPalette:)``).
    public struct SourceFile: Sendable {
        /// The path, as errors and notes name the file.
        public let path: String
        /// The name below the folder it was found in (`sys/color/light.json`), or `path` for a file
        /// named on its own: Tokens Studio's token set names are these without `.json`.
        public let name: String
        /// The text.
        public let text: String

        /// Creates a source file.
        public init(path: String, name: String, text: String) {
            self.path = path
            self.name = name
            self.text = text
        }
    }

    /// Reads `text` in this format. For `dtcg`, `setAppearances` maps token sets of a file of token sets
    /// (Tokens Studio's) to the colour appearance whose values they hold; other sets hold light values,
    /// and an alias that names no token may name a palette colour of `catalogPalette` (the catalog's).
    public func read(
        _ text: String, setAppearances: [String: ColorAppearance] = [:], catalogPalette: Set<String> = []
    ) throws(ImportError) -> Contents {
        switch self {
        case .snapshot:
            return Contents(
                entries: try SnapshotReader.entries(text), kinds: Set(EntityKind.allCases), skipped: [])
        case .dtcg:
            return Self.contents(
                of: try DesignTokensReader(
                    text, setAppearances: setAppearances, catalogPalette: catalogPalette))
        case .swift:
            throw ImportError(line: nil, "Swift sources are read by BarkeepSwiftImport, not from one text")
        case .xcassets:
            throw ImportError(line: nil, "an asset catalog is a folder, read by AssetCatalogReader")
        }
    }

    /// Reads design-tokens `files` as one import (``DesignTokenFiles``): Tokens Studio's multi-file
    /// layout or Style Dictionary-style sources, a later file's token replacing an earlier one's. An
    /// alias that names no token of the files may name a palette colour of `catalogPalette` (the
    /// catalog's). Errors, entries and notes name their file, and lines are the file's own.
    public static func read(
        _ files: [SourceFile], setAppearances: [String: ColorAppearance] = [:],
        catalogPalette: Set<String> = []
    ) throws(ImportError) -> Contents {
        let tokenFiles = try DesignTokenFiles(files)
        do {
            let reader = try DesignTokensReader(
                files: tokenFiles, setAppearances: try tokenFiles.setAppearances(setAppearances),
                catalogPalette: catalogPalette)
            var contents = contents(of: reader)
            let entries = contents.entries.map { entry in
                var entry = entry
                if let line = entry.line, let place = tokenFiles.locate(line) {
                    entry.file = place.file
                    entry.line = place.line
                }
                entry.fieldLines = entry.fieldLines.mapValues { tokenFiles.locate($0)?.line ?? $0 }
                return entry
            }
            let counts = contents.tokenCounts
            let skippedTokens = contents.skippedTokens
            contents = Contents(entries: entries, kinds: contents.kinds, skipped: contents.skipped)
            contents.tokenCounts = counts
            contents.skippedTokens = skippedTokens
            return contents
        } catch {
            throw tokenFiles.localized(error)
        }
    }

    /// The contents a design-tokens reader read.
    private static func contents(of reader: DesignTokensReader) -> Contents {
        var contents = Contents(entries: reader.entries, kinds: [.palette], skipped: reader.skipped)
        contents.skippedTokens = reader.skippedTokens
        contents.tokenCounts = (reader.tokenCount, reader.overriddenCount)
        return contents
    }
}
