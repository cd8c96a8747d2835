extension Resolver {
    /// A theme's members, resolved, from its resolved fields (`field` finds one by path).
    func theme(_ field: (String) -> ResolvedField?) throws(ResolutionError) -> ResolvedTheme {
        var deploymentTarget = ResolvedTheme.defaultDeploymentTarget
        if case .value(.version(let version)) = field(ThemeField.deploymentTarget.rawValue)?.value {
            deploymentTarget = version
        }
        return ResolvedTheme(
            deploymentTarget: deploymentTarget,
            navigation: try members(field(ThemeField.navigation.rawValue)).first,
            tab: try members(field(ThemeField.tab.rawValue)).first,
            toolbar: try members(field(ThemeField.toolbar.rawValue)).first,
            layout: try members(field(ThemeField.layout.rawValue)).first,
            sheets: try members(field(ThemeField.sheets.rawValue)),
            toolbars: try members(field(ThemeField.toolbars.rawValue)),
            scoped: try members(field(ThemeField.scoped.rawValue)))
    }

    /// The entities a member field names, resolved; the error names the theme that set the field.
    private func members(_ field: ResolvedField?) throws(ResolutionError) -> [ResolvedEntity] {
        guard let field, let source = field.provenance.source else { return [] }
        let names: [String]
        let expectedBar: BarKind?
        let kind: EntityKind
        switch (field.value, field.spec.type) {
        case (.value(.member(let name)), .member(let memberKind, let bar)):
            (names, kind, expectedBar) = ([name], memberKind, bar)
        case (.value(.members(let list)), .members(let memberKind)):
            (names, kind, expectedBar) = (list, memberKind, nil)
        default:
            return []
        }
        var result: [ResolvedEntity] = []
        for name in names {
            guard let member = snapshot.entity(kind, name) else {
                throw .missingReference(
                    kind: source.kind, name: source.entity, path: source.path, target: kind, targetName: name)
            }
            if let expectedBar, member.bar != expectedBar {
                throw .wrongBar(
                    kind: source.kind, name: source.entity, path: source.path, target: name,
                    expected: expectedBar,
                    actual: member.bar)
            }
            result.append(try resolve(kind, name))
        }
        return result
    }
}
