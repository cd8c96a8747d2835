import Testing

@Suite struct InitCommandTests {
    let barkeep = CommandLineHarness()

    @Test func jsonGivesThePathAndTheEntityCountAsANumber() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand", "light=#0A84FF").expectSuccess()
        let result = barkeep.run("init", "--json")
        result.expectSuccess()
        #expect(
            result.stdout == """
                {
                  "entities" : 1,
                  "path" : "\(barkeep.databasePath)"
                }

                """)
    }

    @Test func textSaysWhereTheCatalogIsAndHowManyEntitiesItHolds() {
        let result = barkeep.run("init")
        result.expectSuccess()
        #expect(result.stdout == "catalog ready at \(barkeep.databasePath) (0 entities)\n")
    }
}
