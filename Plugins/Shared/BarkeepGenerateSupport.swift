import Foundation
import PackagePlugin

// Shared by the BarkeepGenerate build plugin and the barkeep-export command plugin: a plugin target
// cannot depend on a library, so each plugin's directory holds a symbolic link to this file.

/// Finding the catalog among a target's files, and naming what is generated from it.
enum BarkeepGenerateInputs {
    /// The catalog among `files` (a target's), or nil when there is none. More than one is an error:
    /// each exports the same top-level names (`BarkeepColors`, `BarkeepTheme`), so two would not
    /// compile together.
    static func catalog(in files: [URL], targetName: String) throws -> URL? {
        let catalogs = files.filter { isCatalog($0.lastPathComponent) }.sorted { $0.path < $1.path }
        guard catalogs.count <= 1 else {
            let names = catalogs.map(\.lastPathComponent).joined(separator: ", ")
            Diagnostics.error(
                "target '\(targetName)' has \(catalogs.count) Barkeep catalogs (\(names)); "
                    + "BarkeepGenerate exports one catalog per target")
            throw BarkeepGenerateError.moreThanOneCatalog
        }
        return catalogs.first
    }

    /// Whether `fileName` names a catalog: `barkeep.sqlite` or `<Name>.barkeep.sqlite`, or a snapshot,
    /// `barkeep.json` or `<Name>.barkeep.json`.
    static func isCatalog(_ fileName: String) -> Bool {
        catalogSuffixes.contains { suffix in
            fileName == String(suffix.dropFirst()) || (fileName.hasSuffix(suffix) && fileName != suffix)
        }
    }

    /// `sh -c` script: `$1` the configuration file (empty without one), `$2` the copy of it the
    /// plugin planned with (the check is skipped when `$1` is empty), `$3` copy directory, `$4` catalog, `$5` barkeep, then the export
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

    /// The `barkeep` arguments after `--db <catalog>` that export `format` to `output` as
    /// `configuration` says, with `assetBundle` unless the configuration chooses one.
    static func exportArguments(
        format: String, output: URL, configuration: BarkeepGenerateConfiguration, assetBundle: String
    ) -> [String] {
        ["export", "--format", format]
            + configuration.themes.flatMap { ["--theme", $0] }
            + ["--asset-bundle", configuration.assetBundle ?? assetBundle]
            + ["--access-level", configuration.accessLevel, "--type-prefix", configuration.typePrefix]
            + ["--lint", configuration.lint]
            + ["--output", output.path]
    }
}

/// `barkeep-generate.json`: which formats to generate, which themes to export, and how.
struct BarkeepGenerateConfiguration {
    /// The configuration file's name, looked for among the target's files.
    static let fileName = "barkeep-generate.json"
    /// The formats `barkeep export` writes.
    static let knownFormats = ["uikit", "swiftui"]
    /// Each key with the values it allows (nil: any string of the right shape, checked below).
    static let keys: [(name: String, values: [String]?)] = [
        ("formats", nil), ("themes", nil), ("accessLevel", ["public", "internal"]), ("typePrefix", nil),
        ("assetBundle", ["main", "module"]), ("lint", ["error", "warning", "off"]),
    ]

    /// `uikit`, `swiftui` or both; `["uikit"]` without a file.
    var formats: [String] = ["uikit"]
    /// The themes to export; empty exports the whole catalog.
    var themes: [String] = []
    /// `--access-level`: `public` or `internal`.
    var accessLevel = "public"
    /// `--type-prefix`: what the generated types' names start with.
    var typePrefix = "Barkeep"
    /// `--asset-bundle`, when the file chooses one; otherwise the plugin decides from the target.
    var assetBundle: String? = nil
    /// `--lint`: `error`, `warning` or `off`.
    var lint = "off"
    /// The file read, if there was one.
    var file: URL? = nil

    /// The configuration among `files` (a target's), or the default when there is none.
    static func load(from files: [URL], targetName: String) throws -> BarkeepGenerateConfiguration {
        let found = files.filter { $0.lastPathComponent == fileName }
        guard let url = found.first else { return BarkeepGenerateConfiguration() }
        guard found.count == 1 else {
            Diagnostics.error("target '\(targetName)' has \(found.count) \(fileName) files; expected one")
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
        let names = keys.map(\.name)
        for key in dictionary.keys.sorted() where !names.contains(key) {
            let expected = names.map { "\"\($0)\"" }.joined(separator: ", ")
            return try fail(url, "has an unknown key '\(key)'; expected \(expected)")
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
        for (key, values) in keys where dictionary[key] != nil && !["formats", "themes"].contains(key) {
            guard let value = dictionary[key] as? String, values?.contains(value) ?? !value.isEmpty else {
                let allowed = values.map { $0.map { "\"\($0)\"" }.joined(separator: ", ") } ?? "a string"
                return try fail(url, "\"\(key)\" must be \(allowed)")
            }
            switch key {
            case "accessLevel": configuration.accessLevel = value
            case "typePrefix": configuration.typePrefix = value
            case "assetBundle": configuration.assetBundle = value
            default: configuration.lint = value
            }
        }
        return configuration
    }

    private static func fail(_ url: URL, _ message: String) throws -> BarkeepGenerateConfiguration {
        Diagnostics.error("\(url.path) \(message)")
        throw BarkeepGenerateError.invalidConfiguration
    }
}

/// Why a plugin created no commands; the details are in the diagnostics it emitted.
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
