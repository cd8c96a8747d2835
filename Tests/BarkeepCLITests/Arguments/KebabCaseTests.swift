import Testing

@testable import BarkeepCLI

/// camelCase option names and the long spellings they get.
@Suite struct KebabCaseTests {
    @Test(arguments: [
        ("db", "db"),
        ("dryRun", "dry-run"),
        ("deploymentTarget", "deployment-target"),
        ("URLString", "url-string"),
        ("exportHTML", "export-html"),
        ("level2Name", "level2-name"),
    ])
    func convertsCamelCaseToKebabCase(camelCase: String, kebabCase: String) {
        #expect(KebabCase.converting(camelCase) == kebabCase)
    }

    @Test func optionSpellingsUseIt() {
        let option = OptionDeclaration(name: "dryRun", shortName: "n", help: "Change nothing.")
        #expect(option.longSpelling == "--dry-run")
        #expect(option.shortSpelling == "-n")
        #expect(option.synopsis == "--dry-run")
        #expect(option.isFlag)
    }
}
