import BarkeepCore
import BarkeepExport
import FoundationEssentials

/// `barkeep import <file> [--format snapshot|dtcg] [--dry-run] [--replace]`: load a snapshot or a
/// design tokens file into the catalog, validated first, in one transaction and one history batch.
enum ImportCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "import",
            abstract: "Load a snapshot or a design tokens file into the catalog.",
            discussion:
                "The whole file is checked first — every name, path, value, reference and cycle, against the "
                + "catalog it would leave — and then applied in one transaction as one history batch (operation "
                + "import; 'barkeep revert --batch <id>' undoes it): entities the catalog lacks are created, "
                + "changed ones updated, identical ones left alone. --replace also deletes what the file lacks "
                + "(for dtcg: palette colours), and is refused if that would break a reference. A bad file "
                + "changes nothing; the error names the file, line, entry and field. Creates the catalog if "
                + "there is none.",
            arguments: [ArgumentDeclaration(name: "file", help: "The file to read.", completion: .file)],
            options: [
                OptionDeclaration(
                    name: "format", help: "What the file holds.", valueName: "format",
                    allowedValues: ImportFormat.allCases.map(\.rawValue),
                    defaultValue: ImportFormat.snapshot.rawValue),
                OptionDeclaration(name: "dryRun", help: "Print the plan and write nothing."),
                OptionDeclaration(name: "replace", help: "Also delete what the file lacks."),
            ],
            examples: [
                "barkeep import catalog.json --dry-run",
                "barkeep import catalog.json --replace -m \"Sync with main\"",
                "barkeep import tokens.json --format dtcg",
            ])
    ) { invocation in
        let formatName = invocation.command.option("format") ?? ImportFormat.snapshot.rawValue
        guard let format = ImportFormat(rawValue: formatName) else {
            throw invocation.usageError(
                "unknown format '\(formatName)'; expected "
                    + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let file = invocation.argument("file")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ImportFileError(file: file, problem: "cannot read the file")
        }
        let console = invocation.console
        do {
            let contents = try format.read(String(decoding: data, as: UTF8.self))
            if !contents.skipped.isEmpty {
                console.note(
                    "skipped \(contents.skipped.count) token(s) Barkeep does not model: "
                        + contents.skipped.joined(separator: "; "))
            }
            let importer = CatalogImporter(
                entries: contents.entries, replace: invocation.command.flag("replace"), kinds: contents.kinds)
            if invocation.command.flag("dryRun") {
                let catalog = try invocation.openCatalog()
                printPlan(try importer.plan(for: catalog), file: file, heading: "would", console)
                return ExitStatus.success
            }
            let catalog = try invocation.openCatalog(create: true)
            let showsProgress = console.colorsDiagnostics && contents.entries.count >= 1000
            let (plan, changes) = try importer.apply(
                to: catalog, context: invocation.changeContext,
                progress: showsProgress
                    ? { done, total in
                        if done % 500 == 0 || done == total {
                            console.writeError("\rimporting: \(done)/\(total)" + (done == total ? "\n" : ""))
                        }
                    } : nil)
            printPlan(plan, file: file, heading: "", console)
            if let batch = changes.first?.batchID {
                console.print("batch \(batch); undo with: barkeep revert --batch \(batch)")
            }
            return ExitStatus.success
        } catch let error as ImportError {
            throw ImportFileError(file: file, line: error.line, problem: error.problem)
        }
    }

    /// Prints the counts and, per entity, the field changes.
    private static func printPlan(_ plan: ImportPlan, file: String, heading: String, _ console: Console) {
        let counts =
            "\(plan.count(.create)) to create, \(plan.count(.update)) to update, "
            + "\(plan.count(.delete)) to delete, \(plan.unchanged) unchanged"
        if heading.isEmpty {
            console.print(
                "imported \(file): \(plan.count(.create)) created, \(plan.count(.update)) updated, "
                    + "\(plan.count(.delete)) deleted, \(plan.unchanged) unchanged")
            return
        }
        console.print("import of \(file) \(heading) make: \(counts) (dry run: nothing written)")
        for step in plan.steps {
            console.print("  \(step.action.rawValue) \(step.kind.rawValue) \(step.name)")
            guard step.action == .update else { continue }
            for difference in step.diff.differences {
                let change: String
                switch difference.change {
                case .added: change = "+ \(difference.path) = \(difference.new ?? "")"
                case .removed: change = "- \(difference.path) (was \(difference.old ?? ""))"
                case .changed:
                    change = "~ \(difference.path): \(difference.old ?? "") → \(difference.new ?? "")"
                }
                console.print("      " + change)
            }
        }
    }
}
