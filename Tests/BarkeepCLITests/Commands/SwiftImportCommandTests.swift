import Foundation
import Testing

/// `barkeep import --format swift`: directories walked in order, one history batch, `--dry-run` writes
/// nothing, `--prefix`, the report on standard error, and hostile sources refused with the file and
/// line and nothing written.
@Suite struct SwiftImportCommandTests {
    let barkeep = CommandLineHarness()

    /// Writes `text` to `name` (folders created) in the test directory and returns its path.
    func write(_ text: String, _ name: String) throws -> String {
        try write(Data(text.utf8), name)
    }

    /// Writes `data` to `name` (folders created) in the test directory and returns its path.
    func write(_ data: Data, _ name: String) throws -> String {
        let path = barkeep.directory.file(name)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static let theme = """
        import UIKit

        func makeBrandAppearance() -> UINavigationBarAppearance {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = UIColor(red: 198/255, green: 40/255, blue: 40/255, alpha: 1)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            return appearance
        }

        final class AppDelegate {
            func configure() {
                let brand = makeBrandAppearance()
                UINavigationBar.appearance().standardAppearance = brand
                UINavigationBar.appearance().scrollEdgeAppearance = brand
            }
        }
        """

    @Test func directoryImportIsOneBatchWithAReportOnStandardError() throws {
        barkeep.run("init")
        _ = try write(Self.theme, "App/Sources/Theme.swift")
        _ = try write("// nothing here\nlet x = 1\n", "App/Sources/A.swift")
        _ = try write("not swift", "App/Sources/notes.txt")
        let run = barkeep.run(
            "import", "--format", "swift", barkeep.directory.file("App"), "-m", "Adopt Barkeep")
        run.expectSuccess()
        #expect(run.stdout.contains("2 created, 0 updated, 0 deleted, 0 unchanged"), "\(run)")
        #expect(run.stderr.contains("Theme.swift:\n"))
        #expect(run.stderr.contains("appearance brand standard.background = opaque"))
        #expect(run.stderr.contains("A.swift:\n  -: note: no bar set-up code found"))
        #expect(!run.stderr.contains("notes.txt"))
        let show = barkeep.run("appearance", "show", "brand")
        #expect(show.stdout.contains("standard.backgroundColor  #C62828"), "\(show)")
        #expect(barkeep.run("theme", "show", "app").stdout.contains("navigation  brand"))
        let history = barkeep.run("history", "--json").stdout
        #expect(history.contains("\"operation\" : \"import\""))
        #expect(history.contains("Adopt Barkeep"))
    }

    @Test func aFolderImportNamesItsFilesNotTheFolder() throws {
        barkeep.run("init")
        _ = try write(Self.theme, "App/Theme.swift")
        _ = try write("let x = 1\n", "App/Empty.swift")
        let folder = barkeep.directory.file("App") + "/"
        let run = barkeep.run("import", "--format", "swift", folder)
        run.expectSuccess()
        #expect(run.stdout.contains("imported 2 Swift files: 2 created"), "\(run)")
        #expect(run.stderr.contains(barkeep.directory.file("App") + "/Theme.swift:\n"), "\(run)")
        #expect(!run.stderr.contains("//Theme.swift"))
        // Two files: the report says which one each entity comes from.
        #expect(run.stderr.contains(": note: appearance brand comes from this file"), "\(run)")
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        barkeep.run("init")
        let file = try write(Self.theme, "Theme.swift")
        let before = barkeep.run("history", "--json").stdout
        let run = barkeep.run("import", "--format", "swift", file, "--dry-run")
        run.expectSuccess()
        #expect(run.stdout.contains("would make: 2 to create"), "\(run)")
        #expect(run.stdout.contains("create appearance brand"))
        #expect(barkeep.run("history", "--json").stdout == before)
    }

    @Test func prefixGoesBeforeEveryName() throws {
        let file = try write(Self.theme, "Theme.swift")
        let run = barkeep.run("import", "--format", "swift", file, "--prefix", "shop")
        run.expectSuccess()
        #expect(barkeep.run("appearance", "show", "shop-brand").status == 0)
        #expect(barkeep.run("import", "--format", "swift", file, "--prefix", "Bad Name").status != 0)
        #expect(barkeep.run("import", file, "--prefix", "shop").status == 64)
    }

    @Test func hostileSourcesAreRefusedWithFileAndLineAndNothingIsWritten() throws {
        barkeep.run("init")
        let before = barkeep.run("history", "--json").stdout
        let good = try write(Self.theme, "Good.swift")
        let unterminated = try write("let a = 1\nlet b = \"never closed\n", "Open.swift")
        let comment = try write("/* outer /* inner */ never closed\n", "Comment.swift")
        let binary = try write(Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x00, 0x01]), "Binary.swift")
        let deep = try write(
            "let x = " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
            "Deep.swift")
        for (file, expected) in [
            (unterminated, "Open.swift:2: column 9: unterminated string literal"),
            (comment, "Comment.swift:1: column 1: unterminated block comment"),
            (binary, "Binary.swift:1: column 5: not UTF-8 text"),
            (deep, "Deep.swift:1: column"),
        ] {
            let run = barkeep.run("import", "--format", "swift", good, file)
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains(expected), "\(run)")
            #expect(run.stderr.contains("nothing was imported"))
        }
        #expect(barkeep.run("history", "--json").stdout == before)
    }

    @Test func aOneMegabyteFileImports() throws {
        var text = Self.theme + "\n"
        var index = 0
        while text.utf8.count < 1_048_576 {
            text += """
                final class Screen\(index)ViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Screen \(index) \\(index)"
                        let values = [1_000, 0x1F, 0b101, 0o17] + [\(index)]
                        _ = values.map { $0 * 2 }
                    }
                }

                """
            index += 1
        }
        let file = try write(text, "Big.swift")
        let run = barkeep.run("import", "--format", "swift", file)
        run.expectSuccess()
        #expect(run.stdout.contains("2 created"), "\(run.stdout)")
    }

    @Test func objectiveCIsReadAndObjectiveCPlusPlusReportedOutOfScope() throws {
        let file = try write(
            "@implementation AppDelegate\n- (void)style {\n    [[UITabBar appearance] setTintColor:[UIColor redColor]];\n}\n@end\n",
            "AppDelegate.m")
        let plusPlus = try write("@implementation Bars\n@end\n", "Bars.mm")
        let swift = try write(Self.theme, "Theme.swift")
        let run = barkeep.run("import", "--format", "swift", file, plusPlus, swift)
        run.expectSuccess()
        #expect(
            run.stderr.contains("  3: mapped: appearance app-delegate bar.tintColor = system:red"),
            "\(run.stderr)")
        #expect(run.stderr.contains("Bars.mm:\n  -: ignored: Objective-C++ is out of scope"), "\(run.stderr)")
    }

    @Test func aDirectoryIsWalkedForObjectiveCFilesToo() throws {
        _ = try write("@interface Nav : UINavigationController\n@end\n", "App/Nav.h")
        _ = try write(
            "@implementation Nav\n- (void)viewDidLoad {\n    self.navigationBar.tintColor = UIColor.redColor;\n}\n@end\n",
            "App/Nav.m")
        let run = barkeep.run("import", "--format", "swift", barkeep.directory.file("App"))
        run.expectSuccess()
        #expect(
            run.stderr.contains("  3: mapped: appearance nav bar.tintColor = system:red"), "\(run.stderr)")
    }
}
