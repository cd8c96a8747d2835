import BarkeepTestSupport
import Foundation
import Testing

/// Tests that the UIKit and SwiftUI stubs in `Tests/Stubs` accept the code an exporter emits and
/// reject wrong code, so a clean type-check against them means something.
struct StubFidelityTests {
    /// A realistic hand-written sample of generated code type-checks without errors or warnings.
    @Test func generatedStyleSampleTypeChecksClean() throws {
        let checker = try SwiftTypeChecker.shared()
        let result = checker.typeCheck(file: Self.fixture("GeneratedThemeSample.swift"))
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.warnings.isEmpty, "\(result.diagnostics)")
    }

    /// Colours, fonts and trait collections are not main-actor isolated in UIKit, so a nonisolated
    /// helper may build them.
    @Test func sendableUIKitValuesAreUsableOutsideTheMainActor() throws {
        let source = """
            import UIKit

            func scaledTitleFont() -> UIFont {
                UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
            }

            func brand(for traits: UITraitCollection) -> UIColor {
                traits.userInterfaceStyle == .dark
                    ? UIColor(red: 0.25, green: 0.61, blue: 1, alpha: 1)
                    : UIColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
            }
            """
        let result = try SwiftTypeChecker.shared().typeCheck(source: source)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// Each wrong snippet fails to type-check, with the error that names its mistake.
    @Test(arguments: WrongSnippet.all)
    func wrongCodeFailsToTypeCheck(_ snippet: WrongSnippet) throws {
        let result = try SwiftTypeChecker.shared().typeCheck(source: snippet.source)
        #expect(!result.succeeded, "type-checked, but should not have")
        #expect(
            result.errors.contains { $0.contains(snippet.expectedError) },
            "expected an error containing “\(snippet.expectedError)”, got:\n\(result.diagnostics)")
    }

    private static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}

/// A short piece of Swift that must not type-check against the stubs, and the error it must cause.
struct WrongSnippet: Sendable, CustomTestStringConvertible {
    let name: String
    let expectedError: String
    let source: String

    var testDescription: String { name }

    static let all: [WrongSnippet] = [
        WrongSnippet(
            name: "wrong argument label",
            expectedError: "incorrect argument label in call (have '_:transitionMask:'",
            source: """
                import UIKit
                @MainActor func configure(_ appearance: UINavigationBarAppearance, _ image: UIImage) {
                    appearance.setBackIndicatorImage(image, transitionMask: image)
                }
                """),
        WrongSnippet(
            name: "UIFont(name:size:) treated as non-optional",
            expectedError: "value of optional type 'UIFont?' must be unwrapped",
            source: """
                import UIKit
                func titleFont() -> UIFont {
                    let font: UIFont = UIFont(name: "Nunito-Bold", size: 17)
                    return font
                }
                """),
        WrongSnippet(
            name: "assignment to read-only backIndicatorImage",
            expectedError: "'backIndicatorImage' is a get-only property",
            source: """
                import UIKit
                @MainActor func configure(_ appearance: UINavigationBarAppearance, _ image: UIImage) {
                    appearance.backIndicatorImage = image
                }
                """),
        WrongSnippet(
            name: "compactScrollEdgeAppearance of the wrong type",
            expectedError:
                "cannot assign value of type 'UIToolbarAppearance' to type 'UINavigationBarAppearance'",
            source: """
                import UIKit
                @MainActor func configure(_ bar: UINavigationBar) {
                    bar.compactScrollEdgeAppearance = UIToolbarAppearance()
                }
                """),
        WrongSnippet(
            name: "UIKit class used from a nonisolated function",
            expectedError:
                "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context",
            source: """
                import UIKit
                func makeAppearance() -> UINavigationBarAppearance {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    return appearance
                }
                """),
        WrongSnippet(
            name: "nil titleTextAttributes on an appearance",
            expectedError: "'nil' cannot be assigned to type '[NSAttributedString.Key : Any]'",
            source: """
                import UIKit
                @MainActor func configure(_ appearance: UINavigationBarAppearance) {
                    appearance.titleTextAttributes = nil
                }
                """),
        WrongSnippet(
            name: "nil standardAppearance",
            expectedError: "'nil' cannot be assigned to type 'UINavigationBarAppearance'",
            source: """
                import UIKit
                @MainActor func configure(_ bar: UINavigationBar) {
                    bar.standardAppearance = nil
                }
                """),
        WrongSnippet(
            name: "preferredCornerRadius read as non-optional",
            expectedError: "value of optional type 'CGFloat?' must be unwrapped",
            source: """
                import UIKit
                @MainActor func radius(_ sheet: UISheetPresentationController) -> CGFloat {
                    let radius: CGFloat = sheet.preferredCornerRadius
                    return radius
                }
                """),
        WrongSnippet(
            name: "string literal as a detent identifier",
            expectedError: "cannot convert value of type 'String' to expected argument type "
                + "'UISheetPresentationController.Detent.Identifier'",
            source: """
                import UIKit
                @MainActor func configure(_ sheet: UISheetPresentationController) {
                    sheet.detents = [.custom(identifier: "compact") { _ in 320 }]
                }
                """),
        WrongSnippet(
            name: "dynamic colour provider returning the wrong type",
            expectedError: "cannot convert value of type 'Bool' to closure result type 'UIColor'",
            source: """
                import UIKit
                let isDark = UIColor { traits in traits.userInterfaceStyle == .dark }
                """),
        WrongSnippet(
            name: "toolbar item placement used as a bar placement",
            expectedError: "type 'ToolbarPlacement' has no member 'navigation'",
            source: """
                import SwiftUI
                struct BarStyle: ViewModifier {
                    func body(content: Content) -> some View {
                        content.toolbarColorScheme(.dark, for: .navigation)
                    }
                }
                """),
        WrongSnippet(
            name: "toolbar item content passed as a view, not a builder",
            expectedError: "cannot convert value of type 'Text' to expected argument type '() -> Content'",
            source: """
                import SwiftUI
                struct Bar: ViewModifier {
                    func body(content: Content) -> some View {
                        content.toolbar {
                            ToolbarItem(placement: .topBarLeading, content: Text("Back"))
                        }
                    }
                }
                """),
    ]
}
