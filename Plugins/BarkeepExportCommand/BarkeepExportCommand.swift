import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory barkeep-export [--target <name>]…`: exports each
/// target's catalog once into the target's own sources, beside the catalog (`App+BarkeepUIKit.swift`),
/// for a team that commits the generated Swift instead of generating it on every build.
///
/// It reads the same files as the `BarkeepGenerate` build plugin — the catalog or snapshot, and
/// `barkeep-generate.json` — and passes the same export options, so a target moves between the two by
/// switching plugins. Targets without a catalog are skipped; `--target` names the ones to export
/// (repeatable; default all). The catalog is exported from a copy in the plugin's work directory, so
/// nothing but the generated files is written into the package.
@main
struct BarkeepExportCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "barkeep-export: unexpected arguments \(extractor.remainingArguments.joined(separator: " ")); "
                    + "expected --target <name> (repeatable)")
            throw BarkeepExportCommandError.failed
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let barkeep = try context.tool(named: "barkeep").url
        var exported = 0
        for case let target as SourceModuleTarget in targets {
            let files = target.sourceFiles.map(\.url)
            guard let catalog = try BarkeepGenerateInputs.catalog(in: files, targetName: target.name) else {
                if !names.isEmpty { Diagnostics.warning("target '\(target.name)' has no Barkeep catalog") }
                continue
            }
            let configuration = try BarkeepGenerateConfiguration.load(from: files, targetName: target.name)
            for format in configuration.formats {
                let output = catalog.deletingLastPathComponent().appending(
                    path: BarkeepGenerateInputs.outputFileName(catalog: catalog, format: format))
                let arguments = BarkeepGenerateInputs.exportArguments(
                    format: format, output: output, configuration: configuration,
                    assetBundle: BarkeepGenerateInputs.assetBundle(of: target))
                try run(
                    ["-c", BarkeepGenerateInputs.copyAndExportScript, "barkeep-export", "", ""]
                        + [context.pluginWorkDirectoryURL.appending(path: target.name).path]
                        + [catalog.path, barkeep.path] + arguments)
                exported += 1
            }
        }
        if exported == 0 {
            Diagnostics.warning(
                "barkeep-export found no target with a catalog (barkeep.sqlite, <Name>.barkeep.sqlite or "
                    + "their .barkeep.json snapshots)")
        }
    }

    /// Runs `/bin/sh` with `arguments`, its output going to the plugin's; throws when it fails.
    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error(
                "barkeep export failed (exit \(process.terminationStatus)); see its message above")
            throw BarkeepExportCommandError.failed
        }
    }
}

/// The command stopped; the details are in the diagnostics it emitted.
enum BarkeepExportCommandError: Error, CustomStringConvertible {
    case failed

    var description: String { "barkeep-export failed" }
}
