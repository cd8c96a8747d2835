import Testing

@testable import BarkeepCore

/// Resolution rule 7: a navigation appearance's unset `backButton.*` field takes the same `button.*`
/// field of its variant, as UIKit draws back buttons from `buttonAppearance`; `doneButton.*` does not.
@Suite struct BackButtonDefaultTests {
    /// An appearance of `bar` with `assignments` parsed through the catalogue.
    func appearance(
        _ name: String, bar: BarKind = .navigation, parent: String? = nil, _ assignments: [String: String]
    )
        throws -> Entity
    {
        let catalogue = FieldCatalogue.of(.appearance, bar: bar)
        var fields: [String: FieldValue] = [:]
        for (path, text) in assignments {
            fields[path] = try FieldValueParser.parse(text, for: try #require(catalogue.spec(path)))
        }
        return Entity(kind: .appearance, name: name, bar: bar, parent: parent, fields: fields)
    }

    @Test func anUnsetBackButtonFieldTakesThePlainButtonsValue() throws {
        let entities = [
            try appearance(
                "base",
                [
                    "standard.button.normal.color": "#FF0000",
                    "standard.button.normal.size": "15",
                    "standard.button.highlighted.color": "default",
                ]),
            try appearance("leaf", parent: "base", ["standard.backButton.normal.size": "13"]),
        ]
        let leaf = try Resolver(snapshot: CatalogSnapshot(entities: entities)).resolve(.appearance, "leaf")
        let color = try #require(leaf.field("standard.backButton.normal.color"))
        #expect(color.value.color?.source == .rgba(RGBA(red: 1, green: 0, blue: 0)))
        #expect(color.provenance.backButtonDefaultFrom == "standard.button.normal.color")
        #expect(
            color.provenance.description
                == "standard.button.normal.color of appearance base, back-button default from "
                + "standard.button.normal.color")
        // The back button's own value wins over the default.
        let size = try #require(leaf.field("standard.backButton.normal.size"))
        #expect(size.value.number == 13)
        #expect(size.provenance.backButtonDefaultFrom == nil)
        // `default` is passed on as UIKit's default, still saying where it comes from.
        let highlighted = try #require(leaf.field("standard.backButton.highlighted.color"))
        #expect(highlighted.value.isUIKitDefault)
        #expect(highlighted.provenance.backButtonDefaultFrom == "standard.button.highlighted.color")
        // Variant fallback first: scrollEdge's button falls back to standard's, and so does its back button.
        let scrollEdge = try #require(leaf.field("scrollEdge.backButton.normal.color"))
        #expect(scrollEdge.provenance.backButtonDefaultFrom == "scrollEdge.button.normal.color")
        // Done buttons have no such rule.
        #expect(leaf.field("standard.doneButton.normal.color")?.value.isUIKitDefault == true)
    }

    @Test func exportersWriteBackButtonDefaultsOnlyWhereTheirGroupIsWrittenAnyway() throws {
        let entities = [
            try appearance(
                "base",
                [
                    "standard.button.normal.color": "#FF0000",
                    "standard.button.highlighted.color": "#00FF00",
                    "standard.backButton.highlighted.size": "13",
                ])
        ]
        let base = try Resolver(snapshot: CatalogSnapshot(entities: entities)).resolve(.appearance, "base")
        let written = base.setFields(in: .standard).map(\.path)
        // normal: the back button has nothing of its own; UIKit's fallback draws it, nothing is written.
        #expect(!written.contains("standard.backButton.normal.color"), "\(written)")
        // highlighted: the back button sets its size, so its title attributes are written whole.
        #expect(written.contains("standard.backButton.highlighted.color"), "\(written)")
        #expect(written.contains("standard.backButton.highlighted.size"), "\(written)")
        // The resolved form shows every default.
        #expect(base.setFields.contains { $0.path == "standard.backButton.normal.color" })
    }

    @Test func toolbarsHaveNoBackButton() throws {
        let toolbar = try appearance(
            "tools", bar: .toolbar, ["standard.button.normal.color": "#FF0000"])
        let resolved = try Resolver(snapshot: CatalogSnapshot(entities: [toolbar])).resolve(
            .appearance, "tools")
        #expect(resolved.setFields.allSatisfy { $0.provenance.backButtonDefaultFrom == nil })
        #expect(resolved.field("standard.doneButton.normal.color")?.value.isUIKitDefault == true)
    }
}
