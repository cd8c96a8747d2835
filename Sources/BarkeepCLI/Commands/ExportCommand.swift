import BarkeepCore
import BarkeepExport

/// `barkeep export --format <f> [--theme <t>]… [--output <path>] [--deployment-target <v>]
/// [--asset-bundle <bundle>] [--access-level <level>] [--type-prefix <prefix>] [--lint <gate>] [--at <time>]`: the resolved catalog as code, written atomically.
enum ExportCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "export",
            abstract:
                "Turn the catalog into an app's code, JSON, a snapshot for git, design tokens or a style guide.",
            discussion:
                "Exports the whole catalog, or the closure of the given themes (their members, parents and "
                + "palette colours). Output is deterministic: the same catalog gives the same bytes. Without "
                + "--output the file goes to standard output; with it, the file is written atomically (a "
                + "directory gets \(ExportFormat.allCases.filter { !$0.writesFolder }.map(\.defaultFileName).joined(separator: " or "))). "
                + "One file serves every exported theme, so it targets the lowest of their deployment "
                + "targets (and --deployment-target, for entities outside themes) and guards newer APIs with "
                + "#available. In an Xcode build phase: barkeep --db Bars.sqlite export --format uikit "
                + "--output \"$SRCROOT/Generated/BarkeepUIKit.swift\"; with SwiftPM, add the "
                + "BarkeepGenerate plugin to the target instead (it passes --asset-bundle module when the "
                + "target's resources include an asset catalog). json writes the resolved entities as resolve "
                + "--json does (--explain adds provenance); snapshot writes the stored catalog for git, which "
                + "barkeep import reads back; dtcg writes W3C design tokens; html writes a self-contained style "
                + "guide page with every bar drawn true to size, contrast and lint findings; xcassets writes an "
                + "Xcode asset catalog folder (--output Colors.xcassets) with one colour set per palette colour, "
                + "replacing only a catalog it wrote before.",
            options: [
                OptionDeclaration(
                    name: "format", help: "What to write.", valueName: "format",
                    allowedValues: ExportFormat.allCases.map(\.rawValue),
                    defaultValue: ExportFormat.uikit.rawValue),
                OptionDeclaration(
                    name: "theme", help: "Export only this theme's closure (repeatable).", valueName: "theme",
                    isRepeatable: true, completion: CommonOptions.names(.theme)),
                OptionDeclaration(
                    name: "output", shortName: "o",
                    help: "Write to this file or directory instead of stdout.",
                    valueName: "path", completion: .file),
                OptionDeclaration(
                    name: "deploymentTarget", help: "iOS version for entities outside themes.",
                    valueName: "version", defaultValue: ResolvedTheme.defaultDeploymentTarget.description),
                OptionDeclaration(
                    name: "assetBundle",
                    help:
                        "With --format uikit or swiftui: the bundle asset colours are looked up in, the app's "
                        + "main bundle or the Swift package target's Bundle.module.",
                    valueName: "bundle", allowedValues: AssetBundle.allCases.map(\.rawValue),
                    defaultValue: AssetBundle.main.rawValue),
                OptionDeclaration(
                    name: "accessLevel",
                    help: "With --format uikit or swiftui: the generated declarations' access.",
                    valueName: "level",
                    allowedValues: GeneratedSwiftStyle.AccessLevel.allCases.map(\.rawValue),
                    defaultValue: GeneratedSwiftStyle.AccessLevel.public.rawValue),
                OptionDeclaration(
                    name: "typePrefix",
                    help:
                        "With --format uikit or swiftui: what BarkeepTheme, BarkeepColors… start with instead.",
                    valueName: "prefix", defaultValue: GeneratedSwiftStyle.defaultTypePrefix),
                ExportLintGate.option,
                SnapshotSource.atOption,
                OptionDeclaration(
                    name: "explain", help: "With --format json: add where each value came from."),
            ],
            examples: [
                "barkeep export --format uikit --theme articles",
                "barkeep export --format swiftui --output Sources/App/Generated/",
                "barkeep export --format swiftui --asset-bundle module -o Generated/",
                "barkeep export --format uikit --access-level internal --type-prefix Acme --lint error",
                "barkeep export --format uikit --at @12 -o Bars.swift",
                "barkeep export --format snapshot -o catalog.json",
                "barkeep export --format json --explain --theme articles",
                "barkeep export --format html -o style-guide.html",
                "barkeep export --format xcassets -o App/Colors.xcassets",
            ])
    ) { invocation in
        guard let formatName = invocation.command.option("format") else {
            throw invocation.usageError("missing expected option '--format <format>'")
        }
        guard let format = ExportFormat(rawValue: formatName) else {
            throw invocation.usageError(
                "unknown format '\(formatName)'; expected "
                    + ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        // Its default is for entities outside themes: an export of named themes takes theirs.
        let explicitTarget = invocation.command.givenOption("deploymentTarget")
        var outsideThemes: IOSVersion? = nil
        if let explicitTarget {
            switch DeploymentTargetRule.version(explicitTarget) {
            case .success(let version): outsideThemes = version
            case .failure(let error): throw invocation.usageError(error.description)
            }
        }
        let themes = invocation.command.options("theme")
        let explain = invocation.command.flag("explain")
        if explain, format != .json {
            throw invocation.usageError("--explain applies to --format json only")
        }
        // The parser has checked the value against the declaration's allowed values.
        let assetBundle = AssetBundle(rawValue: invocation.command.option("assetBundle") ?? "") ?? .main
        if invocation.command.givenOption("assetBundle") != nil, !format.writesSwift {
            throw invocation.usageError("--asset-bundle applies to --format uikit and swiftui only")
        }
        if format.writesFolder { return try exportAssetCatalog(invocation, themes: themes) }
        let (swiftStyle, lint) = try swiftOptions(invocation, format: format)
        if themes.isEmpty, outsideThemes == nil { outsideThemes = ResolvedTheme.defaultDeploymentTarget }
        let settings = ExportSettings(
            catalogName: ExportDestination.fileName(of: invocation.databasePath),
            deploymentTarget: outsideThemes, explain: explain, assetBundle: assetBundle,
            swiftStyle: swiftStyle)
        // With --output, the text goes to a temporary file removed on any error, so a catalog that
        // does not resolve needs no check before writing; standard output cannot take text back.
        let output = invocation.command.option("output")
        let snapshot = try SnapshotSource.snapshot(invocation, provenanceForAll: explain)
        let stream = try lint.apply(
            to: try Exporter.stream(
                snapshot, themes: themes, as: format, settings: settings, checkingFirst: output == nil),
            snapshot: snapshot, themes: themes,
            deploymentTarget: outsideThemes ?? ResolvedTheme.defaultDeploymentTarget,
            console: invocation.console)
        guard let output else {
            try stream.write { invocation.console.writeOutput($0) }
            return ExitStatus.success
        }
        let path = try ExportDestination.write(
            stream, to: output, sparing: CatalogFiles(catalogPath: invocation.databasePath))
        invocation.console.print("wrote \(path)")
        return ExitStatus.success
    }

    /// `--access-level`, `--type-prefix` and `--lint`, which apply to the Swift formats only.
    private static func swiftOptions(_ invocation: Invocation, format: ExportFormat) throws
        -> (GeneratedSwiftStyle, ExportLintGate)
    {
        let command = invocation.command
        for name in ["accessLevel", "typePrefix", "lint"]
        where command.givenOption(name) != nil && !format.writesSwift {
            throw invocation.usageError(
                "--\(KebabCase.converting(name)) applies to --format uikit and swiftui only")
        }
        let prefix = command.option("typePrefix") ?? GeneratedSwiftStyle.defaultTypePrefix
        guard GeneratedSwiftStyle.validTypePrefix(prefix) else {
            throw invocation.usageError(
                "--type-prefix '\(prefix)' cannot start a Swift type name; expected an ASCII letter, then letters "
                    + "and digits, such as Acme")
        }
        // The parser has checked the other values against the declarations' allowed values.
        let access = GeneratedSwiftStyle.AccessLevel(rawValue: command.option("accessLevel") ?? "") ?? .public
        return (
            GeneratedSwiftStyle(accessLevel: access, typePrefix: prefix),
            ExportLintGate(rawValue: command.option("lint") ?? "") ?? .off
        )
    }
}
