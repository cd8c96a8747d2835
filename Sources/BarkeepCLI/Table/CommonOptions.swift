import BarkeepCore

/// Option and argument declarations shared by several commands.
enum CommonOptions {
    /// `--json`: print data as JSON.
    static let json = OptionDeclaration(name: "json", help: "Print the result as JSON.")

    /// The global options, accepted anywhere on the command line.
    static let global: [OptionDeclaration] = [
        OptionDeclaration(
            name: "db", help: "The catalog file (default: $BARKEEP_DB, else barkeep.sqlite).",
            valueName: "path",
            completion: .file, isInherited: true, forwardsToCompletions: true),
        OptionDeclaration(
            name: "actor", help: "Who makes the change (default: $BARKEEP_ACTOR, else the login name).",
            valueName: "name", isInherited: true),
        OptionDeclaration(
            name: "message", shortName: "m", help: "Why the change is made; recorded in the history.",
            valueName: "message", isInherited: true),
    ]

    /// The `<name>` argument of an entity of `kind`, completed from the catalog.
    static func name(_ kind: EntityKind, help: String? = nil) -> ArgumentDeclaration {
        ArgumentDeclaration(
            name: "name", help: help ?? "The \(kind.rawValue)'s name.", completion: names(kind))
    }

    /// The `<kind>` argument of a command that works on any kind of entity, completed from the kinds.
    static func kind(help: String = "The kind of entity.", isOptional: Bool = false) -> ArgumentDeclaration {
        ArgumentDeclaration(
            name: "kind", help: help, isOptional: isOptional,
            completion: .values(EntityKind.allCases.map(\.rawValue)))
    }

    /// The `<name>` argument following a `<kind>` argument, completed from the catalog's entities of
    /// the kind typed before it.
    static func nameAfterKind(help: String, isOptional: Bool = false) -> ArgumentDeclaration {
        let kind = CompletionKind.previousValuePlaceholder
        return ArgumentDeclaration(
            name: "name", help: help, isOptional: isOptional,
            completion: .custom("barkeep \(kind) list --names"))
    }

    /// Completion from the names of the catalog's entities of `kind` (the `--db` typed included).
    static func names(_ kind: EntityKind) -> CompletionKind {
        .custom("barkeep \(kind.rawValue) list --names")
    }
}
