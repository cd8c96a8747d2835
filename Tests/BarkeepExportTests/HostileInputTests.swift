import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// Hostile text in every free-text field still gives code that type-checks, and none of it reaches the
/// code outside a string literal or a comment.
@Suite struct HostileInputTests {
    /// Texts that would break out of a literal, a comment or an interpolation if written naively; each
    /// carries the marker `EVIL` so the test can find it.
    static let hostile = [
        #"Quote" + EVIL + ""#, #"Back\slash\"); EVIL("#, #"""EVIL""""#, ##"#"EVIL"#"##, "*/ EVIL /*",
        #"\u{41}EVIL\(EVIL)"#, "right\u{202E}EVIL\u{2066}to\u{200F}left", "zero\u{200B}width\u{FEFF}EVIL",
    ]

    /// The same texts with line breaks, for descriptions (which take them).
    static let multiline = hostile.map { $0 + "\nEVIL(); // next line\r\nEVIL" }

    @Test func hostileTextStaysInLiteralsAndComments() throws {
        let fixture = try ExportFixture.catalog { session in
            for (index, text) in Self.hostile.enumerated() {
                let description = Self.multiline[index]
                // In an image value `;` starts an option, so image names are the hostile text without it.
                let imageName = text.replacing(";", with: ",")
                try session.create(
                    .palette, "c\(index)", description: description,
                    assignments: ["light=#0A84FF", "asset=\(text)"])
                try session.create(
                    .appearance, "a\(index)", bar: .navigation, description: description,
                    assignments: [
                        "standard.title.font=\(text),system", "standard.backgroundImage=asset:\(imageName)",
                        "standard.backIndicatorImage=symbol:\(imageName)", "standard.title.color={c\(index)}",
                    ])
                try session.create(
                    .layout, "l\(index)", description: description, assignments: ["barHeight=60"])
                try session.create(
                    .sheet, "s\(index)", description: description, assignments: ["detents=medium,large"])
                try session.create(
                    .theme, "t\(index)", description: description,
                    assignments: ["navigation=a\(index)", "layout=l\(index)", "sheets=s\(index)"])
            }
        }
        let source = try ExportFixture.export(fixture, .uikit)
        try GeneratedSourceExpectations.expectTypeChecks(source)
        let code = Self.codeOutsideLiteralsAndComments(source)
        #expect(
            !code.contains("EVIL"),
            "hostile text escaped into code: \(Self.linesContaining("EVIL", in: code))")
        #expect(!source.contains("\u{202E}") && !source.contains("\u{200B}") && !source.contains("\u{FEFF}"))
        #expect(
            source.contains(
                #"named: "right\u{202E}EVIL\u{2066}to\u{200F}left","#))
        try GeneratedSourceExpectations.expectLintClean(source)
    }

    /// The source with every `//` comment and every string literal removed.
    static func codeOutsideLiteralsAndComments(_ source: String) -> String {
        var code = ""
        var characters = Array(source.unicodeScalars)[...]
        while let scalar = characters.popFirst() {
            if scalar == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if scalar == "\"" {
                while let next = characters.popFirst() {
                    if next == "\\" {
                        _ = characters.popFirst()
                    } else if next == "\"" || next == "\n" {
                        break
                    }
                }
                code += "\"\""
            } else {
                code.unicodeScalars.append(scalar)
            }
        }
        return code
    }

    /// The lines of `text` containing `marker`.
    static func linesContaining(_ marker: String, in text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(marker) }
    }
}
