import Testing

@testable import BarkeepCore

/// `EntityDocument.json()`, written straight to text for every change the history records, gives the
/// bytes `CanonicalJSON` writes for the document's `JSONValue`.
@Suite struct EntityDocumentTextTests {
    @Test func everyDemoEntityWritesTheCanonicalBytes() throws {
        for item in DemoCatalog.items {
            let entity = try EntityEditor.applying(
                item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar))
            let document = EntityDocument(entity)
            #expect(document.json() == CanonicalJSON.text(document.jsonValue, pretty: false), "\(item.name)")
        }
    }

    @Test func optionalMembersAndEscapesWriteTheCanonicalBytes() throws {
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
            #expect(
                document.json() == CanonicalJSON.text(document.jsonValue, pretty: false), "\(document.name)")
        }
        #expect(documents[0].json() == #"{"fields":{},"kind":"sheet","name":"bare"}"#)
    }
}
