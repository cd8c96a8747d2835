import BarkeepCore
import Foundation
import Testing

/// ARCHITECTURE.md's claim that field paths and API versions live in the catalogue alone, checked
/// against the sources of the exporters, lint and the Swift import: neither their code nor their
/// string literals (generated text and messages alike) spell an iOS version or a field path. Comments
/// may.
@Suite struct CatalogueLiteralTests {
    /// The files the claim covers, with their text.
    static func checkedFiles() throws -> [(name: String, text: String)] {
        try ArchitectureTests.files(of: "BarkeepExport") + ArchitectureTests.files(of: "BarkeepSwiftImport")
            + ArchitectureTests.files(of: "BarkeepCore").filter { $0.name.hasPrefix("BarkeepCore/Lint/") }
    }

    /// Every catalogue: one per kind, and one per bar kind for appearances.
    static let catalogues: [FieldCatalogue] = EntityKind.allCases.flatMap { kind in
        kind == .appearance
            ? BarKind.allCases.map { FieldCatalogue.of(kind, bar: $0) } : [FieldCatalogue.of(kind)]
    }

    /// Every run of two or more consecutive segments of a dotted path (`standard.title.color`,
    /// `shadow.offset`, `item.stacked`): text that can only be a path or a piece of one.
    static let dottedRuns = Set(catalogues.flatMap(\.specs).flatMap { runs(of: $0.path) })

    /// The runs of two or more consecutive segments of the dotted name `name`.
    static func runs(of name: some StringProtocol) -> [String] {
        let segments = name.split(separator: ".")
        return segments.indices.flatMap { start in
            (start + 2..<segments.count + 1).map { segments[start..<$0].joined(separator: ".") }
        }
    }

    /// The paths without a dot, by catalogue (`barHeight`, `detents`, `standard`): words that are a path
    /// only where code uses them as one.
    static let undottedPaths: [Set<String>] = catalogues.map { catalogue in
        Set(catalogue.specs.map(\.path).filter { !$0.contains(".") })
    }

