import Foundation
import Testing

/// Issue 31: names that become one Swift identifier (`brand-dark` and `brand.dark` are both
/// `brandDark`) are refused when the second arrives, by create, rename, copy and import, naming the
/// first and leaving the catalog as it was; before, they were accepted and every UIKit and SwiftUI
/// export failed.
@Suite struct SwiftNameCollisionTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand-dark", "light=#000000").expectSuccess()
        barkeep.run("palette", "create", "other", "light=#FFFFFF").expectSuccess()
    }

    /// The message every refusal gives for `name`.
    private func refusal(_ name: String) -> String {
        "palette '\(name)' would have the Swift name 'brandDark', which palette 'brand-dark' has already"
    }

    /// Runs `arguments`, expects the refusal for `name`, and the catalog and history unchanged.
    private func expectRefused(_ name: String, _ arguments: String...) {
        let snapshot = barkeep.run("export", "--format", "snapshot").stdout
        let history = barkeep.run("history").stdout
        let run = barkeep.run(arguments: arguments)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains(refusal(name)), "\(run.stderr)")
        #expect(barkeep.run("export", "--format", "snapshot").stdout == snapshot)
        #expect(barkeep.run("history").stdout == history)
    }

    @Test func createRenameAndCopyAreRefusedNamingTheFirst() {
        expectRefused("brand.dark", "palette", "create", "brand.dark", "light=#111111")
        expectRefused("brand--dark", "palette", "create", "brand--dark", "light=#111111")
        expectRefused("brand.dark", "palette", "rename", "other", "brand.dark")
        expectRefused("brand.dark", "palette", "copy", "other", "brand.dark")
        barkeep.run("export", "--format", "uikit").expectSuccess()
    }

    @Test func anEntityMayTakeAnotherSpellingOfItsOwnSwiftName() {
        barkeep.run("palette", "rename", "brand-dark", "brand.dark").expectSuccess()
        #expect(barkeep.run("palette", "create", "brand-dark", "light=#111111").status == 1)
        barkeep.run("palette", "delete", "brand.dark").expectSuccess()
        barkeep.run("palette", "create", "brand-dark", "light=#111111").expectSuccess()
    }

    @Test func otherKindsHaveTheirOwnNames() {
        barkeep.run("layout", "create", "brand.dark", "barHeight=60").expectSuccess()
        barkeep.run("export", "--format", "swiftui").expectSuccess()
    }

    @Test func anImportIsRefusedAtTheLineOfTheSecond() throws {
        let snapshot = barkeep.run("export", "--format", "snapshot").stdout
        let renamed = snapshot.replacingOccurrences(of: "\"other\"", with: "\"brand.dark\"")
        #expect(renamed != snapshot)
        let file = barkeep.directory.file("clash.json")
        try renamed.write(toFile: file, atomically: true, encoding: .utf8)
        expectRefused("brand.dark", "import", file)
        let line = barkeep.run("import", file).stderr
        #expect(line.contains("clash.json:") && line.contains(": palette 'brand.dark'"), "\(line)")
        // With --replace, the file's brand.dark replaces the catalog's brand-dark: no clash is left.
        let replacing = snapshot.replacingOccurrences(of: "\"brand-dark\"", with: "\"brand.dark\"")
        try replacing.write(toFile: file, atomically: true, encoding: .utf8)
        barkeep.run("import", "--replace", file).expectSuccess()
        #expect(barkeep.run("palette", "list").lines.contains { $0.hasPrefix("brand.dark") })
    }
}
