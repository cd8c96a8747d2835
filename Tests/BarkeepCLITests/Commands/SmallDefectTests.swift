import BarkeepTestSupport
import Foundation
import Testing

/// The smaller defects of issue 10 (defect 7), each kept fixed.
@Suite struct SmallDefectTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand", "light=#000000").expectSuccess()
    }

    @Test func anOutputWriteErrorExitsOne() throws {
        let directory = TemporaryDirectory()
        let database = directory.file("c.sqlite")
        #expect(try CommandRun.binary(["--db", database, "demo"], in: directory.path).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRun.executablePath)
        process.arguments = ["--db", database, "history"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let error = Pipe()
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.hasPrefix("error: cannot write the output: "))
    }

    @Test func showJSONHasEveryKeyWithNullWhenUnset() {
        let run = barkeep.run("palette", "show", "brand", "--json")
        #expect(run.output.contains(#""description" : null"#), "\(run.output)")
        #expect(run.output.contains(#""parent" : null"#))
        #expect(run.output.contains(#""bar" : null"#))
    }

    @Test func anAppearanceTakesAn() {
        barkeep.run("appearance", "create", "base", "--bar", "navigation").expectSuccess()
        let run = barkeep.run("appearance", "create", "base", "--bar", "navigation")
        #expect(run.error == "error: an appearance named 'base' already exists\n")
    }

    @Test func copyingOntoAnExistingNameSaysItExists() {
        barkeep.run("palette", "create", "alias", "light={brand}").expectSuccess()
        let run = barkeep.run("palette", "copy", "alias", "brand")
        #expect(run.status == 1)
        #expect(run.error == "error: a palette named 'brand' already exists\n")
    }

    @Test func aSetOrRenameThatChangesNothingSaysUnchanged() {
        #expect(barkeep.run("palette", "set", "brand", "light=#000000").output == "unchanged palette brand\n")
        #expect(barkeep.run("palette", "rename", "brand", "brand").output == "unchanged palette brand\n")
        #expect(barkeep.run("palette", "set", "brand", "light=#111111").output == "updated palette brand\n")
        #expect(barkeep.run("history").lines.count == 2)
    }

    @Test func aPathGivenTwiceIsAnError() {
        let run = barkeep.run("palette", "set", "brand", "light=#111111", "light=#222222")
        #expect(run.status == 1)
        #expect(run.error.contains("'light'") && run.error.contains("given twice"), "\(run.error)")
        #expect(barkeep.run("palette", "show", "brand").lines == ["palette brand", "  light  #000000"])
    }

    @Test func spacesAroundValuesFollowOneRule() {
        barkeep.run("layout", "create", "tall", "barHeight= 60 ", "description=   ").expectSuccess()
        #expect(barkeep.run("layout", "show", "tall").lines == ["layout tall", "  barHeight  60"])
        barkeep.run("appearance", "create", "base", "--bar", "navigation", "standard.title.font= Avenir ")
            .expectSuccess()
        #expect(barkeep.run("appearance", "show", "base").output.contains("standard.title.font  Avenir\n"))
        let blank = barkeep.run("appearance", "set", "base", "standard.title.font=   ")
        #expect(blank.status == 1)
        #expect(blank.error.contains("needs non-empty text"), "\(blank.error)")
        barkeep.run("palette", "create", "padded", "light= #FF0000 ", "--description", "  ").expectSuccess()
        #expect(barkeep.run("palette", "show", "padded").lines == ["palette padded", "  light  #FF0000"])
    }
}
