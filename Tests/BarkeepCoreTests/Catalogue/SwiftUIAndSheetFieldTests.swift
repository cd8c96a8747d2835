import BarkeepStore
import Testing

@testable import BarkeepCore

/// The SwiftUI and sheet fields of issue 11: toolbar placements and platforms, the toolbar preset's bar
/// fields and container, the grabber's three states (with `true`/`false` still accepted and stored
/// values still loading), background interaction and page sizing.
@Suite struct SwiftUIAndSheetFieldTests {
    /// The row of `path` in the catalogue of `kind`.
    static func spec(_ kind: EntityKind, _ path: String) throws -> FieldSpec {
        try #require(FieldCatalogue.of(kind).specs.first { $0.path == path })
    }

    @Test func theNewPlacementsParseWithVersionsAndPlatforms() throws {
        let spec = try Self.spec(.toolbar, "items")
        let value = try FieldValueParser.parse(
            "automatic:Share,topBarLeading:Back,topBarTrailing:Done,navigationBarLeading:Old,"
                + "navigationBarTrailing:Older", for: spec)
        guard case .toolbarItems(let items) = value else { throw CancellationError() }
        #expect(
            items.map(\.placement) == [
                .automatic, .topBarLeading, .topBarTrailing, .navigationBarLeading, .navigationBarTrailing,
            ])
        #expect(items.allSatisfy { $0.placement.introduced == .iOS14 })
        #expect(ToolbarPlacement.automatic.platforms == Set(Platform.allCases))
        #expect(!ToolbarPlacement.topBarLeading.platforms.contains(.macOS))
        #expect(ToolbarPlacement.topBarLeading.platforms.isSuperset(of: [.watchOS, .visionOS, .tvOS]))
        #expect(!ToolbarPlacement.navigationBarTrailing.platforms.contains(.watchOS))
        #expect(ToolbarPlacement.navigationBarLeading.replacement == .topBarLeading)
        #expect(ToolbarPlacement.navigationBarTrailing.replacement == .topBarTrailing)
        #expect(ToolbarPlacement.topBarLeading.replacement == nil)
        #expect(!ToolbarPlacement.keyboard.platforms.contains(.visionOS))
    }

    @Test func visionOSIsAPlatform() throws {
        let spec = try Self.spec(.toolbar, "platforms")
        #expect(try FieldValueParser.parse("iOS,visionOS", for: spec) == .platforms([.iOS, .visionOS]))
        #expect(Platform.visionOS.compilationCondition == "os(visionOS)")
        #expect(Platform.iPadOS.compilationCondition == "os(iOS)")
        #expect(spec.type.summary.contains("visionOS"))
    }

    @Test func theToolbarBarFieldsParse() throws {
        #expect(
            try FieldValueParser.parse("{brand}", for: Self.spec(.toolbar, "backgroundColor"))
                == .color(.reference("brand")))
        #expect(
            try FieldValueParser.parse("visible", for: Self.spec(.toolbar, "backgroundVisibility"))
                == .choice("visible"))
        let mode = try Self.spec(.toolbar, "titleDisplayMode")
        #expect(try FieldValueParser.parse("inline", for: mode) == .choice("inline"))
        #expect(throws: FieldValueError.self) { try FieldValueParser.parse("small", for: mode) }
        #expect(mode.swiftUITarget == .toolbarTitleDisplayMode)
        let container = try Self.spec(.toolbar, "container")
        for word in ["automatic", "stack", "view", "none"] {
            #expect(try FieldValueParser.parse(word, for: container) == .choice(word))
        }
        #expect(container.swiftUITarget == .navigationContainer)
    }

    @Test func theGrabberHasThreeStatesAndAcceptsBooleans() throws {
        let spec = try Self.spec(.sheet, "grabber")
        #expect(try FieldValueParser.parse("automatic", for: spec) == .choice("automatic"))
        #expect(try FieldValueParser.parse("visible", for: spec) == .choice("visible"))
        #expect(try FieldValueParser.parse("true", for: spec) == .choice("visible"))
        #expect(try FieldValueParser.parse("false", for: spec) == .choice("hidden"))
        #expect(throws: FieldValueError.self) { try FieldValueParser.parse("yes", for: spec) }
        #expect(
            spec.type.summary == "one of automatic, visible, hidden (also false = hidden, true = visible)")
    }

    @Test func storedBooleanGrabbersStillLoad() throws {
        let spec = try Self.spec(.sheet, "grabber")
        #expect(try FieldValue.fromStored([.literal("true")], spec: spec) == .choice("visible"))
        #expect(try FieldValue.fromStored([.literal("false")], spec: spec) == .choice("hidden"))
        #expect(FieldValue.choice("visible").stored(for: spec) == [.literal("visible")])
    }

    @Test func backgroundInteractionParses() throws {
        let spec = try Self.spec(.sheet, "backgroundInteraction")
        #expect(try FieldValueParser.parse("enabled", for: spec) == .backgroundInteraction(.enabled))
        #expect(try FieldValueParser.parse("disabled", for: spec) == .backgroundInteraction(.disabled))
        #expect(
            try FieldValueParser.parse("upThrough:compact", for: spec)
                == .backgroundInteraction(.upThrough("compact")))
        for wrong in ["upThrough:", "upThrough", "upto:medium", "Enabled"] {
            #expect(throws: FieldValueError.self, "\(wrong)") { try FieldValueParser.parse(wrong, for: spec) }
        }
        #expect(spec.uikit == "largestUndimmedDetentIdentifier")
        #expect(spec.swiftui == "presentationBackgroundInteraction(_:)")
        #expect(SwiftUITarget.presentationBackgroundInteraction.introduced == .iOS16point4)
    }

    @Test func pageSizingIsAUIKitSeventeenField() throws {
        let spec = try Self.spec(.sheet, "pageSizing")
        #expect(spec.introduced == .iOS17)
        #expect(spec.uikitTarget == .sheetProperty("prefersPageSizing"))
        #expect(spec.swiftUITarget == nil)
        #expect(try FieldValueParser.parse("true", for: spec) == .bool(true))
    }

    @Test func theNewFieldsResolveThroughParents() throws {
        let resolver = Fixture.resolver([
            try Fixture.entity(
                .sheet, "base",
                ["detents": "medium,large", "grabber": "true", "backgroundInteraction": "upThrough:medium"]),
            try Fixture.entity(
                .sheet, "page", parent: "base", ["grabber": "automatic", "pageSizing": "false"]),
            try Fixture.entity(
                .toolbar, "edit",
                ["container": "view", "backgroundColor": "#FFFFFF", "titleDisplayMode": "inline"]),
            try Fixture.entity(.toolbar, "add", parent: "edit", ["backgroundVisibility": "visible"]),
        ])
        let page = try resolver.resolve(.sheet, "page")
        #expect(page.value("grabber")?.fieldValue == .choice("automatic"))
        #expect(page.value("pageSizing")?.fieldValue == .bool(false))
        #expect(
            page.value("backgroundInteraction")?.fieldValue == .backgroundInteraction(.upThrough("medium")))
        #expect(page.field("backgroundInteraction")?.provenance.source?.entity == "base")
        let add = try resolver.resolve(.toolbar, "add")
        #expect(add.value("container")?.fieldValue == .choice("view"))
        #expect(add.value("titleDisplayMode")?.fieldValue == .choice("inline"))
        #expect(add.value("backgroundVisibility")?.fieldValue == .choice("visible"))
        #expect(add.field("backgroundColor")?.provenance.source?.entity == "edit")
    }
}
