import BarkeepCore

/// Renders entities for people (aligned `path  value` lines) and for scripts (`--json`).
enum EntityPrinter {
    /// The heading of an entity: `appearance base (navigation bar)`.
    static func heading(_ entity: Entity) -> String {
        var text = "\(entity.kind.rawValue) \(entity.name)"
        if let bar = entity.bar { text += " (\(bar.rawValue) bar)" }
        return text
    }

    /// Every line `show` prints: heading, parent, description, then each set field by path.
    static func lines(_ entity: Entity) -> [String] {
        var rows: [(String, String)] = []
        if let parent = entity.parent { rows.append(("parent", parent)) }
        if let description = entity.description {
            rows.append(("description", FreeText.escapedForTerminal(description)))
        }
        for path in entity.fields.keys.sorted() {
            rows.append((path, FreeText.escapedForTerminal(entity.fields[path]!.canonicalText)))
        }
        if rows.isEmpty { return [heading(entity), "  (no fields set)"] }
        return [heading(entity)] + aligned(rows).map { "  " + $0 }
    }

    /// Rows of two columns, the first padded to the widest.
    static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width) + "  " + $0.1 }
    }

    /// The summary table of `list`.
    static func table(_ entities: [Entity], kind: EntityKind) -> [String] {
        let header =
            kind == .appearance
            ? ["NAME", "BAR", "PARENT", "FIELDS", "DESCRIPTION"]
            : ["NAME", "PARENT", "FIELDS", "DESCRIPTION"]
        let rows = entities.map { entity in
            var row = [entity.name]
            if kind == .appearance { row.append(entity.bar?.rawValue ?? "") }
            row += [
                entity.parent ?? "-", String(entity.fields.count),
                entity.description.map { truncated(FreeText.escapedForTerminal($0), to: 60) } ?? "",
            ]
            return row
        }
        return Table.lines(header: header, rows: rows)
    }

    /// `text` cut to `length` characters with an ellipsis, on one line.
    static func truncated(_ text: String, to length: Int) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count <= length ? line : String(line.prefix(length - 1)) + "…"
    }
}
