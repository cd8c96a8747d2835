import Testing

@Suite struct RevertAndRestoreCommandTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init")
        barkeep.run("palette", "create", "brand", "light=#C62828")
        barkeep.run("appearance", "create", "base", "--bar", "navigation", "standard.backgroundColor={brand}")
    }

    @Test func revertingARenamePutsTheNameAndTheReferencesBack() {
        barkeep.run("palette", "rename", "brand", "primary")
        let result = barkeep.run("revert", "@3", "-m", "Keep the old name")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "reverted @3 (rename palette brand → primary):",
                "  @5  2026-11-29T10:15:05Z  ann  revert  palette primary → brand  Keep the old name",
                "  @6  2026-11-29T10:15:05Z  ann  update  appearance base          Keep the old name",
            ])
        #expect(barkeep.run("appearance", "show", "base").lines.last == "  standard.backgroundColor  {brand}")
    }

    @Test func revertingADeleteBringsTheEntityBackWithItsHistory() {
        barkeep.run("appearance", "delete", "base")
        let result = barkeep.run("revert", "3")
        #expect(result.status == 0)
        #expect(result.lines.count == 2)
        #expect(
            barkeep.run("history", "appearance", "base").lines.map {
                String($0.prefix(2)) + $0.dropFirst(26).prefix(11)
            }
                == ["@4ann  revert", "@3ann  delete", "@2ann  create"])
    }

    @Test func revertingSomethingChangedLaterIsRefusedUnlessForced() {
        barkeep.run("palette", "set", "brand", "light=#000000")
        barkeep.actor = "bob"
        barkeep.run("palette", "set", "brand", "light=#111111")
        let refused = barkeep.run("revert", "3")
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr
                == "error: cannot revert @3: field 'light' of palette 'brand' was changed after it by "
                + "@4 (update by bob at 2026-11-29T10:15:05Z); revert that first, or use --force to override "
                + "that field\n"
        )
        let forced = barkeep.run("revert", "3", "--force")
        #expect(forced.status == 0)
        #expect(barkeep.run("palette", "show", "brand").lines == ["palette brand", "  light  #C62828"])
    }

    @Test func revertingABatchUndoesTheWholeCommand() {
        barkeep.run("palette", "rename", "brand", "primary")
        let result = barkeep.run("revert", "--batch", "3", "--json")
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""operation" : "revert""#))
        #expect(barkeep.run("palette", "list", "--names").lines == ["brand"])
        let again = barkeep.run("revert", "--batch", "3")
        #expect(again.status == 1)
        #expect(
            again.stderr.hasPrefix(
                "error: cannot revert batch 3: field 'name' of palette 'brand' was changed after it by @5 (revert"
            ))
        #expect(barkeep.run("revert", "--batch", "99").stderr.hasPrefix("error: no batch 99 in the history"))
    }

    @Test func revertNeedsExactlyOneTarget() {
        for arguments in [["revert"], ["revert", "1", "--batch", "1"], ["revert", "x1"]] {
            let result = barkeep.run(arguments: arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("See 'barkeep revert --help'."), "\(arguments)")
        }
    }

    @Test func restoreUndeletesOrRollsBack() {
        barkeep.run("appearance", "set", "base", "description=Opaque bar.")
        barkeep.run("appearance", "delete", "base")
        let undeleted = barkeep.run("restore", "appearance", "base")
        #expect(undeleted.status == 0)
        #expect(undeleted.lines.first == "restored appearance base:")
        #expect(undeleted.lines.last?.contains("restore  appearance base") == true)
        #expect(
            barkeep.run("appearance", "show", "base").lines.contains(
                "  description               Opaque bar."))
        let refused = barkeep.run("restore", "appearance", "base")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: appearance 'base' exists; give --version <n> to roll it back to an earlier version\n"
        )
        let rolledBack = barkeep.run("restore", "appearance", "base", "--version", "1")
        #expect(rolledBack.lines.first == "restored appearance base to version 1:")
        #expect(!barkeep.run("appearance", "show", "base").stdout.contains("description"))
        #expect(barkeep.run("history", "--op", "restore").lines.count == 2)
    }
}
