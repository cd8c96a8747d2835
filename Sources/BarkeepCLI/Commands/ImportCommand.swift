import BarkeepCore
import BarkeepExport
import BarkeepSwiftImport
import FoundationEssentials

/// `barkeep import <file>… [--format snapshot|dtcg|swift] [--dry-run] [--replace] [--prefix <name>]`:
/// load a snapshot, a design tokens file or an app's Swift bar code into the catalog, validated first,
/// in one transaction and one history batch.
enum ImportCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "import",
            abstract: "Load a snapshot, a design tokens file or an app's Swift bar code into the catalog.",
            discussion:
                "The whole file is checked first — every name, path, value, reference and cycle, against the "
                + "catalog it would leave — and then applied in one transaction as one history batch (operation "
                + "import; 'barkeep revert --batch <id>' undoes it): entities the catalog lacks are created, "
                + "changed ones updated, identical ones left alone. --replace also deletes what the file lacks "
                + "(for dtcg: palette colours), and is refused if that would break a reference. A bad file "
                + "changes nothing; the error names the file, line, entry and field. Like init and demo, import "
                + "creates the catalog when there is none (or makes an empty file one); --dry-run needs one. "
                + "--format swift reads Swift and Objective-C files (directories are walked for .swift, .m and .h files) and "
                + "imports the bar set-up code it recognises; its report (file:line, what went where, "
                + "placeholders, what was ignored) goes to standard error. See docs/import-swift.md. --format xcassets reads "
                + "the colour sets of an Xcode asset catalog folder into palette colours, filling in the colours "
                + "that already name those assets (docs/export.md).",
            arguments: [
                ArgumentDeclaration(
                    name: "file", help: "The file to read; for swift and dtcg, files or directories.",
                    isRepeating: true,
                    completion: .file)
            ],
            options: [
                OptionDeclaration(
                    name: "format", help: "What the file holds.", valueName: "format",
                    allowedValues: ImportFormat.allCases.map(\.rawValue),
                    defaultValue: ImportFormat.snapshot.rawValue),
                OptionDeclaration(name: "dryRun", help: "Print the plan and write nothing."),
                OptionDeclaration(name: "replace", help: "Also delete what the file lacks."),
                OptionDeclaration(
                    name: "strict", help: "For dtcg: fail, importing nothing, if a token is skipped."),
                OptionDeclaration(
                    name: "prefix", help: "For swift: put this before every imported name.", valueName: "name"
                ),
                OptionDeclaration(
                    name: "mode",
                    help:
                        "For dtcg token sets: read <set> (or the sets only a $themes.json theme enables) as the "
                        + "values of <appearance> (dark, lightHighContrast, darkHighContrast), not as light values. "
                        + "Repeatable.",
                    valueName: "appearance=set"),
                CommonOptions.json,
            ],
            examples: [
                "barkeep import catalog.json --dry-run",
                "barkeep import catalog.json --replace -m \"Sync with main\"",
                "barkeep import tokens.json --format dtcg",
                "barkeep import tokens.json --format dtcg --mode dark=dark",
                "barkeep import tokens/ --format dtcg --strict",
                "barkeep import --format swift Sources/App --prefix app --dry-run",
                "barkeep import --format xcassets App/Assets.xcassets",
            ])
    ) { invocation in
        let formatName = invocation.command.option("format") ?? ImportFormat.snapshot.rawValue
        guard let format = ImportFormat(rawValue: formatName) else {
            throw invocation.usageError(
                "unknown format '\(formatName)'; expected "
                    + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let files = invocation.command.arguments("file")
        let console = invocation.console
        if format != .swift, format != .dtcg || files.isEmpty, files.count != 1 {
            throw invocation.usageError("--format \(format.rawValue) reads one file; got \(files.count)")
        }
        if format != .swift, invocation.command.option("prefix") != nil {
            throw invocation.usageError("--prefix applies to --format swift only")
        }
        let setAppearances = try Self.setAppearances(invocation.command.options("mode"), invocation)
        if format != .dtcg, !setAppearances.isEmpty {
            throw invocation.usageError("--mode applies to --format dtcg only")
        }
        if format != .dtcg, invocation.command.flag("strict") {
            throw invocation.usageError("--strict applies to --format dtcg only")
        }
        // An alias to a colour the catalog holds (not the files) names that palette colour.
        let catalogPalette = format == .dtcg ? DesignTokenSources.catalogPalette(invocation) : []
        var file = files.count == 1 ? files[0] : "\(files.count) paths"
        var contents = ImportFormat.Contents(entries: [], kinds: [], skipped: [])
        do {
            if format == .swift {
                let read = try readSwift(files, prefix: invocation.command.option("prefix"), console)
                contents = read.contents
                // A folder or several paths: the summary names the files read, not the folder.
                if read.files.count == 1 {
                    file = read.files[0]
                } else {
                    file = "\(read.files.count) Swift files"
                }
            } else if format == .xcassets {
                contents = try readAssetCatalog(file, invocation)
            } else if format == .dtcg, files.count > 1 || DesignTokenSources.isFolder(files[0]) {
                let sources = try DesignTokenSources.files(files)
                contents = try ImportFormat.read(
                    sources, setAppearances: setAppearances, catalogPalette: catalogPalette)
                file = sources.count == 1 ? sources[0].path : "\(sources.count) token files"
            } else {
                if let problem = ImportFileText.problem(with: file) {
                    throw ImportFileError(file: file, problem: problem)
                }
                let text = try ImportFileText.text(of: file)
                contents = try format.read(
                    text, setAppearances: setAppearances, catalogPalette: catalogPalette)
            }
            TokenImportReport.lines(contents).forEach(console.note)
            if invocation.command.flag("strict"), !contents.skippedTokens.isEmpty {
                throw ImportFileError(
                    file: file, problem: "\(contents.skippedTokens.count) token(s) skipped (--strict)")
            }
            let importer = CatalogImporter(
                entries: contents.entries, replace: invocation.command.flag("replace"), kinds: contents.kinds)
            if invocation.command.flag("dryRun") {
                let plan = try importer.plan(for: try invocation.openCatalog())
                if invocation.wantsJSON {
                    console.printJSON(
                        try JSONOutput.text(ImportPlanJSON(plan, file: file, dryRun: true, batch: nil)))
                } else {
                    printPlan(plan, file: file, heading: "would", console)
                }
                return ExitStatus.success
            }
            let catalog = try invocation.openCatalog(create: true)
            let showsProgress = console.colorsDiagnostics && contents.entries.count >= 1000
            let (plan, batch) = try importer.apply(
                to: catalog, context: invocation.changeContext,
                progress: showsProgress
                    ? { done, total in
                        if done % 500 == 0 || done == total {
                            console.writeError("\rimporting: \(done)/\(total)" + (done == total ? "\n" : ""))
                        }
                    } : nil)
            if invocation.wantsJSON {
                console.printJSON(
                    try JSONOutput.text(ImportPlanJSON(plan, file: file, dryRun: false, batch: batch)))
                return ExitStatus.success
            }
            printPlan(plan, file: file, heading: "", console)
            if let batch {
                console.print("batch \(batch); undo with: barkeep revert --batch \(batch)")
            }
            return ExitStatus.success
        } catch let error as ImportError {
            throw ImportFileError(
                file: error.file ?? Self.file(of: error, in: contents.entries) ?? file, line: error.line,
                problem: error.problem)
        }
    }

    /// The token sets `--mode appearance=set` options map to an appearance other than light.
    private static func setAppearances(_ values: [String], _ invocation: Invocation) throws
        -> [String: ColorAppearance]
    {
        var result: [String: ColorAppearance] = [:]
        let allowed = ColorAppearance.allCases.filter { $0 != .light }.map(\.rawValue)
        for value in values {
            guard let equals = value.firstIndex(of: "="),
                let appearance = ColorAppearance(rawValue: String(value[..<equals])),
                appearance != .light, value.index(after: equals) != value.endIndex
            else {
                throw invocation.usageError(
                    "--mode '\(value)': expected <appearance>=<token set>, the appearance one of "
                        + allowed.joined(separator: ", ") + " (sets not named are read as light values)")
            }
            let set = String(value[value.index(after: equals)...])
            if let earlier = result[set], earlier != appearance {
                throw invocation.usageError(
                    "--mode: token set '\(set)' is given as both \(earlier.rawValue) and \(appearance.rawValue)"
                )
            }
            result[set] = appearance
        }
        return result
    }

    /// The file of the entity an import error names (`appearance 'brand'`), when its entries came from
    /// several files (a Swift import of a folder); `nil` otherwise.
    private static func file(of error: ImportError, in entries: [ImportedEntity]) -> String? {
        let files = Set(
            entries.filter { error.problem.contains("\($0.kind.rawValue) '\($0.name)'") }.compactMap(\.file))
        return files.count == 1 ? files.first : nil
    }

    /// Reads Swift and Objective-C `paths` (files, or directories walked for `.swift`, `.m`, `.h` and
    /// `.mm` files in sorted order, named from the folder given: `Sources/Theme.swift`, or `Theme.swift`
    /// for `.`; Objective-C++ is reported out of scope), writes the report to standard error, and
    /// returns the entries and the files read.
    private static func readSwift(_ paths: [String], prefix: String?, _ console: Console) throws
        -> (contents: ImportFormat.Contents, files: [String])
    {
        if let prefix, let problem = EntityNameRule.problem(with: prefix) {
            throw ImportFileError(file: "--prefix", problem: "'\(prefix)': \(problem)")
        }
        var sources: [SwiftImporter.SourceFile] = []
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ImportFileError(file: path, problem: "no such file or directory")
            }
            var files = [path]
            if isDirectory {
                let walked = try FileManager.default.subpathsOfDirectory(atPath: path)
                var folder = path
                while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
                files = walked.filter { [".swift", ".m", ".h", ".mm"].contains(where: $0.hasSuffix) }.sorted()
                    .map {
                        folder == "." ? $0 : folder == "/" ? "/" + $0 : folder + "/" + $0
                    }
            }
            for file in files {
                if let problem = ImportFileText.problem(with: file) {
                    throw ImportFileError(file: file, problem: problem)
                }
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ImportFileError(file: file, problem: "cannot read the file")
                }
                sources.append(SwiftImporter.SourceFile(path: file, bytes: Array(data)))
            }
        }
        do {
            let result = try SwiftImporter.read(sources, prefix: prefix)
            result.report.printedLines.forEach(console.note)
            return (
                ImportFormat.Contents(entries: result.entries, kinds: Set(EntityKind.allCases), skipped: []),
                sources.map(\.path)
            )
        } catch {
            throw ImportFileError(
                file: error.file, line: error.line, problem: "column \(error.column): \(error.problem)")
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
