import BarkeepCore

/// Renders history for people: one line per change like `git log --oneline`, field diffs as
/// `+ path  value`, `- path  value` and `~ path  old → new`.
enum HistoryPrinter {
    /// One line per change, its columns aligned: id, UTC time, actor, operation, entity, message.
    /// With `batches` (verbose), each line is followed by its batch and its field diff.
    static func lines(_ changes: [Change], batches: [Int64: Batch]? = nil) throws -> [String] {
        let rows = try changes.map { change in
            [
                change.reference, UTCTimestamp.text(milliseconds: change.atMilliseconds),
                FreeText.escapedForTerminal(change.actor),
                change.operation.rawValue, try entity(change),
            ]
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (change, row) in zip(changes, rows) {
            let columns =
                row.enumerated().map { $1.padding(toLength: widths[$0]) } + [firstLine(change.message)]
            lines.append(columns.joined(separator: "  ").trimmingTrailingSpaces)
            guard let batches else { continue }
            if let batch = batches[change.batchID] {
                lines.append(
                    "    batch \(change.batchID): barkeep \(FreeText.escapedForTerminal(batch.command))"
                )
            }
            lines += differenceLines(try change.difference()).map { "    " + $0 }
        }
        return lines
    }

    /// `palette brand`, or `palette brand → primary` when the change renamed it.
    static func entity(_ change: Change) throws -> String {
        let kind = change.kind.rawValue
        let old = try change.beforeDocument()?.name
        let new = try change.afterDocument()?.name
        if let old, let new, old != new {
            return "\(kind) \(old) → \(new)"
        }
        return "\(kind) \(change.name)"
    }

    /// The lines of a field diff, paths aligned.
    static func differenceLines(_ diff: EntityDiff) -> [String] {
        let width = diff.differences.map(\.path.count).max() ?? 0
        return diff.differences.map { difference in
            let path = difference.path.padding(toLength: width)
            let old = FreeText.escapedForTerminal(difference.old ?? "")
            let new = FreeText.escapedForTerminal(difference.new ?? "")
            switch difference.change {
            case .added: return "+ \(path)  \(new)"
            case .removed: return "- \(path)  \(old)"
            case .changed: return "~ \(path)  \(old) → \(new)"
            }
        }
    }

    /// The message with control characters escaped (so it stays on its line), or nothing.
    private static func firstLine(_ message: String?) -> String {
        message.map { FreeText.escapedForTerminal($0) } ?? ""
    }
}
