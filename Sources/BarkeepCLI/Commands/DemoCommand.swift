import BarkeepCore
import BarkeepExport

/// `barkeep demo`: a catalog holding the five articles' setups, and a short tour of it.
enum DemoCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "demo", abstract: "Create a catalog holding the articles' setups, and show it off.",
            discussion: "Creates barkeep.sqlite (or --db) with palette colours, navigation/tab/toolbar "
                + "appearances, the 70 pt spacer-stack, 100 pt bottom-aligned and iOS 10 position-adjustment "
                + "layouts, the medium/large sheet and the Cancel/Add toolbar, bundled in themes. If the catalog "
                + "already holds the demo, it is shown again unchanged.")
    ) { invocation in
        let catalog = try invocation.openCatalog(create: true)
        let console = invocation.console
        let alreadyThere = try catalog.entities(kind: .theme).contains { $0.name == "articles" }
        if alreadyThere {
            console.print("The demo catalog is already in \(catalog.path); showing it.")
        } else {
            var context = invocation.changeContext
            if context.message == nil { context.message = "barkeep demo" }
            try catalog.mutate(context) { try DemoCatalog.install(in: $0) }
            console.print("Created the demo catalog in \(catalog.path).")
        }
        console.print()
        let entities = try catalog.entities()
        for kind in EntityKind.allCases {
            let names = entities.filter { $0.kind == kind }.map(\.name)
            console.print(
                "  \(kind.rawValue.padding(toLength: 11)) \(names.count)  \(names.joined(separator: ", "))")
        }
        console.print()
        console.print("$ barkeep appearance show tall-teal")
        EntityPrinter.lines(try catalog.entity(.appearance, "tall-teal")).forEach(console.print)
        console.print()
        console.print("$ barkeep resolve appearance tall-teal --explain   (standard and scrollEdge, excerpt)")
        let snapshot = try catalog.snapshot()
        let resolved = try Resolver(snapshot: snapshot).resolve(.appearance, "tall-teal")
        let rows = resolved.setFields
            .filter { $0.spec.variant == .standard || $0.spec.variant == .scrollEdge }
            .filter { ["backgroundColor", "title.color", "title.size"].contains($0.spec.key) }
            .map { [$0.path, $0.value.description, $0.provenance.description] }
        console.print(lines: Table.lines(header: ["FIELD", "VALUE", "FROM"], rows: rows), indent: "  ")
        console.print()
        console.print(
            "$ barkeep lint   (the scroll edge inherits base's white background under a white title)")
        let report = Linter(snapshot: snapshot).run()
        let firstError = report.findings.first { $0.severity == .error }
        console.print(lines: firstError.map { [$0.description] } ?? [], indent: "  ")
        console.print("  " + report.summary)
        console.print()
        try exportDemo(snapshot, catalogPath: catalog.path, console: console)
        console.print()
        console.print(
            "Next: barkeep --db \(catalog.path) export --format uikit --theme articles; barkeep lint; barkeep help"
        )
        return ExitStatus.success
    }

    /// The folder beside the catalog that `demo` exports into.
    static let exportFolderName = "barkeep-demo-export"

    /// Exports the demo themes as UIKit and SwiftUI code beside the catalog, and shows an excerpt: the
    /// main job, turning the catalog into an app's code.
    private static func exportDemo(_ snapshot: CatalogSnapshot, catalogPath: String, console: Console) throws
    {
        let folder = ExportDestination.directory(of: catalogPath) + exportFolderName + "/"
        console.print("$ barkeep export --format uikit|swiftui --output \(folder)")
        let settings = ExportSettings(catalogName: ExportDestination.fileName(of: catalogPath))
        let catalogFiles = CatalogFiles(catalogPath: catalogPath)
        var uikit = ""
        for format in [ExportFormat.uikit, .swiftui] {
            for file in try Exporter.export(
                snapshot, themes: ["articles", "articles-ios16"], as: format, settings: settings)
            {
                let path = try ExportDestination.write(file, to: folder, sparing: catalogFiles)
                let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                console.print("  wrote \(path) (\(lines) lines)")
                if format == .uikit { uikit = file.contents }
            }
        }
        console.print()
        console.print("  Excerpt: the 70 pt bar of article 000, from BarkeepUIKit.swift")
        let lines = uikit.split(separator: "\n", omittingEmptySubsequences: false)
        if let start = lines.firstIndex(where: { $0.hasPrefix("public final class Spacer70NavigationBar") }) {
            for line in lines[start...].prefix(16) { console.print(line.isEmpty ? "" : "    " + line) }
            console.print("    …")
        }
    }
}
