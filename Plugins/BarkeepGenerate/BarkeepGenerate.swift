import Foundation
import PackagePlugin

/// Runs `barkeep export` on the catalog committed in a target, on every build, and compiles the
/// generated Swift into the target: what SwiftGen and R.swift users expect.
///
/// The catalog is the one file in the target named `barkeep.sqlite` or `<Name>.barkeep.sqlite`, or a
/// text snapshot of one, `barkeep.json` or `<Name>.barkeep.json` (`barkeep export --format snapshot`),
/// which a team keeps in git to review changes as diffs and merge them with `barkeep merge`.
/// An optional `barkeep-generate.json` beside the target's sources chooses the formats, themes, access
/// level, type prefix, asset bundle and lint gate (`{ "formats": ["uikit", "swiftui"], "themes":
/// ["articles"], "lint": "error" }`); without it, the whole catalog is exported as public UIKit code. Each format is one build command whose inputs are the catalog and the
/// configuration, so the code is regenerated exactly when either changes.
///
/// `barkeep export` opens its catalog for writing (it migrates and journals), and a build must not
/// write into the sources — on macOS the build sandbox forbids it. So each command exports from a
/// copy of the catalog made in the plugin's work directory, or from a catalog imported there from the
/// snapshot.
///
/// Generated code looks asset colours up in `Bundle.module` when the target's resources include an
/// asset catalog, and in the app's main bundle otherwise (`--asset-bundle`), unless the configuration
/// chooses. In an Xcode project the plugin reads the same files among an Xcode target's input files
/// (the `XcodeBuildToolPlugin`
/// conformance); an app target's assets are in its
/// main bundle.
@main
struct BarkeepGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), targetName: target.name,
            assetBundle: BarkeepGenerateInputs.assetBundle(of: target),
            workDirectory: context.pluginWorkDirectoryURL, barkeep: try context.tool(named: "barkeep").url)
    }

    /// The build commands for a target (a package's or an Xcode project's) whose files are `files`: one
    /// per format, each exporting the target's catalog into `workDirectory` with `barkeep`. Generated
    /// code looks asset colours up in `assetBundle` (`main` or `module`) unless the configuration
    /// chooses: `module`, the `Bundle.module` SwiftPM makes for a package target whose resources include
    /// an asset catalog; `main`, the app's bundle, otherwise.
    static func commands(
        files: [URL], targetName: String, assetBundle: String, workDirectory: URL, barkeep: URL
    ) throws -> [Command] {
        guard let catalog = try BarkeepGenerateInputs.catalog(in: files, targetName: targetName) else {
            Diagnostics.warning(
                "BarkeepGenerate found no catalog in target '\(targetName)'; add barkeep.sqlite or "
                    + "<Name>.barkeep.sqlite to its sources")
            return []
        }
        let configuration = try BarkeepGenerateConfiguration.load(from: files, targetName: targetName)
        // SwiftPM does not run a build-tool plugin again when only a file's contents change
        // (swiftlang/swift-package-manager#7891), so the commands compare the configuration with
        // the copy taken now, and fail rather than build with stale settings.
        let plannedConfiguration = workDirectory.appending(path: "planned-configuration.json")
        try? FileManager.default.removeItem(at: plannedConfiguration)
        if let file = configuration.file {
            try FileManager.default.copyItem(at: file, to: plannedConfiguration)
        }
        return configuration.formats.map { format in
            let output = workDirectory.appending(
                path: BarkeepGenerateInputs.outputFileName(catalog: catalog, format: format))
            let copyDirectory = workDirectory.appending(path: "catalog-" + format)
            let exportArguments = BarkeepGenerateInputs.exportArguments(
                format: format, output: output, configuration: configuration, assetBundle: assetBundle)
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(catalog.lastPathComponent)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", BarkeepGenerateInputs.copyAndExportScript, "barkeep-generate"]
                    + [configuration.file?.path ?? "", plannedConfiguration.path]
                    + [copyDirectory.path, catalog.path, barkeep.path] + exportArguments,
                inputFiles: [catalog, barkeep] + (configuration.file.map { [$0] } ?? []),
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same commands for a target of an Xcode project: the catalog and `barkeep-generate.json` are
    /// found among the target's input files, and asset colours come from the app's main bundle unless
    /// the configuration says `"assetBundle": "module"`.
    extension BarkeepGenerate: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                files: target.inputFiles.map(\.url), targetName: target.displayName, assetBundle: "main",
                workDirectory: context.pluginWorkDirectoryURL,
                barkeep: try context.tool(named: "barkeep").url)
        }
    }
#endif
