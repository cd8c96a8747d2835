/// Column-aligned text tables for terminal output.
enum Table {
    /// The header and rows as lines, columns padded to their widest cell; the last column is not padded.
    static func lines(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column])
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }
}
