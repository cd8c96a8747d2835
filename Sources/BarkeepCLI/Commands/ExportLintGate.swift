import BarkeepCore
import BarkeepExport

/// `barkeep export --lint error|warning|off`: what lint findings do to a Swift export, for builds that
/// generate code on every run (the BarkeepGenerate plugin's `"lint"` setting, an Xcode build phase).
enum ExportLintGate: String, CaseIterable {
    /// Lint errors stop the export, each printed on standard error; warnings are printed too.
    case error
    /// Errors and warnings become `#warning("…")` lines at the end of the generated file.
    case warning
    /// No lint.
    case off

    /// The `--lint` option.
    static let option = OptionDeclaration(
        name: "lint",
        help:
            "With --format uikit or swiftui: error fails on lint errors, printing them; warning adds "
            + "errors and warnings to the file as #warning lines; off does not lint.",
        valueName: "gate", allowedValues: allCases.map(\.rawValue), defaultValue: off.rawValue)

    /// `stream` after the gate, for `snapshot` exported (the closure of `themes`, or all of it when
    /// empty) with lint's `deploymentTarget` for entities outside themes; only findings on exported
    /// entities count. Unchanged with ``off`` or without findings; with ``warning``, followed by the
    /// `#warning` lines; with ``error``, thrown away by an ``ExportLintGateError`` after the findings are
    /// printed on `console`.
    func apply(
        to stream: ExportStream, snapshot: CatalogSnapshot, themes: [String], deploymentTarget: IOSVersion,
        console: Console
    ) throws -> ExportStream {
        guard self != .off else { return stream }
        let report = Linter(snapshot: snapshot, deploymentTarget: deploymentTarget).run()
        let exported = try snapshot.closure(ofThemes: themes)
        let findings = report.findings.filter { finding in
            finding.severity != .note
                && (themes.isEmpty || exported.entity(finding.kind, finding.entity) != nil)
        }
        let errors = findings.filter { $0.severity == .error }.count
        switch self {
        case .off:
            return stream
        case .warning:
            return stream.appending(
                SwiftWarningDirectives.text(
                    findings.map(\.description), source: "barkeep lint findings (export --lint warning):"))
        case .error:
            for finding in findings { console.note(finding.description) }
            guard errors == 0 else { throw ExportLintGateError(errors: errors) }
            return stream
        }
    }
}

/// `--lint error` found errors: the export is not written.
struct ExportLintGateError: Error, CustomStringConvertible {
    /// How many lint errors there were.
    let errors: Int

    var description: String {
        "lint found \(errors) error\(errors == 1 ? "" : "s") in the catalog, so nothing was exported "
            + "(--lint error); fix \(errors == 1 ? "it" : "them") (barkeep lint), or export with --lint warning"
    }
}
