import Testing

/// The SwiftUI and sheet fields of issue 11 through the command line: `set` accepts them (and the
/// grabber's `true`/`false`, canonicalised), `resolve` shows them, `fields` lists them, and bad values
/// are usage errors that say what is allowed.
@Suite struct SheetAndToolbarFieldCommandTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init")
        barkeep.run("sheet", "create", "half", "detents=medium,large")
        barkeep.run("toolbar", "create", "edit", "items=cancellationAction:Cancel")
    }

    @Test func sheetSetAcceptsTheNewFields() {
        barkeep.run(
            "sheet", "set", "half", "grabber=true", "backgroundInteraction=upThrough:medium",
            "pageSizing=false"
        )
        .expectSuccess()
        let show = barkeep.run("sheet", "show", "half")
        #expect(show.output.contains("grabber                visible"), "\(show)")
        #expect(show.output.contains("backgroundInteraction  upThrough:medium"), "\(show)")
        #expect(show.output.contains("pageSizing             false"), "\(show)")
        barkeep.run("sheet", "set", "half", "grabber=automatic").expectSuccess()
        let resolved = barkeep.run("resolve", "sheet", "half")
        resolved.expectSuccess()
        #expect(resolved.output.contains("automatic"), "\(resolved)")
        #expect(resolved.output.contains("upThrough:medium"), "\(resolved)")
        let wrong = barkeep.run("sheet", "set", "half", "backgroundInteraction=upto:medium")
        #expect(wrong.status != 0)
        #expect(wrong.error.contains("automatic, enabled, disabled, upThrough:<detent>"), "\(wrong)")
    }

    @Test func toolbarSetAcceptsTheNewFieldsAndPlacements() {
        barkeep.run(
            "toolbar", "set", "edit", "container=view", "backgroundColor=#FFFFFF",
            "backgroundVisibility=visible",
            "titleDisplayMode=inline", "platforms=iOS,visionOS",
            "items=topBarLeading:Back,automatic:Share,navigationBarTrailing:Done"
        ).expectSuccess()
        let resolved = barkeep.run("resolve", "toolbar", "edit")
        resolved.expectSuccess()
        for text in ["view", "#FFFFFF", "inline", "iOS,visionOS", "topBarLeading:Back,automatic:Share"] {
            #expect(resolved.output.contains(text), "\(text): \(resolved)")
        }
        let lint = barkeep.run("lint")
        #expect(lint.output.contains("deprecated-toolbar-placement"), "\(lint)")
        #expect(barkeep.run("toolbar", "set", "edit", "container=split").status != 0)
    }

    @Test func fieldsListsTheNewFields() {
        let sheet = barkeep.run("fields", "sheet")
        sheet.expectSuccess()
        for path in ["backgroundInteraction", "pageSizing", "automatic, visible, hidden", "grabber"] {
            #expect(sheet.output.contains(path), "\(path): \(sheet)")
        }
        #expect(barkeep.run("fields", "sheet", "--json").output.contains("prefersPageSizing"))
        let toolbar = barkeep.run("fields", "toolbar")
        for path in ["container", "backgroundColor", "backgroundVisibility", "titleDisplayMode"] {
            #expect(toolbar.output.contains(path), "\(path): \(toolbar)")
        }
        #expect(barkeep.run("fields", "toolbar", "--json").output.contains("toolbarTitleDisplayMode"))
    }
}
