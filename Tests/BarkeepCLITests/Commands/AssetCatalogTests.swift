import Foundation
import Testing

/// `export --format xcassets` and `import --format xcassets` (issue 29, item 3): the round trip, real
/// colour set shapes (Fixtures/Real.xcassets, sources in its README), a Swift import's asset
/// placeholders filled in, hostile catalogs refused with the database unchanged, and an output folder
/// that never loses files Barkeep did not write.
@Suite struct AssetCatalogTests {
    let barkeep = CommandLineHarness()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Real.xcassets").path

    @Test func exportThenImportGivesTheSamePalette() throws {
        barkeep.run("demo").expectSuccess()
        let first = barkeep.directory.file("First.xcassets")
        barkeep.run("export", "--format", "xcassets", "-o", first).expectSuccess()
        let other = barkeep.directory.file("other.sqlite")
        barkeep.run("--db", other, "import", "--format", "xcassets", first).expectSuccess()
        let second = barkeep.directory.file("Second.xcassets")
        barkeep.run("--db", other, "export", "--format", "xcassets", "-o", second).expectSuccess()
        let files = try FileManager.default.subpathsOfDirectory(atPath: first).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: second).sorted()))
        #expect(files.contains("signal-red.colorset/Contents.json"))
        for file in files where file.hasSuffix(".json") {
            #expect(
                FileManager.default.contents(atPath: first + "/" + file)
                    == FileManager.default.contents(atPath: second + "/" + file), "\(file)")
        }
        // A colour of literal values comes back field for field (an asset catalog has no descriptions).
        let fields = { (run: CommandRun) in run.lines.filter { !$0.contains("description") } }
        #expect(
            fields(barkeep.run("palette", "show", "signal-red"))
                == fields(barkeep.run("--db", other, "palette", "show", "signal-red")))
    }

    @Test func aColourSetIsWrittenInXcodesShape() throws {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "teal", "light=#33C7B3").expectSuccess()
        let output = barkeep.directory.file("Colors.xcassets")
        barkeep.run("export", "--format", "xcassets", "-o", output).expectSuccess()
        let text = try String(contentsOfFile: output + "/teal.colorset/Contents.json", encoding: .utf8)
        #expect(
            text == """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : {
                          "alpha" : "1.000",
                          "blue" : "0.702",
                          "green" : "0.780",
                          "red" : "0.200"
                        }
                      },
                      "idiom" : "universal"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
        #expect(
            try String(contentsOfFile: output + "/Contents.json", encoding: .utf8)
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func realColourSetsImportWithTheirVariants() throws {
        let run = barkeep.run("import", "--format", "xcassets", Self.fixture)
        run.expectSuccess()
        #expect(run.error.contains("the mac idiom is left out"), "\(run.error)")
        #expect(run.error.contains("display-p3 colour lies outside sRGB"), "\(run.error)")
        let expected: [String: [String]] = [
            "accent-integer": ["asset  AccentInteger", "light  #AD512BCC"],
            "bg-custom": ["asset  bgCustom", "light  system:systemBackground"],
            "brand.primary": [
                "asset              Brand/Primary", "dark               #9E7EFF",
                "darkHighContrast   #B898FF",
                "light              #733DED", "lightHighContrast  #4517AD",
            ],
            "gray": ["asset  Gray", "dark   #808080", "light  #FFFFFF"],
            "separator": ["light  system:separator"],
            "splash-background": ["asset  SplashBackground", "dark   #16181D", "light  #FBF7F0"],
        ]
        for (name, lines) in expected {
            let shown = barkeep.run("palette", "show", name)
            #expect(
                Array(shown.lines.dropFirst().prefix(lines.count)).map {
                    $0.trimmingCharacters(in: .whitespaces)
                } == lines, "\(shown)")
        }
        #expect(barkeep.run("palette", "list", "--names").lines.filter { !$0.isEmpty }.count == 6)
    }

    @Test func anXcassetsImportFillsInTheAssetsASwiftImportNamed() throws {
        let sources = barkeep.directory.file("App")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try """
        import UIKit
        func setUp() {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = UIColor(named: "SplashBackground")
            UINavigationBar.appearance().standardAppearance = appearance
        }
        """.write(toFile: sources + "/Bars.swift", atomically: true, encoding: .utf8)
        barkeep.run("import", "--format", "swift", sources).expectSuccess()
        let placeholder = barkeep.run("palette", "show", "splash-background")
        #expect(placeholder.output.contains("#FF00FF"), "\(placeholder)")
        barkeep.run("import", "--format", "xcassets", Self.fixture).expectSuccess()
        let filled = barkeep.run("palette", "show", "splash-background")
        #expect(
            filled.output.contains("light  #FBF7F0") && filled.output.contains("dark   #16181D"), "\(filled)")
        #expect(!filled.output.contains("#FF00FF"))
        #expect(filled.output.contains("asset  SplashBackground"))
    }

    @Test func hostileCatalogsAreRefusedAndChangeNothing() throws {
        barkeep.run("init").expectSuccess()
        let cases: [(String, String)] = [
            ("not json", "not JSON"),
            (
                #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","red":"1"}},"idiom":"universal"}]}"#,
                "has no 'green' component"
            ),
            (
                #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"1.5","green":"0","blue":"0"}},"idiom":"universal"}]}"#,
                "outside 0–1"
            ),
            (
                #"{"colors":[{"color":{"color-space":"cmyk","components":{}},"idiom":"universal"}]}"#,
                "the color space 'cmyk' is not read"
            ),
        ]
        for (index, (text, words)) in cases.enumerated() {
            let catalog = barkeep.directory.file("Bad\(index).xcassets")
            try FileManager.default.createDirectory(
                atPath: catalog + "/x.colorset", withIntermediateDirectories: true)
            try text.write(toFile: catalog + "/x.colorset/Contents.json", atomically: true, encoding: .utf8)
            let run = barkeep.run("import", "--format", "xcassets", catalog)
            #expect(run.status == 1, "\(run)")
            #expect(
                run.error.contains("x.colorset/Contents.json") && run.error.contains(words), "\(run.error)")
        }
        let loop = barkeep.directory.file("Loop.xcassets")
        try FileManager.default.createDirectory(atPath: loop + "/Group", withIntermediateDirectories: true)
        #expect(symlink(loop, loop + "/Group/back") == 0)
        let looped = barkeep.run("import", "--format", "xcassets", loop)
        #expect(looped.status == 1 && looped.error.contains("symbolic link loop"), "\(looped)")
        let huge = barkeep.directory.file("Huge.xcassets")
        for index in 0...20_000 {
            try FileManager.default.createDirectory(
                atPath: huge + "/c\(index).colorset", withIntermediateDirectories: true)
        }
        let many = barkeep.run("import", "--format", "xcassets", huge)
        #expect(many.status == 1 && many.error.contains("more than 20000 colour sets"), "\(many)")
        #expect(barkeep.run("history").lines.filter { !$0.isEmpty }.isEmpty)
        #expect(barkeep.run("palette", "list", "--names").lines.filter { !$0.isEmpty }.isEmpty)
    }

    @Test func theOutputFolderNeverLosesFilesBarkeepDidNotWrite() throws {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "teal", "light=#33C7B3").expectSuccess()
        barkeep.run("palette", "create", "ink", "light=#000000").expectSuccess()
        let mine = barkeep.directory.file("Mine.xcassets")
        try FileManager.default.createDirectory(
            atPath: mine + "/Logo.imageset", withIntermediateDirectories: true)
        try "{}".write(toFile: mine + "/Logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        let refused = barkeep.run("export", "--format", "xcassets", "-o", mine)
        #expect(refused.status == 1 && refused.error.contains("Barkeep did not write"), "\(refused)")
        #expect(FileManager.default.fileExists(atPath: mine + "/Logo.imageset/Contents.json"))
        let file = barkeep.directory.file("File.xcassets")
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(barkeep.run("export", "--format", "xcassets", "-o", file).error.contains("it is a file"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")

        let ours = barkeep.directory.file("Ours.xcassets")
        barkeep.run("export", "--format", "xcassets", "-o", ours).expectSuccess()
        barkeep.run("palette", "delete", "ink").expectSuccess()
        barkeep.run("export", "--format", "xcassets", "-o", ours).expectSuccess()
        #expect(!FileManager.default.fileExists(atPath: ours + "/ink.colorset"))
        #expect(FileManager.default.fileExists(atPath: ours + "/teal.colorset/Contents.json"))
        try "keep".write(toFile: ours + "/Notes.txt", atomically: true, encoding: .utf8)
        let foreign = barkeep.run("export", "--format", "xcassets", "-o", ours)
        #expect(foreign.status == 1 && foreign.error.contains("'Notes.txt'"), "\(foreign)")
        #expect(try String(contentsOfFile: ours + "/Notes.txt", encoding: .utf8) == "keep")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: barkeep.directory.file(""))
        #expect(!leftovers.contains { $0.hasSuffix(".tmp") || $0.hasSuffix(".old") }, "\(leftovers)")
    }
}
