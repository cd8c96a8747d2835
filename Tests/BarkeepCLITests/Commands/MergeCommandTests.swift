import Foundation
import Testing

/// `barkeep merge`, git's merge driver for snapshots: run by a real `git merge` on two branches that
/// add, edit and rename, and on a conflict that `import` then explains; and `import` of a snapshot
/// holding git's own conflict markers.
@Suite struct MergeCommandTests {
    let barkeep = CommandLineHarness()

    /// Runs barkeep in-process against the catalog `database` in the test directory.
    func run(on database: String, _ arguments: String...) -> CommandRun {
        CommandRun.inProcess(arguments, database: barkeep.directory.file(database))
    }

    /// A git repository in the test directory, holding the demo's snapshot on `main`, with Barkeep's
    /// merge driver set to the built binary.
    struct Repository {
        let path: String
        var snapshot: String { path + "/App.barkeep.json" }

        /// Runs git in the repository.
        @discardableResult
        func git(_ arguments: String...) throws -> CommandRun {
            try CommandRun.binary(
                ["-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: path,
                environment: ["HOME": path], executable: "/usr/bin/git")
        }

        /// The snapshot's text.
        func text() throws -> String { try String(contentsOfFile: snapshot, encoding: .utf8) }
    }

    /// Makes the repository.
    func repository() throws -> Repository {
        barkeep.run("demo").expectSuccess()
        let repository = Repository(path: barkeep.directory.file("repo"))
        try FileManager.default.createDirectory(atPath: repository.path, withIntermediateDirectories: false)
        barkeep.run("export", "--format", "snapshot", "--output", repository.snapshot).expectSuccess()
        try "*.barkeep.json merge=barkeep\n".write(
            toFile: repository.path + "/.gitattributes", atomically: true, encoding: .utf8)
        let binary = URL(fileURLWithPath: CommandRun.executablePath).path
        try repository.git("init", "-q", "-b", "main").expectSuccess()
        try repository.git("config", "merge.barkeep.driver", "'\(binary)' merge %O %A %B").expectSuccess()
        try repository.git("add", ".").expectSuccess()
        try repository.git("commit", "-q", "-m", "demo").expectSuccess()
        return repository
    }

    /// On the checked-out branch: imports the snapshot into `database`, runs `commands`, exports the
    /// snapshot over the file and commits it.
    func edit(_ repository: Repository, in database: String, _ commands: [[String]]) throws {
        run(on: database, "import", "--replace", repository.snapshot).expectSuccess()
        for command in commands {
            CommandRun.inProcess(command, database: barkeep.directory.file(database)).expectSuccess()
        }
        run(on: database, "export", "--format", "snapshot", "--output", repository.snapshot).expectSuccess()
        try repository.git("commit", "-q", "-am", "edit").expectSuccess()
    }

    /// Branches `branch` off main and commits `theirs` on it (run on `<branch>.sqlite`), then goes back
    /// to main and commits `ours` (run on `database`): two branches for `git merge` to meet.
    func diverge(
        _ repository: Repository, branch: String, _ theirs: [[String]], main database: String,
        _ ours: [[String]]
    ) throws {
        try repository.git("checkout", "-q", "-b", branch).expectSuccess()
        try edit(repository, in: "\(branch).sqlite", theirs)
        try repository.git("checkout", "-q", "main").expectSuccess()
        try edit(repository, in: database, ours)
    }

    @Test func gitMergesAddsEditsAndARenameByEntityAndField() throws {
        let repository = try repository()
        try diverge(
            repository, branch: "navy",
            [
                ["palette", "create", "navy", "light=#000080"],
                ["appearance", "set", "base", "standard.title.weight=bold"],
                ["appearance", "create", "plain", "--bar", "navigation", "standard.backgroundColor={paper}"],
            ], main: "olive.sqlite",
            [
                ["palette", "create", "olive", "light=#808000"],
                ["appearance", "set", "base", "standard.background=transparent"],
                ["palette", "rename", "paper", "canvas"],
            ])
        let merge = try repository.git("merge", "--no-edit", "navy")
        #expect(merge.status == 0, "\(merge)")
        run(on: "merged.sqlite", "import", repository.snapshot).expectSuccess()
        let base = run(on: "merged.sqlite", "appearance", "show", "base").stdout
        #expect(base.contains("bold") && base.contains("transparent"), "\(base)")
        let palette = run(on: "merged.sqlite", "palette", "list").stdout
        #expect(palette.contains("navy") && palette.contains("olive") && palette.contains("canvas"))
        #expect(!palette.contains("paper "), "\(palette)")
        let plain = run(on: "merged.sqlite", "appearance", "show", "plain").stdout
        #expect(plain.contains("{canvas}"), "the new appearance's reference follows the rename: \(plain)")
        // The merged file is the exporter's bytes for the merged catalog.
        #expect(run(on: "merged.sqlite", "export", "--format", "snapshot").stdout == (try repository.text()))
    }

