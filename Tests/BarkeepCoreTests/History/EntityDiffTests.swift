import Testing

@testable import BarkeepCore

@Suite struct EntityDiffTests {
    func document(
        _ name: String = "child", parent: String? = nil, description: String? = nil,
        _ fields: [String: String] = [:]
    ) -> EntityDocument {
        var document = EntityDocument(Entity(kind: .layout, name: name))
        document.parent = parent
        document.description = description
        document.fields = fields
        return document
    }

    func lines(_ diff: EntityDiff) -> [String] {
        diff.differences.map { "\($0.change.rawValue) \($0.path) \($0.old ?? "NULL") \($0.new ?? "NULL")" }
    }

    @Test func unsetToSetAndSetToUnsetBothShow() {
        let unset = document()
        let set = document(parent: "base", description: "Tall bar.", ["barHeight": "70"])
        #expect(
            lines(EntityDiff(from: unset, to: set)) == [
                "added parent NULL base", "added description NULL Tall bar.", "added barHeight NULL 70",
            ])
        #expect(
            lines(EntityDiff(from: set, to: unset)) == [
                "removed parent base NULL", "removed description Tall bar. NULL", "removed barHeight 70 NULL",
            ])
    }

    @Test func changedValuesShowOldAndNewInDisplayOrder() {
        let old = document("a", parent: "x", ["titleOffset": "1", "barHeight": "70", "alignment": "top"])
        let new = document(
            "b", parent: "y", ["titleOffset": "1", "barHeight": "80", "strategy": "spacerStack"])
        #expect(
            lines(EntityDiff(from: old, to: new)) == [
                "changed name a b", "changed parent x y", "removed alignment top NULL",
                "changed barHeight 70 80",
                "added strategy NULL spacerStack",
            ])
    }

    @Test func anEmptyTextIsNotUnset() {
        let old = document("child", ["strategy": "default"])
        #expect(lines(EntityDiff(from: document(), to: old)) == ["added strategy NULL default"])
        #expect(EntityDiff(from: old, to: old).isEmpty)
    }

    @Test func creationAndDeletionListEverythingButTheName() {
        var appearance = EntityDocument(Entity(kind: .appearance, name: "bar", bar: .tab))
        appearance.fields = ["standard.backgroundColor": "{paper}"]
        #expect(
            lines(EntityDiff(from: nil, to: appearance)) == [
                "added bar NULL tab", "added standard.backgroundColor NULL {paper}",
            ])
        #expect(
            lines(EntityDiff(from: appearance, to: nil)) == [
                "removed bar tab NULL", "removed standard.backgroundColor {paper} NULL",
            ])
        #expect(EntityDiff(from: nil, to: nil).isEmpty)
    }
}
