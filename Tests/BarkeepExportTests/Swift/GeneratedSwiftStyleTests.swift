import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// `--access-level` and `--type-prefix`: the UIKit and SwiftUI files of a catalog that sets every field
/// still type-check (against the stubs, and Apple's SDK where it is prepared) with each access level,
/// prefix and asset bundle, declare nothing `public` when internal, and name no `Barkeep…` type when
/// prefixed.
struct GeneratedSwiftStyleTests {
    /// The styles checked: internal with the usual names, public and internal with another prefix.
    static let styles = [
        GeneratedSwiftStyle(accessLevel: .internal),
        GeneratedSwiftStyle(accessLevel: .public, typePrefix: "Acme"),
        GeneratedSwiftStyle(accessLevel: .internal, typePrefix: "Acme2"),
    ]

    /// The fixed type names of the standard style, each as a whole word.
    static let fixedNames = [
        "BarkeepTheme", "BarkeepColors", "BarkeepAssetBundle", "BarkeepSwiftUIColors",
        "BarkeepSwiftUIPalette",
        "BarkeepSwiftUIPaletteColor", "BarkeepSwiftUIAssetBundle",
    ]

    /// Stands in for the `Bundle.module` SwiftPM generates for a target with resources.
    static let moduleBundle =
        "\nimport Foundation\nextension Bundle { static var module: Bundle { .main } }\n"

    @Test(arguments: styles, [ExportFormat.uikit, .swiftui])
    func everyFieldTypeChecksInEachStyle(_ style: GeneratedSwiftStyle, _ format: ExportFormat) throws {
        let catalog = try ExportFixture.everyField(deploymentTarget: "15.0")
        let checker = try SwiftTypeChecker.shared()
        for bundle in AssetBundle.allCases {
            let source = try ExportFixture.export(catalog, format, assetBundle: bundle, swiftStyle: style)
            let lines = source.split(separator: "\n").map { $0.drop { $0 == " " } }
            if style.accessLevel == .internal {
                #expect(!lines.contains { $0.hasPrefix("public ") })
            } else {
                #expect(lines.contains { $0.hasPrefix("public enum \(style.typePrefix)") })
            }
            let words = Set(source.split { !$0.isLetter && !$0.isNumber }.map(String.init))
            if style.typePrefix != GeneratedSwiftStyle.defaultTypePrefix {
                #expect(Self.fixedNames.allSatisfy { !words.contains($0) })
                #expect(words.contains(style.typePrefix + (format == .uikit ? "Theme" : "SwiftUIPalette")))
            }
            let checked = source + (bundle == .module ? Self.moduleBundle : "")
            let result = try checker.typeCheck(source: checked)
            #expect(result.succeeded, "\(format) \(bundle) \(style): \(result.errors.prefix(10))")
            #expect(result.warnings.isEmpty, "\(format) \(bundle) \(style): \(result.warnings.prefix(10))")
            if let sdk = AppleSDKTypeChecker.prepared {
                let real = try sdk.typeCheck(source: checked, target: "15.0")
                #expect(real.succeeded, "SDK \(format) \(bundle) \(style): \(real.errors.prefix(10))")
                #expect(
                    real.warnings.isEmpty, "SDK \(format) \(bundle) \(style): \(real.warnings.prefix(10))")
            }
        }
    }

    @Test func theStandardStyleLeavesTheExportAsItWas() throws {
        let catalog = try ExportFixture.demo()
        for format in [ExportFormat.uikit, .swiftui] {
            let standard = try ExportFixture.export(catalog, format)
            let explicit = try ExportFixture.export(
                catalog, format, swiftStyle: GeneratedSwiftStyle(accessLevel: .public, typePrefix: "Barkeep"))
            #expect(standard == explicit)
        }
    }

    @Test func aTypePrefixMustStartASwiftTypeName() {
        #expect(GeneratedSwiftStyle.validTypePrefix("Acme2"))
        for prefix in ["", "2Acme", "Ac-me", "Ac me", "Äcme"] {
            #expect(!GeneratedSwiftStyle.validTypePrefix(prefix))
        }
    }
}

extension GeneratedSwiftStyle: CustomTestStringConvertible {
    public var testDescription: String { "\(accessLevel.rawValue) \(typePrefix)" }
}