    @Test func gitReportsAFieldConflictAndImportExplainsIt() throws {
        let repository = try repository()
        try diverge(
            repository, branch: "green",
            [
                ["palette", "set", "hairline", "light=#00FF00"],
                ["palette", "create", "olive", "light=#808000"],
            ], main: "red.sqlite", [["palette", "set", "hairline", "light=#FF0000"]])
        let merge = try repository.git("merge", "--no-edit", "green")
        #expect(merge.status != 0)
        #expect(merge.stdout.contains("CONFLICT") && merge.stdout.contains("App.barkeep.json"), "\(merge)")
        #expect(
            merge.stderr.contains("1 conflict: palette hairline light (ours #FF0000, theirs #00FF00)"),
            "\(merge)")
        let text = try repository.text()
        #expect(!text.contains("<<<<<<<") && text.contains("\"barkeepConflict\""))
        #expect(text.contains("\"olive\""), "what does not conflict is merged")

        let before = barkeep.run("export", "--format", "snapshot").stdout
        let imported = barkeep.run("import", repository.snapshot)
        #expect(imported.status == 1)
        #expect(
            imported.stderr.contains(
                "a merge left 1 conflict: palette hairline light (ours #FF0000, theirs #00FF00)"),
            "\(imported)")
        #expect(barkeep.run("export", "--format", "snapshot").stdout == before, "the catalog is unchanged")

        // Resolved by keeping theirs, the file imports.
        let resolved = try Regex(#"\{\n\s*"barkeepConflict"[^}]*\}"#)
        try text.replacing(resolved, with: "\"#00FF00\"").write(
            toFile: repository.snapshot, atomically: true, encoding: .utf8)
        barkeep.run("import", repository.snapshot).expectSuccess()
        #expect(barkeep.run("palette", "show", "hairline").stdout.contains("#00FF00"))
    }

    @Test func deleteAgainstEditIsAnEntityConflict() throws {
        let repository = try repository()
        try edit(repository, in: "main.sqlite", [["palette", "create", "navy", "light=#000080"]])
        let original = try repository.text()
        try diverge(
            repository, branch: "edit", [["palette", "set", "navy", "dark=#8080FF"]], main: "delete.sqlite",
            [["palette", "delete", "navy"]])
        let base = barkeep.directory.file("base.json")
        try original.write(toFile: base, atomically: true, encoding: .utf8)
        let theirs = barkeep.directory.file("theirs.json")
        try repository.git("show", "edit:App.barkeep.json").stdout.write(
            toFile: theirs, atomically: true, encoding: .utf8)
        let ours = barkeep.directory.file("ours.json")
        try repository.text().write(toFile: ours, atomically: true, encoding: .utf8)
        let merge = barkeep.run("merge", base, ours, theirs)
        #expect(merge.status == 1)
        #expect(
            merge.stderr.contains("1 conflict: palette navy (ours deleted it, theirs changed it)"), "\(merge)"
        )
        let imported = run(on: "fresh.sqlite", "import", ours)
        #expect(
            imported.status == 1 && imported.stderr.contains("palette navy (ours deleted it"), "\(imported)")
        #expect(!FileManager.default.fileExists(atPath: barkeep.directory.file("fresh.sqlite")))
    }

    @Test func importOfGitConflictMarkersNamesTheEntities() throws {
        barkeep.run("demo").expectSuccess()
        let snapshot = barkeep.run("export", "--format", "snapshot").stdout
        let marked = snapshot.replacingOccurrences(
            of: "          \"light\" : \"system:separator\"\n",
            with:
                "<<<<<<< HEAD\n          \"light\" : \"#FF0000\"\n=======\n          \"light\" : \"#00FF00\"\n"
                + ">>>>>>> green\n")
        #expect(marked != snapshot)
        let file = barkeep.directory.file("marked.json")
        try marked.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = barkeep.run("import", file)
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("a merge conflict: git's conflict markers at lines"), "\(imported)")
        #expect(imported.stderr.contains("in palette hairline"), "\(imported)")
        #expect(!imported.stderr.contains("not JSON"))
        #expect(barkeep.run("export", "--format", "snapshot").stdout == snapshot)
    }

    @Test func unreadableInputLeavesOursAsItWas() throws {
        let ours = barkeep.directory.file("ours.json")
        try "{\"barkeepSnapshot\" : 1}\n".write(toFile: ours, atomically: true, encoding: .utf8)
        let bad = barkeep.directory.file("bad.json")
        try "{ not json".write(toFile: bad, atomically: true, encoding: .utf8)
        let merge = barkeep.run("merge", bad, ours, ours)
        #expect(merge.status == 1 && merge.stderr.contains("bad.json:1: not JSON"), "\(merge)")
        #expect(merge.stderr.contains("nothing was merged"))
        #expect(try String(contentsOfFile: ours, encoding: .utf8) == "{\"barkeepSnapshot\" : 1}\n")
    }
}
