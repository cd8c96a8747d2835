import BarkeepCore
import BarkeepExport
import FoundationEssentials

/// `barkeep merge <base> <ours> <theirs>`: git's merge driver for snapshots. Merges three ways by
/// entity and field (``SnapshotMerge``) and writes the result to `<ours>`, as git expects.
enum MergeCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "merge",
            abstract: "Merge two snapshots three ways by entity and field (a git merge driver).",
            discussion:
                "Reads the common ancestor <base> and the two versions <ours> and <theirs> (git's %O %A %B), "
                + "merges them entity by entity and field by field, and writes the merged snapshot to <ours>. "
                + "Renamed entities are followed. Only where both sides changed one field differently, or one "
                + "deleted an entity the other changed, is a conflict left: it is written in place as an object "
                + "with a \"barkeepConflict\" member and the base, ours and theirs values, which import refuses "
                + "and names until each is replaced by the value to keep. Exits 0 when the merge is clean, 1 when "
                + "conflicts are left or a file cannot be read (then <ours> is not written). Set it up with "
                + "'git config merge.barkeep.driver \"barkeep merge %O %A %B\"' and the .gitattributes line "
                + "'*.barkeep.json merge=barkeep'. Needs no catalog.",
            arguments: [
                ArgumentDeclaration(name: "base", help: "The common ancestor's snapshot.", completion: .file),
                ArgumentDeclaration(
                    name: "ours", help: "Our snapshot; the merged snapshot is written here.",
                    completion: .file),
                ArgumentDeclaration(name: "theirs", help: "Their snapshot.", completion: .file),
            ],
            examples: [
                "git config merge.barkeep.driver \"barkeep merge %O %A %B\"",
                "barkeep merge base.barkeep.json App.barkeep.json theirs.barkeep.json",
            ])
    ) { invocation in
        let paths = ["base", "ours", "theirs"].map { invocation.argument($0) }
        let documents = try paths.map(Self.documents(at:))
        let result = SnapshotMerge.merge(base: documents[0], ours: documents[1], theirs: documents[2])
        let text = SnapshotWriter.text(result.entities, conflicts: result.conflicts)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: paths[1]), options: .atomic)
        } catch {
            throw ImportFileError(
                file: paths[1], problem: "cannot write the merged snapshot: \(error)", outcome: Self.outcome)
        }
        let console = invocation.console
        if result.isClean {
            console.print("merged \(paths[1]): \(result.entities.count) entities, no conflicts")
            return ExitStatus.success
        }
        console.error("\(paths[1]): \(SnapshotConflict.report(result.conflicts))")
        return ExitStatus.failure
    }

    /// What a snapshot that cannot be read or written leaves undone.
    private static let outcome = "nothing was merged"

    /// The entities of the snapshot at `path`.
    private static func documents(at path: String) throws -> [EntityDocument] {
        let text: String
        do {
            text = try ImportFileText.text(of: path)
        } catch var error {
            error.outcome = outcome
            throw error
        }
        do {
            return try SnapshotReader.entries(text).map(EntityDocument.init)
        } catch {
            throw ImportFileError(file: path, line: error.line, problem: error.problem, outcome: outcome)
        }
    }
}
