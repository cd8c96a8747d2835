import Testing

@testable import BarkeepSwiftImport

/// The tokenizer follows Swift's lexical rules and names file:line for what it refuses.
@Suite struct SwiftTokenizerTests {
    /// The kinds and texts of `source`'s tokens.
    func tokens(_ source: String) throws -> [SwiftToken] {
        try SwiftTokenizer.tokenize(source, file: "T.swift")
    }

    @Test func numbersWithUnderscoresAndBases() throws {
        let values = try tokens("1_000 0xFF_FF 0b1010 0o17 1.5e3 0x1p4").map(\.text)
        #expect(values == ["1_000", "0xFF_FF", "0b1010", "0o17", "1.5e3", "0x1p4"])
        #expect(SwiftSourceParser.numberValue("1_000") == 1000)
        #expect(SwiftSourceParser.numberValue("0xFF_FF") == 65535)
        #expect(SwiftSourceParser.numberValue("0b1010") == 10)
        #expect(SwiftSourceParser.numberValue("0o17") == 15)
    }

    @Test func stringsRawMultilineAndInterpolation() throws {
        let source = #"""
            let a = "x\ty\u{41}\"q\""
            let b = #"raw \(no) "quoted""#
            let c = "\(f("\(g(1))"))"
            let d = """
                one
                  two
                """
            """#
        let strings = try tokens(source).filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["x\tyA\"q\"", #"raw \(no) "quoted""#, "\\(…)", "one\n  two"])
        #expect(strings[2].isInterpolated)
        #expect(!strings[1].isInterpolated)
    }

    @Test func nestedCommentsAndDirectives() throws {
        let result = try tokens("/* a /* b */ c */ x // y\n#if os(iOS)\nlet z = 1\n#endif")
        #expect(result.map(\.text) == ["x", "#if os(iOS)", "let", "z", "=", "1", "#endif"])
        #expect(result[1].kind == .directive)
        #expect(result[2].line == 3)
    }

    @Test func backticksKeywordsAndPostfix() throws {
        let result = try tokens("let `class` = a?.b! ?? c")
        #expect(result[1].kind == .identifier && result[1].text == "class")
        #expect(result.map(\.text) == ["let", "class", "=", "a", "?", ".", "b", "!", "??", "c"])
        #expect(result[4].kind == .punctuation)
        #expect(result[8].kind == .operator)
    }

    @Test func unterminatedStringAndCommentNameTheLine() {
        #expect(throws: SwiftSyntaxError.self) { try tokens("let a = 1\nlet b = \"open") }
        do {
            _ = try SwiftTokenizer.tokenize("let a = 1\n/* never closed", file: "T.swift")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("T.swift:2:1: unterminated block comment"))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let source =
            "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let tokens = try SwiftTokenizer.tokenize(source, file: "Deep.swift")
        #expect(throws: SwiftSyntaxError.self) { try SwiftSourceParser.parse(tokens, file: "Deep.swift") }
    }

    @Test func binaryBytesAreAClearError() {
        #expect(throws: SwiftSyntaxError.self) {
            try SwiftImporter.read([.init(path: "Bin.swift", bytes: [0x6C, 0x65, 0x74, 0xFF, 0xFE, 0x00])])
        }
    }

    @Test func rawStringsWithSeveralHashes() throws {
        let strings = try tokens(###"let a = ##"one "# two"##"###).filter { $0.kind == .string }
        #expect(strings.map(\.text) == [##"one "# two"##])
    }

    @Test func poundKeywordsAndAvailability() throws {
        let result = try tokens("if #available(iOS 15.0, *) { } else if #unavailable(iOS 13) { }")
        #expect(result[1].kind == .poundKeyword && result[1].text == "#available")
        #expect(result.contains { $0.kind == .poundKeyword && $0.text == "#unavailable" })
        #expect(result.first { $0.text == "15.0" }?.kind == .float)
    }

    @Test func everyTokenKeepsLineAndColumn() throws {
        let result = try tokens("let a = 1\n  a.b(c: 2)")
        let b = try #require(result.first { $0.text == "b" })
        #expect(b.line == 2 && b.column == 5)
        #expect(b.startsLine == false && result.first { $0.text == "a" && $0.line == 2 }?.startsLine == true)
    }

    @Test func multilineStringsAndEscapesAreChecked() {
        #expect(throws: SwiftSyntaxError.self) { try tokens("let a = \"\"\"\n  never closed\n") }
        #expect(throws: SwiftSyntaxError.self) { try tokens(#"let a = "bad \q escape""#) }
        #expect(throws: SwiftSyntaxError.self) { try tokens("let a = \"\\(open\"") }
        #expect(throws: SwiftSyntaxError.self) { try tokens("let a = 0x") }
        #expect(throws: SwiftSyntaxError.self) { try tokens("let a = 1e") }
    }

    @Test func lineContinuationInMultilineStrings() throws {
        let source = "let a = \"\"\"\n    one \\\n    two\n    \"\"\"\n"
        let strings = try tokens(source).filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["one two"])
    }

    @Test func parserReadsDeclarationsAndAvailability() throws {
        let source = """
            final class Bar: UINavigationBar {
                static let barHeight: CGFloat = 1_00
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
            }
            if #available(iOS 15.0, *) { a = 1 } else { b = 2 }
            """
        let statements = try SwiftSourceParser.parse(try tokens(source), file: "T.swift")
        guard case .type(let declaration) = statements[0] else {
            Issue.record("expected a type")
            return
        }
        #expect(declaration.name == "Bar" && declaration.inherits == ["UINavigationBar"])
        #expect(declaration.members.count == 2)
        guard case .conditional(let conditions, _, let otherwise, _) = statements[1],
            case .available(let version, false, _) = conditions.first
        else {
            Issue.record("expected #available")
            return
        }
        #expect(version == "15.0")
        #expect(otherwise?.count == 1)
    }
}