    /// The patterns the checks look for, made once per test (a regex is not `Sendable`, so not static).
    struct Patterns {
        /// An iOS (or sibling platform) version in prose, a deployment target with a number, or a version
        /// on its own.
        let versionText = try! Regex(
            #"\b(iOS|iPadOS|macOS|tvOS|watchOS|visionOS) ?[0-9]|deployment[- ]target( to)? [0-9]|^[12][0-9]\.[0-9]+(\.[0-9]+)?$"#
        )
        /// A version made in code: `IOSVersion(13)`, `IOSVersion("13.0")`, `.iOS13`.
        let versionCode = try! Regex(#"IOSVersion\(\s*["0-9]|\.iOS[0-9]"#)
        /// Code that takes a field path next: a subscript of fields, a look-up, a finding's `path:`.
        let pathPosition = try! Regex(
            #"([fF]ields\[|\.value\(|\.field\(|\bnumber\(|\bspec\(|\blookup\(|\bpath: |forKey: )\s*$"#)
        /// A dotted name inside a literal.
        let dottedName = try! Regex(#"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+"#)
    }

    @Test func noVersionOutsideTheCatalogue() throws {
        let patterns = Patterns()
        let files = try Self.checkedFiles()
        #expect(files.count > 100, "the exporters, lint and the Swift import were not found")
        for file in files {
            for line in SwiftSourceLines.lines(of: file.text) {
                if line.code.contains(patterns.versionCode) {
                    Issue.record("\(file.name):\(line.number) makes a version: \(line.code)")
                }
                for literal in line.literals where literal.text.contains(patterns.versionText) {
                    Issue.record("\(file.name):\(line.number) spells a version: \"\(literal.text)\"")
                }
            }
        }
    }

    @Test func noFieldPathOutsideTheCatalogue() throws {
        let patterns = Patterns()
        for file in try Self.checkedFiles() {
            for line in SwiftSourceLines.lines(of: file.text) {
                for problem in Self.paths(in: line, patterns) {
                    Issue.record("\(file.name):\(line.number) spells \(problem)")
                }
            }
        }
    }

    /// The field paths `line` spells, each described: a dotted path or piece of one anywhere in a
    /// literal, a path and a dot to build others with (`"standard."`), an undotted path where code takes
    /// a path, and a list (or dictionary) whose literals are all undotted paths of one catalogue.
    static func paths(in line: SwiftSourceLines.Line, _ patterns: Patterns) -> [String] {
        var found: [String] = []
        for literal in line.literals {
            for match in literal.text.matches(of: patterns.dottedName) {
                let runs = Self.runs(of: match.output[0].substring ?? "")
                if let run = runs.first(where: dottedRuns.contains) {
                    found.append("the path \(run) in \"\(literal.text)\"")
                }
            }
            if literal.text.hasSuffix("."),
                undottedPaths.contains(where: { $0.contains(String(literal.text.dropLast())) })
            {
                found.append("the prefix \"\(literal.text)\"")
            }
            if undottedPaths.contains(where: { $0.contains(literal.text) }),
                line.code(before: literal.part).contains(patterns.pathPosition)
            {
                found.append("the path \"\(literal.text)\" where code takes one")
            }
        }
        let listed = line.literals.filter { literal in
            let before = line.code(before: literal.part).trimmingCharacters(in: .whitespaces)
            return before.isEmpty || "[,:".contains(before.last!)
        }
        if listed.count >= 2,
            undottedPaths.contains(where: { paths in listed.allSatisfy { paths.contains($0.text) } })
        {
            found.append("the paths \(listed.map { "\"\($0.text)\"" }.joined(separator: ", ")) in a list")
        }
        return found
    }

    @Test func theCheckFindsWhatItLooksFor() {
        let sample = """
            // standard.title.color in a comment, iOS 13 too
            record.fields["standard." + path] = setting
            legacyBelow = availability.version ?? "13.0"
            writer.comment("SF Symbols need iOS 13, so the image is left out here.")
            let below = IOSVersion(11); let above = .iOS15
            base + "shadow.offset.horizontal"
            sheet.value("detents")
            ["barHeight", "baseHeight"].contains(spec.path)
            let text = "a \\(x ? "title.color" : "") b", raw = #"iOS 16"#
            let css = \"""
                width: 1px; /* iOS 17 */
                \"""
            """
        let patterns = Patterns()
        let lines = SwiftSourceLines.lines(of: sample)
        #expect(lines.count == 12)
        #expect(lines[0].parts.isEmpty)
        let versions = lines.filter { line in
            line.code.contains(patterns.versionCode)
                || line.literals.contains { $0.text.contains(patterns.versionText) }
        }
        #expect(versions.map(\.number) == [3, 4, 5, 9, 11])
        let paths = lines.filter { !Self.paths(in: $0, patterns).isEmpty }
        #expect(paths.map(\.number) == [2, 6, 7, 8, 9])
    }
}

/// Swift source read as lines of code and string literals, with comments left out: enough of Swift's
/// lexical rules (escapes, interpolation, raw and multi-line strings, nested block comments) to tell
/// a literal from code.
enum SwiftSourceLines {
    /// One line: its number and its parts in order.
    struct Line {
        /// The 1-based line number.
        let number: Int
        /// Code and literal texts in the order they appear; a literal's interpolations are left out of
        /// its text, and their code and literals come after it.
        var parts: [Part] = []

        /// A piece of a line.
        enum Part {
            /// Code.
            case code(String)
            /// The text of a string literal.
            case literal(String)
        }

        /// The code of the line, each literal written `""`.
        var code: String { code(before: parts.count) }

        /// The code before part `index`, each literal written `""`.
        func code(before index: Int) -> String {
            parts[..<index].map { part in
                if case .code(let text) = part { return text }
                return "\"\""
            }.joined()
        }

