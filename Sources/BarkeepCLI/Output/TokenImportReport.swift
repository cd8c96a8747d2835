import BarkeepExport

/// What a design-tokens import says on standard error: each token skipped or imported otherwise than
/// written on its own line (led by its file when several were read), then how many were imported.
enum TokenImportReport {
    /// How many lines the report lists before it counts the rest: a large catalog's own file holds
    /// hundreds of thousands of resolved values, each skipped.
    static let listed = 100

    /// The report's lines for `contents`: `skipped: <file>: <token>: <why>` and `changed: …` lines,
    /// then `17 of 18 tokens imported; 1 skipped`.
    static func lines(_ contents: ImportFormat.Contents) -> [String] {
        let skipped = Set(contents.skippedTokens)
        var lines = contents.skipped.prefix(listed).map {
            (skipped.contains($0) ? "skipped: " : "changed: ") + $0
        }
        if contents.skipped.count > listed {
            lines.append("… and \(contents.skipped.count - listed) more")
        }
        guard let counts = contents.tokenCounts else { return lines }
        let imported = counts.read - contents.skippedTokens.count - counts.overridden
        var summary = "\(imported) of \(counts.read) tokens imported; \(contents.skippedTokens.count) skipped"
        if counts.overridden > 0 {
            summary += "; \(counts.overridden) replaced by a later token set or file"
        }
        lines.append(summary)
        return lines
    }
}
