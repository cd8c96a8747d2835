package import BarkeepCore

/// Git's conflict markers in a snapshot (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` at the start of
/// a line): what a merge without Barkeep's merge driver leaves. Found only after the text failed to
/// parse, and reported as a merge conflict naming the entities involved, found by the snapshot's own
/// layout (kinds at the second level, entities at the third).
package enum SnapshotConflictMarkers {
    /// The error for `text` when it holds conflict markers, else nil.
    package static func error(in text: String) -> ImportError? {
        var regions: [ClosedRange<Int>] = []
        var involved: [String] = []
        var seen = Set<String>()
        func note(_ entity: String?) {
            if let entity, seen.insert(entity).inserted { involved.append(entity) }
        }
        var kind: String?
        var entity: String?
        var regionStart: Int?
        var firstLineOfRegion = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.hasPrefix("<<<<<<<") {
                regionStart = regionStart ?? number
                firstLineOfRegion = true
                continue
            }
            if line.hasPrefix(">>>>>>>"), let start = regionStart {
                regions.append(start...number)
                regionStart = nil
                continue
            }
            if regionStart != nil, line.hasPrefix("|||||||") || line.hasPrefix("=======") { continue }
            if let name = key(line, indent: 4) {
                kind = name
            } else if let name = key(line, indent: 6) {
                entity = kind.map { "\($0) \(name)" }
                if regionStart != nil { note(entity) }
            } else if firstLineOfRegion, line.hasPrefix(String(repeating: " ", count: 7)) {
                note(entity)  // the region starts inside the entity read last
            }
            firstLineOfRegion = false
        }
        guard let first = regions.first else { return nil }
        let lines = regions.map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
        return ImportError(
            line: first.lowerBound,
            "a merge conflict: git's conflict markers at lines \(lines)"
                + (involved.isEmpty ? "" : ", in " + involved.joined(separator: ", "))
                + "; resolve them, or merge with Barkeep's merge driver (`barkeep merge`, "
                + "docs/export.md \"Keeping the catalog in git\"), then import again")
    }

    /// The object key `line` opens at exactly `indent` spaces (`"name" : {` or `"name" : …`), decoded.
    private static func key(_ line: Substring, indent: Int) -> String? {
        let spaces = line.prefix { $0 == " " }.count
        guard spaces == indent, line.dropFirst(indent).first == "\"",
            let end = line.firstRange(of: "\" : ")
        else { return nil }
        let quoted = line[line.index(line.startIndex, offsetBy: indent)..<line.index(after: end.lowerBound)]
        return try? JSONParser.parse(String(quoted)).string
    }
}
