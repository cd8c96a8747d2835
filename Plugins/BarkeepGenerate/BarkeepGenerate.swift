import Foundation
import PackagePlugin

/// Runs `barkeep export` on the catalog committed in a target, on every build, and compiles the
/// generated Swift into the target: what SwiftGen and R.swift users expect.
///
/// The catalog is the one file in the target named `barkeep.sqlite` or `<Name>.barkeep.sqlite`, or a
/// text snapshot of one, `barkeep.json` or `<Name>.barkeep.json` (`barkeep export --format snapshot`),
/// which a team keeps in git to review changes as diffs and merge them with `barkeep merge`.
/// An optional `barkeep-generate.json` beside the target's sources chooses the formats and themes
/// (`{ "formats": ["uikit", "swiftui"], "themes": ["articles"] }`); without it, the whole catalog is
/// exported as UIKit code. Each format is one build command whose inputs are the catalog and the
/// configuration, so the code is regenerated exactly when either changes.
///
/// `barkeep export` opens its catalog for writing (it migrates and journals), and a build must not
/// write into the sources — on macOS the build sandbox forbids it. So each command exports from a
/// copy of the catalog made in the plugin's work directory, or from a catalog imported there from the
/// snapshot.
///
/// Generated code looks asset colours up in `Bundle.module` when the target's resources include an
/// asset catalog, and in the app's main bundle otherwise (`--asset-bundle`).
@main
struct BarkeepGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard let catalog = try BarkeepGenerateInputs.catalog(in: target) else { return [] }
        let configuration = try BarkeepGenerateConfiguration.load(from: target)
        let barkeep = try context.tool(named: "barkeep").url
        // SwiftPM does not run a build-tool plugin again when only a file's contents change
        // (swiftlang/swift-package-manager#7891), so the commands compare the configuration with
        // the copy taken now, and fail rather than build with stale formats or themes.
        let plannedConfiguration = context.pluginWorkDirectoryURL.appending(
            path: "planned-configuration.json")
        try? FileManager.default.removeItem(at: plannedConfiguration)
        if let file = configuration.file {
            try FileManager.default.copyItem(at: file, to: plannedConfiguration)
        }
        return configuration.formats.map { format in
            let output = context.pluginWorkDirectoryURL.appending(
                path: BarkeepGenerateInputs.outputFileName(catalog: catalog, format: format))
            let copyDirectory = context.pluginWorkDirectoryURL.appending(path: "catalog-" + format)
            let exportArguments =
                ["export", "--format", format]
                + configuration.themes.flatMap { ["--theme", $0] }
                + ["--asset-bundle", BarkeepGenerateInputs.assetBundle(of: target)]
                + ["--output", output.path]
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

/// Finding the catalog, and naming what is generated from it.
enum BarkeepGenerateInputs {
    /// `sh -c` script: `$1` the configuration file (empty without one), `$2` the copy of it the
    /// plugin planned with, `$3` copy directory, `$4` catalog, `$5` barkeep, then the export
    /// arguments. A stale `-wal` or `-shm` beside an older copy would be read as part of the new
    /// one, so they go. A snapshot (`*.json`) is imported into a new catalog instead of copied.
    static let copyAndExportScript = """
        set -e
        if [ -n "$1" ] && ! cmp -s "$1" "$2"; then
            echo "error: $1 changed since SwiftPM last ran the BarkeepGenerate plugin, which it does \
        not redo for a changed file (swiftlang/swift-package-manager#7891); touch Package.swift or \
        run 'swift package clean', then build again" >&2
            exit 1
        fi
        shift 2
        mkdir -p "$1"
        name="${2##*/}"
        copy="$1/${name%.json}"
        case "$2" in *.json) copy="$copy.sqlite" ;; esac
        rm -f "$copy" "$copy-wal" "$copy-shm" "$copy-wal-base"
        tool="$3"
        case "$2" in
            *.json) "$tool" --db "$copy" import "$2" > /dev/null ;;
            *) cp "$2" "$copy" ;;
        esac
        shift 3
        exec "$tool" --db "$copy" "$@"
        """

    /// The target's catalog, or nil when it has none. More than one is an error: each exports the
    /// same top-level names (`BarkeepColors`, `BarkeepTheme`), so two would not compile together.
    static func catalog(in target: SourceModuleTarget) throws -> URL? {
        let files = target.sourceFiles.map(\.url)
        let catalogs = files.filter { isCatalog($0.lastPathComponent) }
            .sorted { $0.path < $1.path }
        guard catalogs.count <= 1 else {
            let names = catalogs.map(\.lastPathComponent).joined(separator: ", ")
            Diagnostics.error(
                "target '\(target.name)' has \(catalogs.count) Barkeep catalogs (\(names)); "
                    + "BarkeepGenerate exports one catalog per target")
            throw BarkeepGenerateError.moreThanOneCatalog
        }
        if catalogs.isEmpty {
            Diagnostics.warning(
                "BarkeepGenerate found no catalog in target '\(target.name)'; add barkeep.sqlite or "
                    + "<Name>.barkeep.sqlite to its sources")
        }
        return catalogs.first
    }

    /// Whether `fileName` names a catalog: `barkeep.sqlite` or `<Name>.barkeep.sqlite`.
    static func isCatalog(_ fileName: String) -> Bool {
        catalogSuffixes.contains { suffix in
            fileName == String(suffix.dropFirst()) || (fileName.hasSuffix(suffix) && fileName != suffix)
        }
    }

    /// The endings of a catalog's file name: a SQLite catalog or its text snapshot.
    static let catalogSuffixes = [".barkeep.sqlite", ".barkeep.json"]

    /// The `--asset-bundle` of `target`'s generated code: `module` when its resources include an asset
    /// catalog (a `.xcassets` directory, which SwiftPM lists as one resource file), so asset colours are
    /// looked up in the `Bundle.module` SwiftPM makes for a target with resources; `main`, the app's
    /// bundle, otherwise (a target without resources has no `Bundle.module`).
    static func assetBundle(of target: SourceModuleTarget) -> String {
        let hasAssetCatalog = target.sourceFiles.contains {
            $0.type == .resource && $0.url.pathExtension == "xcassets"
        }
        return hasAssetCatalog ? "module" : "main"
    }

    /// `App+BarkeepUIKit.swift` for `App.barkeep.sqlite`; `BarkeepUIKit.swift` for `barkeep.sqlite`.
    static func outputFileName(catalog: URL, format: String) -> String {
        let fileName = catalog.lastPathComponent
        let base = "Barkeep" + (format == "swiftui" ? "SwiftUI" : "UIKit") + ".swift"
        guard let suffix = catalogSuffixes.first(where: { fileName.hasSuffix($0) }) else { return base }
        return String(fileName.dropLast(suffix.count)) + "+" + base
    }
}

/// `barkeep-generate.json`: which formats to generate and which themes to export.
struct BarkeepGenerateConfiguration {
    /// The configuration file's name, looked for among the target's files.
    static let fileName = "barkeep-generate.json"
    /// The formats `barkeep export` writes.
    static let knownFormats = ["uikit", "swiftui"]

    /// `uikit`, `swiftui` or both; `["uikit"]` without a file.
    var formats: [String] = ["uikit"]
    /// The themes to export; empty exports the whole catalog.
    var themes: [String] = []
    /// The file read, if there was one.
    var file: URL? = nil

    /// The configuration among `target`'s files, or the default when there is none.
    static func load(from target: SourceModuleTarget) throws -> BarkeepGenerateConfiguration {
        let files = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == fileName }
        guard let url = files.first else { return BarkeepGenerateConfiguration() }
        guard files.count == 1 else {
            Diagnostics.error("target '\(target.name)' has \(files.count) \(fileName) files; expected one")
            throw BarkeepGenerateError.invalidConfiguration
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
        } catch {
            return try fail(url, "is not valid JSON: \(error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else { return try fail(url, "must be a JSON object") }
        var configuration = BarkeepGenerateConfiguration(file: url)
        for key in dictionary.keys.sorted() where !["formats", "themes"].contains(key) {
            return try fail(url, "has an unknown key '\(key)'; expected \"formats\" and \"themes\"")
        }
        if let formats = dictionary["formats"] {
            guard let formats = formats as? [String], !formats.isEmpty else {
                return try fail(url, "\"formats\" must be a non-empty array of strings")
            }
            for format in formats where !knownFormats.contains(format) {
                return try fail(url, "has an unknown format '\(format)'; expected uikit or swiftui")
            }
            configuration.formats = knownFormats.filter(formats.contains)
        }
        if let themes = dictionary["themes"] {
            guard let themes = themes as? [String] else {
                return try fail(url, "\"themes\" must be an array of theme names")
            }
            configuration.themes = themes
        }
        return configuration
    }

    private static func fail(_ url: URL, _ message: String) throws -> BarkeepGenerateConfiguration {
        Diagnostics.error("\(url.path) \(message)")
        throw BarkeepGenerateError.invalidConfiguration
    }
}

/// Why the plugin created no commands; the details are in the diagnostics it emitted.
enum BarkeepGenerateError: Error, CustomStringConvertible {
    case moreThanOneCatalog
    case invalidConfiguration

    var description: String {
        switch self {
        case .moreThanOneCatalog: "more than one Barkeep catalog in the target"
        case .invalidConfiguration: "invalid \(BarkeepGenerateConfiguration.fileName)"
        }
    }
}
