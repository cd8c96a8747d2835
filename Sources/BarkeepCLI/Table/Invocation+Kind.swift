import BarkeepCore

/// Reading the `<kind>` argument, and saying what is expected when it is left out or misspelt.
extension Invocation {
    /// The argument `name` as an entity kind, if given; when a `<name>` argument follows it
    /// (`followedByName`), a word that is no kind but names an entity (`history tall-teal`) gets the
    /// guided report of ``missingKind(entityName:)``.
    func kindArgument(_ name: String, followedByName: Bool = false) throws -> EntityKind? {
        guard let text = command.argument(name) else { return nil }
        guard let kind = EntityKind(rawValue: text) else {
            if followedByName, command.argument("name") == nil, let kinds = try? kinds(holding: text),
                !kinds.isEmpty
            {
                throw missingKind(entityName: text)
            }
            let kinds = EntityKind.allCases.map(\.rawValue)
            let hint = SpellingSuggester(candidates: kinds).suggestion(for: text).map {
                "did you mean '\($0)'? "
            }
            throw usageError(
                "unknown kind '\(text)'; \(hint ?? "")expected one of: \(kinds.joined(separator: ", "))")
        }
        return kind
    }

    /// The required `<kind>` argument; when the parser left it out (the one word given was no kind,
    /// so it is the name), the guided report of ``missingKind(entityName:)``.
    func requiredKind() throws -> EntityKind {
        if let kind = try kindArgument("kind", followedByName: true) { return kind }
        throw missingKind(entityName: argument("name"))
    }

    /// "resolve needs a kind and a name: `barkeep resolve layout tall-teal`", with the kind that holds
    /// an entity named `entityName` (each one, if several do), or `<kind>` and the kinds when none does.
    func missingKind(entityName: String) -> UsageError {
        let command = (["barkeep"] + self.command.path).joined(separator: " ")
        let holding = (try? kinds(holding: entityName)) ?? []
        let examples = (holding.isEmpty ? ["<kind>"] : holding.map(\.rawValue)).map {
            "'\(command) \($0) \(entityName)'"
        }
        var message =
            "\(self.command.path.joined(separator: " ")) needs a kind and a name: "
            + examples.joined(separator: " or ")
        if holding.isEmpty {
            message += "; kinds: " + EntityKind.allCases.map(\.rawValue).joined(separator: ", ")
        }
        return usageError(message)
    }

    /// The kinds with an entity named `name`, now or in the history.
    private func kinds(holding name: String) throws -> [EntityKind] {
        let catalog = try openCatalogForReading()
        return try EntityKind.allCases.filter {
            try catalog.names(of: $0, includingHistory: true).contains(name)
        }
    }
}
