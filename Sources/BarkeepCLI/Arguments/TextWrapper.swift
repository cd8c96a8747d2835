/// Breaks prose into lines of at most `width` columns, the way help screens lay text out.
struct TextWrapper: Sendable {
    /// The widest a line may be, unless a single word is wider.
    let width: Int

    /// The column at which help text starts in a labelled row.
    static let labelColumn = 26
    /// How far labels are indented below a section heading.
    static let rowIndent = 2

    /// Splits `text` into lines; the first starts after `firstLinePrefix`, the rest with `indent` spaces.
    func lines(_ text: String, firstLinePrefix: String = "", indent: Int = 0) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        return lines(ofUnits: words, firstLinePrefix: firstLinePrefix, indent: indent)
    }

    /// Lays out `units` (words, or usage tokens that must not break) separated by single spaces.
    func lines(ofUnits units: [String], firstLinePrefix: String, indent: Int) -> [String] {
        var result: [String] = []
        var current = firstLinePrefix
        var currentHasUnit = false
        let continuation = String(repeating: " ", count: indent)
        for unit in units {
            let separator = currentHasUnit ? " " : ""
            if currentHasUnit && current.count + separator.count + unit.count > width {
                result.append(current)
                current = continuation + unit
            } else {
                current += separator + unit
            }
            currentHasUnit = true
        }
        result.append(current)
        return result
    }

    /// A labelled row: `label` indented by two, `text` from column 26 (or below a long label).
    func row(label: String, text: String) -> String {
        let paddedLabel = String(repeating: " ", count: Self.rowIndent) + label
        guard !text.isEmpty else { return paddedLabel }
        let column = String(repeating: " ", count: Self.labelColumn)
        if paddedLabel.count < Self.labelColumn - 1 {
            let gap = String(repeating: " ", count: Self.labelColumn - paddedLabel.count)
            let body = lines(text, firstLinePrefix: paddedLabel + gap, indent: Self.labelColumn)
            return body.joined(separator: "\n")
        }
        let body = lines(text, firstLinePrefix: column, indent: Self.labelColumn)
        return ([paddedLabel] + body).joined(separator: "\n")
    }

    /// Wraps each line of a multi-line `text`, keeping blank lines and each line's own indentation;
    /// continuation lines are indented `continuationIndent` columns more (at most half the width).
    func paragraphs(_ text: String, continuationIndent: Int = 0) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indentation = line.prefix { $0 == " " }.count
            guard line.count > width, indentation < line.count else { return [String(line)] }
            let leading = String(repeating: " ", count: indentation)
            let indent = min(indentation + continuationIndent, max(indentation, width / 2))
            return lines(String(line.dropFirst(indentation)), firstLinePrefix: leading, indent: indent)
        }
    }
}
