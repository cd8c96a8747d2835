import BarkeepCore
import BarkeepTestSupport
import Foundation
import Testing

/// Issue 29: a field no UIKit API reads (tab and toolbar `<variant>.title.*`) is refused on `create`
/// and `set`, naming the field that does the job, while a catalog that already holds one still loads.
@Suite struct FieldWithoutAPITests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("appearance", "create", "tabs", "--bar", "tab").expectSuccess()
        barkeep.run("appearance", "create", "tools", "--bar", "toolbar").expectSuccess()
    }

    @Test func setOnATabAppearanceNamesTheItemTitleField() {
        let run = barkeep.run("appearance", "set", "tabs", "standard.title.color=#FF0000")
        #expect(run.status == 1)
        #expect(run.error.contains("field 'standard.title.color': no UIKit API reads it"), "\(run.error)")
        #expect(run.error.contains("the field that does the job is standard.item.stacked.normal.title.color"))
        #expect(run.error.contains("(and its siblings standard.item.<layout>.<state>.title.color)"))
        #expect(!barkeep.run("appearance", "show", "tabs").output.contains("title"))
    }

    @Test func createOfAToolbarAppearanceNamesTheButtonField() {
        let run = barkeep.run(
            "appearance", "create", "more-tools", "--bar", "toolbar", "scrollEdge.title.font=Avenir")
        #expect(run.status == 1)
        #expect(
            run.error.contains("the field that does the job is scrollEdge.button.normal.font"), "\(run.error)"
        )
        #expect(barkeep.run("appearance", "show", "more-tools").status == 1)
    }

    @Test func everyRowWithoutAPIHasRowsThatDoTheJob() {
        for bar in BarKind.allCases {
            let catalogue = FieldCatalogue.of(.appearance, bar: bar)
            for spec in catalogue.specs {
                guard case .noAPI = spec.uikitTarget else { continue }
                let rows = catalogue.rowsDoingTheJob(of: spec)
                #expect(!rows.isEmpty, "\(bar) \(spec.path)")
                #expect(rows.allSatisfy { $0.variant == spec.variant && $0.uikit != nil })
            }
        }
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        #expect(navigation.rowsDoingTheJob(of: navigation.spec("standard.title.color")!).isEmpty)
    }

    @Test func aNavigationTitleIsStillWritten() {
        barkeep.run("appearance", "create", "nav", "--bar", "navigation", "standard.title.color=#FF0000")
            .expectSuccess()
    }

    @Test func anImportedOldFieldStillLoadsAndLintReportsIt() throws {
        barkeep.run("appearance", "set", "tabs", "standard.backgroundColor=#123456").expectSuccess()
        let directory = TemporaryDirectory()
        let snapshot = directory.file("old.barkeep.json")
        barkeep.run("export", "--format", "snapshot", "--output", snapshot).expectSuccess()
        let text = try String(contentsOfFile: snapshot, encoding: .utf8)
        let field = ##""standard.backgroundColor" : "#123456""##
        #expect(text.contains(field))
        let edited = text.replacing(field, with: field + ##", "standard.title.color" : "#FF0000""##)
        try edited.write(toFile: snapshot, atomically: true, encoding: .utf8)
        barkeep.run("import", snapshot).expectSuccess()
        #expect(barkeep.run("appearance", "show", "tabs").output.contains("standard.title.color"))
        let lint = barkeep.run("lint")
        #expect(lint.output.contains("standard.title.color is stored but nothing reads it"), "\(lint.output)")
    }
}
