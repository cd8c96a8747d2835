import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The SwiftUI and sheet fields of issue 11 in generated code: every field set once type-checks and is
/// formatted at each target; the new placements, visionOS, the toolbar's bar fields and containers, the
/// grabber's three states, background interaction and page sizing come out as Apple documents them.
@Suite struct SwiftUIToolbarAndSheetFieldTests {
    /// A catalog setting every field, exported as SwiftUI at `target`, type-checks and is lint-clean.
    @Test(arguments: SwiftUIExporterTests.targets)
    func everyFieldTypeChecksAt(_ target: String) throws {
        let version = try #require(IOSVersion(target))
        let source = try ExportFixture.export(
            ExportFixture.everyField(deploymentTarget: target), .swiftui, deploymentTarget: version)
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "BarkeepSwiftUI.swift")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(10))\n\(source)")
        try GeneratedSourceExpectations.expectLintClean(source)
        #expect(source.contains("#elseif os(iOS) || os(visionOS)"), "\(source)")
        #expect(
            source.contains(".toolbarBackground(Color(red: 0.039, green: 0.518, blue: 1, opacity: 0.502))"))
        #expect(source.contains(".toolbarBackground(.hidden)"))
        #expect(source.contains(".presentationDragIndicator(.hidden)"))
        #expect(source.contains(".presentationBackgroundInteraction(.enabled(upThrough: .height(320)))"))
        #expect(
            source.contains(
                "pageSizing=true has no SwiftUI modifier; the UIKit export sets prefersPageSizing"))
        let mode =
            target == "17.0" ? ".toolbarTitleDisplayMode(.large)" : ".navigationBarTitleDisplayMode(.large)"
        #expect(source.contains(mode))
    }

    /// Each container choice type-checks at each target, with the expected container.
    @Test(arguments: ["automatic", "stack", "view", "none"])
    func containersTypeCheck(_ container: String) throws {
        for target in SwiftUIExporterTests.targets {
            let source = try Self.toolbarExport(
                ["container=\(container)", "backgroundColor=#FFFFFF", "titleDisplayMode=inline"],
                target: target)
            let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "Toolbar.swift")
            #expect(result.errors.isEmpty, "\(container) at \(target): \(result.errors.prefix(5))\n\(source)")
            #expect(try SwiftFormatLinter.findings(source).isEmpty, "\(container) at \(target)")
            let stack = source.contains("NavigationStack {")
            let view = source.contains("NavigationView {")
            let iOS16 = "if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {"
            // Availability tiers of a @ViewBuilder body, never type erasure.
            #expect(!source.contains("AnyView"), "\(container) at \(target)")
            #expect(
                source.contains("@ViewBuilder\n    public func body")
                    == (target < "16.0" && container != "stack"))
            switch container {
            case "automatic":
                #expect(stack)
                #expect(view == (target < "16.0"))
                if target < "16.0" {
                    #expect(source.contains(iOS16 + "\n            NavigationStack {"))
                    let below = try #require(source.components(separatedBy: iOS16).last)
                    #expect(below.contains("} else {\n            // .toolbarBackground needs iOS 16.0"))
                    #expect(
                        below.contains(
                            "\n            // Before iOS 16.0: NavigationView, stacked so that iPad shows no empty"
                        ))
                }
            case "stack":
                #expect(stack && !view)
                #expect(
                    source.contains(
                        "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\npublic struct EditToolbar"
                    )
                        == (target < "16.0"))
            case "view": #expect(view && !stack)
            default: #expect(!view && !stack)
            }
            if target < "16.0", container == "view" || container == "none" {
                // The background (iOS 16) is applied in the iOS 16 tier, and said to be left out below.
                let tiers = source.components(separatedBy: iOS16 + "\n")
                #expect(tiers.count == 2)
                let below = try #require(tiers.last?.components(separatedBy: "} else {\n").dropFirst().first)
                #expect(
                    tiers.last?.contains(".toolbarBackground(Color(red: 1, green: 1, blue: 1, opacity: 1))")
                        == true)
                #expect(!below.contains(".toolbarBackground("))
                #expect(below.contains("// .toolbarBackground needs iOS 16.0: applied from that version on."))
            }
        }
    }

    /// The new placements are written by name; tvOS gets no title display mode, and watchOS no
    /// deprecated placements.
    @Test func newPlacementsAndPlatforms() throws {
        let source = try Self.toolbarExport(
            [
                "platforms=iOS,tvOS,watchOS,visionOS", "titleDisplayMode=large",
                "items=topBarLeading:Back,automatic:Share,navigationBarTrailing:Done",
            ], target: "16.0")
        #expect(source.contains("ToolbarItem(placement: .topBarLeading)"))
        #expect(source.contains("ToolbarItem(placement: .automatic)"))
        #expect(source.contains("ToolbarItem(placement: .navigationBarTrailing)"))
        #expect(source.contains("#if os(watchOS)"))
        #expect(
            source.contains(
                "// Done (navigationBarTrailing) is left out: the placement does not exist on watchOS."))
        #expect(source.contains("#elseif os(iOS) || os(visionOS)"))
        #expect(source.contains("#else"))
        let tvOS = try #require(source.components(separatedBy: "#else\n").last)
        #expect(!tvOS.contains("TitleDisplayMode"))
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "Toolbar.swift")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
    }

    /// Placements that came later to tvOS (`status`, `bottomBar`: tvOS 18) and watchOS (`bottomBar`,
    /// `topBarLeading`: watchOS 10) are left out of those branches, saying why, until the deployment
    /// target reaches the iOS release they shipped beside; iOS keeps them.
    @Test func placementsNewerOnTvOSAndWatchOSWaitForTheirRelease() throws {
        let fields = [
            "platforms=iOS,tvOS,watchOS", "title=Now",
            "items=primaryAction:Play,bottomBar:Queue,status:Live,topBarLeading:Back",
        ]
        func branches(_ source: String) throws -> (watchOS: String, iOS: String, tvOS: String) {
            let watchOS = try #require(source.components(separatedBy: "#if os(watchOS)").last)
            let parts = watchOS.components(separatedBy: "#elseif os(iOS)")
            let rest = try #require(parts.last?.components(separatedBy: "#else\n"))
            return (parts[0], rest[0], try #require(rest.last))
        }
        let old = try Self.toolbarExport(fields, target: "15.0")
        let (watchOS, iOS, tvOS) = try branches(old)
        for placement in ["bottomBar", "status", "topBarLeading"] {
            #expect(iOS.contains("ToolbarItem(placement: .\(placement))"))
        }
        #expect(!tvOS.contains("placement: .bottomBar") && !tvOS.contains("placement: .status"))
        #expect(tvOS.contains("ToolbarItem(placement: .topBarLeading)"))
        #expect(
            tvOS.contains(
                "// Queue (bottomBar) is left out: it needs tvOS 18.0, released beside iOS 18.0, and the"))
        #expect(!watchOS.contains("placement: .bottomBar") && !watchOS.contains("placement: .topBarLeading"))
        #expect(
            watchOS.contains("// Back (topBarLeading) is left out: it needs watchOS 10.0, released beside"))
        #expect(watchOS.contains("the placement does not exist on watchOS"), "status, which watchOS lacks")
        let new = try Self.toolbarExport(fields, target: "18.0")
        let (watchOS18, _, tvOS18) = try branches(new)
        #expect(tvOS18.contains("ToolbarItem(placement: .bottomBar)"))
        #expect(tvOS18.contains("ToolbarItem(placement: .status)"))
        #expect(watchOS18.contains("ToolbarItem(placement: .topBarLeading)"))
        #expect(!new.contains("left out: it needs"))
        for source in [old, new] {
            let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "Toolbar.swift")
            #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
        }
    }

    /// An item of an iOS 16 placement is shown inside the iOS 16 branch, and left out, with a comment,
    /// only from the NavigationView before it.
    @Test func aNewerPlacementIsShownWhereTheBranchHasIt() throws {
        let source = try Self.toolbarExport(
            ["items=primaryAction:Add:plus,secondaryAction:More:ellipsis", "platforms=iOS"], target: "15.0")
        // The file compiles on every platform, so even an iOS-only preset's check names each release.
        #expect(source.contains("if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {"))
        #expect(!source.contains("AnyView"))
        let parts = source.components(separatedBy: "// Before iOS 16.0: NavigationView")
        #expect(parts.count == 2)
        #expect(parts[0].contains("ToolbarItem(placement: .secondaryAction)"))
        #expect(parts[0].contains("Button(action: onMore)"))
        #expect(!parts[1].contains("ToolbarItem(placement: .secondaryAction)"))
        #expect(parts[1].contains("// More is left out: .secondaryAction needs iOS 16.0"))
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "Toolbar.swift")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
    }

    /// A theme's bar style keeps the background visible where UIKit draws an opaque scroll edge (as the
    /// UIKit export sets `scrollEdgeAppearance`), not where the scroll edge is left to UIKit, and not
    /// when the appearance says its SwiftUI visibility itself.
    @Test(arguments: ["17.0", "18.0"])
    func anOpaqueScrollEdgeKeepsTheBarBackgroundVisible(_ target: String) throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .appearance, "opaque", bar: .navigation, assignments: ["standard.backgroundColor=#FFFFFF"])
            try session.create(
                .appearance, "edge", bar: .tab,
                assignments: ["standard.backgroundColor=#FFFFFF", "scrollEdge=default"])
            try session.create(
                .appearance, "chosen", bar: .toolbar,
                assignments: ["standard.backgroundColor=#FFFFFF", "swiftui.backgroundVisibility=automatic"])
            try session.create(
                .theme, "app",
                assignments: [
                    "navigation=opaque", "tab=edge", "toolbar=chosen", "deploymentTarget=\(target)",
                ])
        }
        let source = try ExportFixture.export(fixture, .swiftui, themes: ["app"])
        // From iOS 18 the visibility is set with the modifier's successor.
        let call = target == "18.0" ? ".toolbarBackgroundVisibility" : ".toolbarBackground"
        let other = target == "18.0" ? ".toolbarBackground(." : ".toolbarBackgroundVisibility("
        #expect(source.contains("\(call)(.visible, for: .navigationBar)"))
        #expect(!source.contains("(.visible, for: .tabBar)"))
        #expect(source.contains("\(call)(.automatic, for: .bottomBar)"))
        #expect(!source.contains("(.visible, for: .bottomBar)"))
        #expect(!source.contains(other))
        let result = try SwiftTypeChecker.shared().typeCheck(source: source, fileName: "BarkeepSwiftUI.swift")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
    }

    /// The grabber's states and background interaction in both exports.
    @Test func grabberAndBackgroundInteraction() throws {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .sheet, "auto",
                assignments: ["detents=medium,large", "grabber=automatic", "backgroundInteraction=enabled"])
            try session.create(
                .sheet, "shown",
                assignments: [
                    "detents=medium,large", "grabber=true", "largestUndimmed=medium",
                    "backgroundInteraction=upThrough:medium", "pageSizing=false",
                ])
            try session.create(
                .sheet, "legacy", assignments: ["grabber=false", "backgroundInteraction=disabled"])
            try session.create(
                .sheet, "custom",
                assignments: ["detents=medium,tall:fraction(0.9)", "backgroundInteraction=enabled"])
            try session.create(.sheet, "plain", assignments: ["backgroundInteraction=enabled"])
        }
        let swiftUI = try ExportFixture.export(fixture, .swiftui, deploymentTarget: "17.0")
        #expect(swiftUI.contains(".presentationDragIndicator(.automatic)"))
        #expect(swiftUI.contains(".presentationDragIndicator(.visible)"))
        #expect(swiftUI.contains(".presentationDragIndicator(.hidden)"))
        #expect(swiftUI.contains(".presentationBackgroundInteraction(.enabled)"))
        #expect(swiftUI.contains(".presentationBackgroundInteraction(.disabled)"))
        #expect(swiftUI.contains(".presentationBackgroundInteraction(.enabled(upThrough: .medium))"))
        let result = try SwiftTypeChecker.shared().typeCheck(
            source: swiftUI, fileName: "BarkeepSwiftUI.swift")
        #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")

        for target: IOSVersion in ["15.0", "17.0"] {
            let uikit = try ExportFixture.export(fixture, .uikit, deploymentTarget: target)
            let auto = try #require(UIKitExportTests.declaration("public enum AutoSheet", in: uikit))
            #expect(!auto.contains("prefersGrabberVisible ="))
            #expect(auto.contains("// grabber=automatic leaves prefersGrabberVisible to UIKit."))
            // Input at every detent: no detent dims, up through the largest.
            #expect(auto.contains("sheet.largestUndimmedDetentIdentifier = .large"))
            let custom = try #require(UIKitExportTests.declaration("public enum CustomSheet", in: uikit))
            #expect(
                custom.contains(
                    "sheet.largestUndimmedDetentIdentifier = UISheetPresentationController.Detent.Identifier(\"tall\")"
                ))
            #expect(
                custom.contains(
                    "if #available(iOS 16.0, *) {\n            sheet.largestUndimmedDetentIdentifier")
                    == (target < "16.0"))
            let plain = try #require(UIKitExportTests.declaration("public enum PlainSheet", in: uikit))
            #expect(plain.contains("sheet.largestUndimmedDetentIdentifier = .large"))
            let shown = try #require(UIKitExportTests.declaration("public enum ShownSheet", in: uikit))
            #expect(shown.contains("sheet.prefersGrabberVisible = true"))
            #expect(shown.contains("sheet.largestUndimmedDetentIdentifier = .medium"))
            #expect(shown.components(separatedBy: "largestUndimmedDetentIdentifier =").count == 2)
            let guarded = shown.contains(
                "if #available(iOS 17.0, *) {\n            sheet.prefersPageSizing = false")
            #expect(guarded == (target < "17.0"))
            #expect(shown.contains("sheet.prefersPageSizing = false"))
            let legacy = try #require(UIKitExportTests.declaration("public enum LegacySheet", in: uikit))
            #expect(legacy.contains("sheet.prefersGrabberVisible = false"))
            #expect(legacy.contains("sheet.largestUndimmedDetentIdentifier = nil"))
            let checked = try SwiftTypeChecker.shared().typeCheck(source: uikit)
            #expect(checked.errors.isEmpty, "\(checked.errors.prefix(5))")
            try GeneratedSourceExpectations.expectLintClean(uikit)
        }
    }

    /// Issue 31: a preset with a title and no items (or none its platforms show) writes no `.toolbar`
    /// call, whose empty body does not type-check; its title and bar modifiers still apply. Checked
    /// with the stubs at every target, and with Apple's SDK at 16.0 where it is prepared. Before the
    /// fix every branch held `.toolbar {\n}`.
    @Test func aTitleWithoutItemsWritesNoEmptyToolbar() throws {
        for items in ["", "items=topBarTrailing:Add:plus"] {
            for target in SwiftUIExporterTests.targets {
                let fixture = try ExportFixture.catalog { session in
                    try session.create(
                        .toolbar, "titled",
                        assignments: ["title=Inbox", "platforms=iOS,tvOS", "backgroundColor=#FFFFFF"]
                            + (items.isEmpty ? [] : [items]))
                }
                let source = try ExportFixture.export(fixture, .swiftui, deploymentTarget: IOSVersion(target))
                // A `.toolbar` holding nothing but comments and blanks.
                let empty = #"\.toolbar \{(\s*//[^\n]*)*\s*\}"#
                #expect(source.range(of: empty, options: .regularExpression) == nil, "\(items) at \(target)")
                #expect(source.contains(".navigationTitle(\"Inbox\")"))
                let result = try SwiftTypeChecker.shared().typeCheck(
                    source: source, fileName: "Toolbar.swift")
                #expect(result.errors.isEmpty, "\(items) at \(target): \(result.errors.prefix(5))\n\(source)")
                try GeneratedSourceExpectations.expectLintClean(source)
                if target == "16.0", let sdk = AppleSDKTypeChecker.prepared {
                    let checked = try sdk.typeCheck(source: source, target: target)
                    #expect(checked.succeeded, "\(items): \(checked.diagnostics)")
                }
            }
        }
    }

    /// A catalog with one toolbar preset `edit` (Cancel and Add on iOS) plus `assignments`, exported as
    /// SwiftUI at `target`.
    static func toolbarExport(_ assignments: [String], target: String) throws -> String {
        let fixture = try ExportFixture.catalog { session in
            try session.create(
                .toolbar, "edit",
                assignments: ["title=Edit", "items=cancellationAction:Cancel,primaryAction:Add:plus"]
                    .filter { base in
                        !assignments.contains {
                            $0.split(separator: "=").first == base.split(separator: "=").first
                        }
                    }
                    + assignments)
        }
        return try ExportFixture.export(fixture, .swiftui, deploymentTarget: IOSVersion(target))
    }
}
