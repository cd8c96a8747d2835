/// The values a command line gave to the command it selected.
package struct ParsedCommand: Sendable, Equatable {
    /// The subcommand names below the root, e.g. `["palette", "create"]`.
    package var path: [String]
    /// Positional values keyed by argument name; arguments that got no value are absent.
    package var arguments: [String: [String]]
    /// Option values keyed by camelCase option name, in the order given; defaults are not included.
    package var options: [String: [String]]
    /// The camelCase names of the flags that were given.
    package var flags: Set<String>
    /// The declared default of every option in scope that has one, keyed by option name.
    package var defaultValues: [String: String]

    /// Creates a parsed command from its parts.
    package init(
        path: [String],
        arguments: [String: [String]] = [:],
        options: [String: [String]] = [:],
        flags: Set<String> = [],
        defaultValues: [String: String] = [:]
    ) {
        self.path = path
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.defaultValues = defaultValues
    }

    /// The single value of the argument called `name`, if it got one.
    package func argument(_ name: String) -> String? {
        arguments[name]?.first
    }

    /// Every value of the argument called `name`; empty if it got none.
    package func arguments(_ name: String) -> [String] {
        arguments[name] ?? []
    }

    /// The last value given for the option called `name`, else its declared default.
    package func option(_ name: String) -> String? {
        options[name]?.last ?? defaultValues[name]
    }

    /// The last value given on the command line for the option called `name`, its declared default
    /// aside: for an option whose default applies only in some cases.
    package func givenOption(_ name: String) -> String? {
        options[name]?.last
    }

    /// Every value given for the option called `name`, else its declared default, else nothing.
    package func options(_ name: String) -> [String] {
        if let values = options[name], !values.isEmpty { return values }
        return defaultValues[name].map { [$0] } ?? []
    }

    /// Whether the flag called `name` was given.
    package func flag(_ name: String) -> Bool {
        flags.contains(name)
    }
}
