import FoundationEssentials
import Testing

@testable import BarkeepCore

/// `EntityDocument.json()`, written straight to text for every change the history records: compact
/// canonical JSON (sorted keys, absent members left out) holding exactly the entity's parts, which
/// `decode` reads back.
@Suite struct EntityDocumentTextTests {
    /// The members `json` holds, read back with Core's parser, in the order written.
    func members(_ json: String) throws -> [String: JSONValue] {
        let node = try JSONParser.parse(json)
        let keys = try #require(node.members).map(\.key)
        #expect(keys == keys.sorted(), "keys in sorted order: \(keys)")
        return try #require(node.plain.object)
    }

    /// What `document`'s JSON must hold.
    func expected(_ document: EntityDocument) -> [String: JSONValue] {
        var expected: [String: JSONValue] = [
            "kind": .string(document.kind.rawValue), "name": .string(document.name),
            "fields": .object(document.fields.mapValues(JSONValue.string)),
        ]
        expected["bar"] = document.bar.map { .string($0.rawValue) }
        expected["parent"] = document.parent.map(JSONValue.string)
        expected["description"] = document.description.map(JSONValue.string)
        return expected
    }

    @Test func everyDemoEntityWritesItsPartsAndReadsBack() throws {
        for item in DemoCatalog.items {
            let entity = try EntityEditor.applying(
                item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar))
            let document = EntityDocument(entity)
            let json = document.json()
            #expect(!json.contains("\n") && !json.contains(" : "), "compact")
            #expect(try members(json) == expected(document), "\(item.name)")
            #expect(try EntityDocument.decode(json) == document)
        }
    }

    @Test func optionalMembersAndEscapesWriteTheirValues() throws {
        let hostile = "quote \" backslash \\ tab \t newline \n bell \u{7} é 🙂"
        let documents = [
            EntityDocument(Entity(kind: .sheet, name: "bare")),
            EntityDocument(Entity(kind: .theme, name: "t", description: hostile)),
            EntityDocument(Entity(kind: .appearance, name: "a", bar: .tab, parent: "p")),
            EntityDocument(
                Entity(
                    kind: .toolbar, name: "described", description: "d",
                    fields: ["title": .text(hostile), "container": .choice("stack")])),
        ]
        for document in documents {
            #expect(try members(document.json()) == expected(document), "\(document.name)")
        }
        #expect(documents[0].json() == #"{"fields":{},"kind":"sheet","name":"bare"}"#)
        #expect(documents[1].json().contains(#"quote \" backslash \\ tab \t newline \n bell \u0007 é 🙂"#))
    }

    /// `EntityDocument.decode` reads plain documents with Core's parser: the same document Foundation's
    /// decoder makes, for every demo entity and the hostile texts above, and documents Barkeep does not
    /// write (an unknown key, a number where text belongs, an unknown bar) still go to Foundation's
    /// decoder, which accepts or reports them as before.
    @Test func decodingReadsWhatFoundationsDecoderReads() throws {
        var documents = try DemoCatalog.items.map { item in
            EntityDocument(
                try EntityEditor.applying(
                    item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar)))
        }
        documents.append(
            EntityDocument(
                Entity(kind: .theme, name: "t", description: "quote \" tab \t é 🙂", fields: [:])))
        for document in documents {
            let json = document.json()
            let foundation = try JSONDecoder().decode(EntityDocument.self, from: Data(json.utf8))
            #expect(try EntityDocument.decode(json) == foundation, "\(document.name)")
        }
        let withUnknownKey = #"{"extra":1,"fields":{},"kind":"sheet","name":"s"}"#
        #expect(try EntityDocument.decode(withUnknownKey).name == "s")
        for damaged in [
            #"{"fields":{"a":1},"kind":"sheet","name":"s"}"#,
            #"{"bar":"side","fields":{},"kind":"appearance","name":"a"}"#,
            #"{"fields":{},"kind":"sheet"}"#,
        ] {
            #expect(throws: CatalogError.self) { try EntityDocument.decode(damaged) }
        }
    }
}
