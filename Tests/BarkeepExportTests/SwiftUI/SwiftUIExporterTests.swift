import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// Tests the SwiftUI export of the demo catalog: it type-checks against the stubs and passes
/// `swift format lint` at every deployment target, keeps article 002's toolbar shape, and guards exactly
/// the modifiers newer than the target.
struct SwiftUIExporterTests {
    /// The deployment targets the issue asks for.
    static let targets = ["10.0", "13.0", "15.0", "16.0", "17.0"]

    /// The export type-checks with no errors at each target.
    @Test(arguments: targets)
    func exportTypeChecks(_ target: String) throws {
        let source = try Self.export(target: target)
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "BarkeepSwiftUI.swift")
        #expect(result.errors.isEmpty, "\(result.diagnostics)\n\(source)")
        #expect(result.succeeded)
    }

    /// The export is clean under `swift format lint --strict` with the project's configuration.
    @Test(arguments: targets)
    func exportIsFormatted(_ target: String) throws {
        let source = try Self.export(target: target)
        let findings = try SwiftFormatLinter.findings(source)
        #expect(findings.isEmpty, "\(findings)\n\(source)")
    }

    /// Article 002: Cancel and Add by placement, no container on macOS and watchOS, a navigation
    /// container with the title elsewhere, NavigationView with the stack style before iOS 16.
    @Test func toolbarHasArticle002Shape() throws {
        let source = try Self.export(target: "15.0")
        #expect(Self.has(source, "public struct AddItemToolbar: ViewModifier"))
        #expect(Self.has(source, "#if os(macOS) || os(watchOS)"))
        #expect(Self.has(source, "#else"))
        #expect(Self.has(source, "ToolbarItem(placement: .cancellationAction)"))
        #expect(Self.has(source, "Button(\"Cancel\", action: onCancel)"))
        #expect(Self.has(source, "ToolbarItem(placement: .primaryAction)"))
        #expect(Self.has(source, "Label(\"Add\", systemImage: \"plus\")"))
        #expect(Self.has(source, ".navigationTitle(\"New Item\")"))
        #expect(Self.has(source, "NavigationStack {"))
        #expect(Self.has(source, ".navigationViewStyle(.stack)"))
        // The branch tvOS compiles checks tvOS too: with `*` alone tvOS would run it at any version.
        #expect(
            Self.has(
                source,
                "if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n                NavigationStack {"
            ))
        #expect(!Self.has(source, "AnyView"))
        let modern = try Self.export(target: "16.0")
        #expect(!Self.has(modern, "NavigationView"))
    }

    /// Below iOS 16.4 the 16.4 sheet modifiers are guarded; at 17.0 nothing is.
    @Test func guardsFollowTheTarget() throws {
        for target in ["13.0", "15.0", "16.0"] {
            let source = try Self.export(target: target)
            #expect(
                Self.has(source, "if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)"),
                "\(target)")
            #expect(Self.has(source, ".presentationDetents([.height(320), .medium, .large]"), "\(target)")
        }
        let source = try Self.export(target: "17.0")
        #expect(!Self.has(source, "if #available"))
        #expect(!Self.has(source, "AnyView"))
        #expect(Self.has(source, ".presentationCornerRadius(16)"))
        #expect(Self.has(source, ".presentationBackgroundInteraction(.enabled(upThrough: .medium))"))
        #expect(Self.has(source, "@State private var detent: PresentationDetent = .height(320)"))
        #expect(Self.has(source, ".toolbarBackground(BarkeepSwiftUIColors.paper, for: .navigationBar)"))
    }

    /// SwiftUI is iOS 13: below it every declaration at file scope (types, palette namespaces, each
    /// `extension View`) is marked available from iOS 13 or later; from 13 on, no `extension View` is.
    @Test(arguments: ["10.0", "12.0", "13.0"])
    func declarationsAreAvailableFromSwiftUIsFirstIOS(_ target: String) throws {
        let source = try Self.export(target: target)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declarations = lines.indices.filter { index in
            ["public struct ", "public enum ", "extension "].contains { lines[index].hasPrefix($0) }
        }
        #expect(declarations.count >= 10, "\(source)")
        for index in declarations {
            let attribute = lines[index - 1]
            let version =
                attribute.hasPrefix("@available(iOS ")
                ? Double(attribute.dropFirst("@available(iOS ".count).prefix { $0 != "," }) : nil
            if target == "13.0", lines[index].hasPrefix("extension ") {
                #expect(version == nil, "\(lines[index]) at \(target): \(attribute)")
            } else if target != "13.0" {
                #expect((version ?? 0) >= 13, "\(lines[index]) at \(target): \(attribute)")
            }
        }
    }

    /// Whether `text` contains `part` literally.
    static func has(_ text: String, _ part: String) -> Bool {
        text.range(of: part) != nil
    }

    /// The demo catalog, every theme set to `target`, exported as SwiftUI with `target` outside themes.
    static func export(target: String, assetBundle: AssetBundle = .main) throws -> String {
        let directory = TemporaryDirectory()
        let catalog = try Catalog(path: directory.file("test.sqlite"), create: true, nowMilliseconds: 0)
        let context = ChangeContext(actor: "test", message: nil, command: "test", atMilliseconds: 0)
        try catalog.mutate(context) { session in
            try DemoCatalog.install(in: session)
            for name in ["articles", "articles-ios16", "classic-ios10"] {
                _ = try session.update(.theme, name) { theme in
                    try EntityEditor.applying(["deploymentTarget=\(target)"], to: theme)
                }
            }
        }
        let version = try #require(IOSVersion(target))
        let files = try Exporter.export(
            catalog.snapshot(), themes: [], as: .swiftui,
            settings: ExportSettings(
                catalogName: "test.sqlite", deploymentTarget: version, assetBundle: assetBundle))
        return try #require(files.first).contents
    }
}
