import Foundation

/// The ```` ```console ```` blocks of a Markdown page, read as terminal transcripts: each `$ barkeep …`
/// line is a command, and the lines up to the next `$ ` line are exactly what it printed.
struct Transcript {
    /// One command and what the page says it prints.
    struct Step: Equatable {
        /// The command line after `$ `.
        let command: String
        /// The printed text, one `\n`-terminated line per line shown.
        let output: String
    }

    /// The page's text.
    private(set) var text: String

    static let open = "```console\n"
    static let close = "```\n"

    /// Reads the page.
    init(text: String) {
        self.text = text
    }

    /// Every command of every console block, in page order.
    var steps: [Step] {
        blockRanges().flatMap { Self.steps(in: String(text[$0])) }
    }

    /// The page with every console block's outputs replaced by `output(command)`, in page order.
    func rewritten(output: (String) -> String) -> String {
        var result = ""
        var position = text.startIndex
        for range in blockRanges() {
            result += text[position..<range.lowerBound]
            for step in Self.steps(in: String(text[range])) {
                result += "$ \(step.command)\n" + output(step.command)
            }
            position = range.upperBound
        }
        return result + text[position...]
    }

    /// The ranges of the console blocks' bodies, between the opening and the closing fence.
    private func blockRanges() -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var position = text.startIndex
        while let start = text.range(of: Self.open, range: position..<text.endIndex),
            let end = text.range(of: Self.close, range: start.upperBound..<text.endIndex)
        {
            ranges.append(start.upperBound..<end.lowerBound)
            position = end.upperBound
        }
        return ranges
    }

    /// The commands of one block body.
    private static func steps(in body: String) -> [Step] {
        var steps: [Step] = []
        var command: String?
        var output = ""
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ ") {
                if let command { steps.append(Step(command: command, output: output)) }
                command = String(line.dropFirst(2))
                output = ""
            } else {
                output += line + "\n"
            }
        }
        if let command { steps.append(Step(command: command, output: output)) }
        return steps
    }
}
