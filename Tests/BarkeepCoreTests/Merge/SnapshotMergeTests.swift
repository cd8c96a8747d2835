import Testing

@testable import BarkeepCore

/// The three-way snapshot merge: what merges cleanly (adds on both sides, different fields of one
/// entity, the same change twice, deletes, renames that references follow) and what conflicts.
@Suite struct SnapshotMergeTests {
    /// A palette colour with these fields.
    func palette(_ name: String, _ fields: [String: String], parent: String? = nil) -> EntityDocument {
        EntityDocument(kind: .palette, name: name, bar: nil, parent: parent, description: nil, fields: fields)
    }

    /// A navigation appearance with these fields.
    func appearance(_ name: String, _ fields: [String: String], parent: String? = nil) -> EntityDocument {
        EntityDocument(
            kind: .appearance, name: name, bar: .navigation, parent: parent, description: nil, fields: fields)
    }

    let brand = EntityDocument(
        kind: .palette, name: "brand", bar: nil, parent: nil, description: nil, fields: ["light": "#0A84FF"])
    var base: EntityDocument {
        appearance("base", ["standard.title.color": "{brand}", "standard.background": "opaque"])
    }

    @Test func addsOnBothSidesMergeCleanly() {
        let result = SnapshotMerge.merge(
            base: [brand],
            ours: [brand, palette("navy", ["light": "#000080"])],
            theirs: [brand, palette("olive", ["light": "#808000"])])
        #expect(result.isClean)
        #expect(result.entities.map(\.name) == ["brand", "navy", "olive"])
    }

    @Test func editsOfDifferentFieldsOfOneEntityMergeCleanly() {
        var ours = base
        ours.fields["standard.background"] = "transparent"
        var theirs = base
        theirs.fields["standard.title.weight"] = "bold"
        theirs.description = "Bold titles."
        let result = SnapshotMerge.merge(base: [brand, base], ours: [brand, ours], theirs: [brand, theirs])
        #expect(result.isClean)
        let merged = result.entities.first { $0.name == "base" }
        #expect(merged?.fields["standard.background"] == "transparent")
        #expect(merged?.fields["standard.title.weight"] == "bold")
        #expect(merged?.fields["standard.title.color"] == "{brand}")
        #expect(merged?.description == "Bold titles.")
    }

    @Test func sameChangeOnBothSidesIsTakenOnce() {
        var changed = base
        changed.fields["standard.title.color"] = "#FF0000"
        let result = SnapshotMerge.merge(
            base: [brand, base], ours: [brand, changed], theirs: [brand, changed])
        #expect(result.isClean)
        #expect(result.entities == [changed, brand].sorted { $0.kind.rawValue < $1.kind.rawValue })
    }

    @Test func bothChangingOneFieldDifferentlyConflicts() {
        var ours = base
        ours.fields["standard.title.color"] = "#FF0000"
        var theirs = base
        theirs.fields["standard.title.color"] = "#00FF00"
        theirs.fields["standard.background"] = "transparent"
        let result = SnapshotMerge.merge(base: [brand, base], ours: [brand, ours], theirs: [brand, theirs])
        #expect(
            result.conflicts == [
                SnapshotConflict(
                    kind: .appearance, name: "base",
                    sides: .property(
                        "standard.title.color", base: "{brand}", ours: "#FF0000", theirs: "#00FF00"))
            ])
        #expect(
            SnapshotConflict.report(result.conflicts)
                == "1 conflict: appearance base standard.title.color (ours #FF0000, theirs #00FF00)")
        // The rest of the entity still merges; the conflicted field holds ours until resolved.
        let merged = result.entities.first { $0.name == "base" }
        #expect(merged?.fields["standard.background"] == "transparent")
        #expect(merged?.fields["standard.title.color"] == "#FF0000")
    }

    @Test func deleteAgainstEditConflictsAndDeleteAgainstNothingMerges() {
        var theirs = base
        theirs.fields["standard.background"] = "transparent"
        let navy = palette("navy", ["light": "#000080"])
        let result = SnapshotMerge.merge(
            base: [brand, base, navy], ours: [brand], theirs: [brand, theirs, navy])
        #expect(
            result.conflicts == [
                SnapshotConflict(
                    kind: .appearance, name: "base", sides: .entity(base: base, ours: nil, theirs: theirs))
            ])
        #expect(result.conflicts.map(\.summary) == ["appearance base (ours deleted it, theirs changed it)"])
        #expect(result.entities.map(\.name) == ["brand"], "navy deleted by ours alone, base in conflict")
    }

    @Test func bothAddingOneNameMergesFieldByField() {
        let result = SnapshotMerge.merge(
            base: [],
            ours: [palette("navy", ["light": "#000080"])],
            theirs: [palette("navy", ["light": "#000080", "dark": "#8080FF"])])
        #expect(result.isClean)
        #expect(result.entities == [palette("navy", ["light": "#000080", "dark": "#8080FF"])])
        let clash = SnapshotMerge.merge(
            base: [], ours: [palette("navy", ["light": "#000080"])],
            theirs: [palette("navy", ["light": "#000081"])])
        #expect(clash.conflicts.map(\.summary) == ["palette navy light (ours #000080, theirs #000081)"])
    }

    @Test func renameOnOneSideTakesTheOtherSidesEditsAndReferences() {
        // Ours renames brand to signal (and base's reference follows, as `rename` does); theirs edits
        // brand and adds an appearance that refers to it by its old name.
        var ourBase = base
        ourBase.fields["standard.title.color"] = "{signal}"
        var signal = brand
        signal.name = "signal"
        var theirBrand = brand
        theirBrand.fields["dark"] = "#409CFF"
        let tabs = appearance("tabs", ["standard.backgroundColor": "{brand}"], parent: "base")
        let result = SnapshotMerge.merge(
            base: [brand, base], ours: [signal, ourBase], theirs: [theirBrand, base, tabs])
        #expect(result.isClean, "\(result.conflicts)")
        var mergedSignal = theirBrand
        mergedSignal.name = "signal"
        #expect(result.entities.contains(mergedSignal))
        #expect(!result.entities.contains { $0.name == "brand" })
        #expect(result.entities.first { $0.name == "tabs" }?.fields["standard.backgroundColor"] == "{signal}")
        #expect(result.entities.first { $0.name == "base" }?.fields["standard.title.color"] == "{signal}")
    }

    @Test func renamesOfOneEntityToTwoNamesConflict() {
        var ours = brand
        ours.name = "signal"
        var theirs = brand
        theirs.name = "accent"
        let result = SnapshotMerge.merge(base: [brand], ours: [ours], theirs: [theirs])
        #expect(result.conflicts.map(\.summary) == ["palette signal name (ours signal, theirs accent)"])
        #expect(result.entities == [ours])
        let same = SnapshotMerge.merge(base: [brand], ours: [ours], theirs: [ours])
        #expect(same.isClean && same.entities == [ours])
    }

    @Test func renameOfAParentFollowsInTheOtherSidesChildren() {
        var ours = base
        ours.name = "root"
        let child = appearance("large", ["standard.background": "transparent"], parent: "base")
        let result = SnapshotMerge.merge(base: [base], ours: [ours], theirs: [base, child])
        #expect(result.isClean)
        #expect(result.entities.first { $0.name == "large" }?.parent == "root")
        #expect(result.entities.map(\.name) == ["large", "root"])
    }
}