        /// The literals of the line, with the index of their part.
        var literals: [(part: Int, text: String)] {
            parts.indices.compactMap { index in
                if case .literal(let text) = parts[index] { return (index, text) }
                return nil
            }
        }
    }

    /// What the scanner is inside of.
    private enum Context {
        /// A string literal opened with `hashes` pound signs, and where its text goes.
        case string(hashes: Int, multiline: Bool, line: Int, part: Int)
        /// The code of an interpolation, at a depth of open parentheses.
        case interpolation(depth: Int)
    }

    /// The lines of `text`.
    static func lines(of text: String) -> [Line] {
        let bytes = Array(text.utf8)
        var lines = [Line(number: 1)]
        var texts: [[Int: [UInt8]]] = [[:]]
        var code: [UInt8] = []
        var stack: [Context] = []
        var index = 0
        var blockDepth = 0

        func starts(_ prefix: String, at position: Int) -> Bool {
            var offset = position
            for byte in prefix.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else { return false }
                offset += 1
            }
            return true
        }
        func endCode() {
            guard !code.isEmpty else { return }
            lines[lines.count - 1].parts.append(.code(String(decoding: code, as: UTF8.self)))
            code = []
        }
        func openString(hashes: Int, multiline: Bool) {
            endCode()
            lines[lines.count - 1].parts.append(.literal(""))
            stack.append(
                .string(
                    hashes: hashes, multiline: multiline, line: lines.count - 1,
                    part: lines[lines.count - 1].parts.count - 1))
        }
        func newLine() {
            endCode()
            lines.append(Line(number: lines.count + 1))
            texts.append([:])
            if case .string(let hashes, true, _, _)? = stack.last {
                stack.removeLast()
                openString(hashes: hashes, multiline: true)
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            if blockDepth > 0 {
                if starts("*/", at: index) {
                    blockDepth -= 1
                    index += 2
                } else if starts("/*", at: index) {
                    blockDepth += 1
                    index += 2
                } else {
                    if byte == UInt8(ascii: "\n") { newLine() }
                    index += 1
                }
                continue
            }
            if case .string(let hashes, let multiline, let line, let part)? = stack.last {
                let pounds = String(repeating: "#", count: hashes)
                let closer = (multiline ? "\"\"\"" : "\"") + pounds
                if starts(closer, at: index) {
                    stack.removeLast()
                    index += closer.utf8.count
                } else if starts("\\" + pounds, at: index) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        stack.append(.interpolation(depth: 1))
                        endCode()
                    } else {
                        texts[line][part, default: []] += bytes[index...min(after, bytes.count - 1)]
                    }
                    index = after + 1
                } else if byte == UInt8(ascii: "\n") {
                    newLine()
                    index += 1
                } else {
                    texts[line][part, default: []].append(byte)
                    index += 1
                }
                continue
            }
            if starts("//", at: index) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if starts("/*", at: index) {
                blockDepth = 1
                index += 2
                continue
            }
            var hashes = 0
            while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if starts("\"", at: index + hashes) {
                let multiline = starts("\"\"\"", at: index + hashes)
                openString(hashes: hashes, multiline: multiline)
                index += hashes + (multiline ? 3 : 1)
                if multiline {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    index += 1
                    newLine()
                }
                continue
            }
            if case .interpolation(let depth)? = stack.last {
                if byte == UInt8(ascii: "(") { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                if byte == UInt8(ascii: ")") {
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    if depth == 1 {
                        stack.removeLast()
                        endCode()
                        index += 1
                        continue
                    }
                }
            }
            if byte == UInt8(ascii: "\n") {
                newLine()
            } else {
                code.append(byte)
            }
            index += 1
        }
        endCode()
        for (line, partTexts) in texts.enumerated() {
            for (part, text) in partTexts {
                lines[line].parts[part] = .literal(String(decoding: text, as: UTF8.self))
            }
        }
        return lines
    }
}
