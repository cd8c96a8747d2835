/// A named option (`--parent <parent>`) or boolean flag (`--dry-run`) of a command.
package struct OptionDeclaration: Sendable, Equatable {
    /// The camelCase name, the key in `ParsedCommand`; spelled kebab-case on the command line.
    package var name: String
    /// The single-letter spelling, e.g. `m` for `-m`.
    package var shortName: Character?
    /// One sentence, ending in a period, describing the option.
    package var help: String
    /// The placeholder for the option's value; `nil` makes the option a boolean flag.
    package var valueName: String?
    /// The only values accepted, shown as `(values: a, b, c)` in help.
    package var allowedValues: [String]?
    /// The value reported when the option is not given.
    package var defaultValue: String?
    /// Whether the option is meant to be given more than once (shown `--name <value> ...`).
    package var isRepeatable: Bool
    /// How shells should complete the value; derived from `allowedValues` when `nil`.
    package var completion: CompletionKind?
    /// Whether subcommands accept the option too, after their own names.
    package var isInherited: Bool
    /// Whether completion scripts pass this option, when typed, to every `.custom` command, so
    /// that candidates come from what the line names (`--db other.sqlite`).
    package var forwardsToCompletions: Bool

    /// Creates a declaration; without a `valueName` the option is a flag.
    package init(
        name: String,
        shortName: Character? = nil,
        help: String,
        valueName: String? = nil,
        allowedValues: [String]? = nil,
        defaultValue: String? = nil,
        isRepeatable: Bool = false,
        completion: CompletionKind? = nil,
        isInherited: Bool = false,
        forwardsToCompletions: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.help = help
        self.valueName = valueName
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.completion = completion
        self.isInherited = isInherited
        self.forwardsToCompletions = forwardsToCompletions
    }

    /// Whether the option is a boolean flag, taking no value.
    package var isFlag: Bool {
        valueName == nil
    }

    /// The long spelling, e.g. `--dry-run` for `dryRun`.
    package var longSpelling: String {
        "--" + KebabCase.converting(name)
    }

    /// The short spelling, e.g. `-m`, if the option has one.
    package var shortSpelling: String? {
        shortName.map { "-\($0)" }
    }

    /// The long spelling with its value placeholder, e.g. `--parent <parent>`.
    package var synopsis: String {
        guard let valueName else { return longSpelling }
        return "\(longSpelling) <\(valueName)>"
    }

    /// How shells should complete the value, taking `allowedValues` into account.
    package var effectiveCompletion: CompletionKind {
        if let completion { return completion }
        if let allowedValues { return .values(allowedValues) }
        return .none
    }
}
