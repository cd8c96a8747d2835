/// A whole catalog, or the closure of some themes, resolved all-or-nothing: what
/// every exporter consumes.
///
/// Each list is sorted by name. The closure of a theme is the theme, its ancestors, its members with
/// their ancestors, and every palette colour any of them reads, through aliases.
public struct ResolvedCatalog: Sendable {
    /// Palette colours.
    public let palette: [ResolvedEntity]
    /// Appearances of every bar kind.
    public let appearances: [ResolvedEntity]
    /// Layout presets.
    public let layouts: [ResolvedEntity]
    /// Sheet presets.
    public let sheets: [ResolvedEntity]
    /// SwiftUI toolbar presets.
    public let toolbars: [ResolvedEntity]
    /// Themes.
    public let themes: [ResolvedEntity]
    /// The themes asked for, in the order asked (every theme when none was named), sorted by name.
    public let exportedThemes: [ResolvedEntity]

    /// Resolves every entity of `snapshot`, or only the closure of `themeNames` when some are given;
    /// throws the first resolution error, so that nothing partial is exported.
    public init(snapshot: CatalogSnapshot, themes themeNames: [String] = []) throws(ResolutionError) {
        let entities = try Resolver(snapshot: snapshot.closure(ofThemes: themeNames)).entities().collect()
        func of(_ kind: EntityKind) -> [ResolvedEntity] { entities.filter { $0.kind == kind } }
        palette = of(.palette)
        appearances = of(.appearance)
        layouts = of(.layout)
        sheets = of(.sheet)
        toolbars = of(.toolbar)
        themes = of(.theme)
        let named = Set(themeNames)
        exportedThemes = themeNames.isEmpty ? themes : themes.filter { named.contains($0.name) }
    }

    /// The deployment target one generated file can assume: the lowest of the exported themes' targets
    /// and, when entities outside themes are exported, `outsideThemes`.
    public func deploymentTarget(outsideThemes: IOSVersion?) -> IOSVersion {
        Self.deploymentTarget(of: exportedThemes, outsideThemes: outsideThemes)
    }

    /// The deployment target one generated file of the resolved `themes` (and, when entities outside
    /// themes are exported, of those, for `outsideThemes`) can assume: the lowest of their targets.
    public static func deploymentTarget(of themes: [ResolvedEntity], outsideThemes: IOSVersion?) -> IOSVersion
    {
        let targets = themes.compactMap { $0.theme?.deploymentTarget } + [outsideThemes].compactMap(\.self)
        return targets.min() ?? ResolvedTheme.defaultDeploymentTarget
    }

    /// The entities of `kind`, sorted by name.
    public func entities(of kind: EntityKind) -> [ResolvedEntity] {
        switch kind {
        case .palette: return palette
        case .appearance: return appearances
        case .layout: return layouts
        case .sheet: return sheets
        case .toolbar: return toolbars
        case .theme: return themes
        }
    }

    /// The appearances of `bar`, sorted by name.
    public func appearances(of bar: BarKind) -> [ResolvedEntity] {
        appearances.filter { $0.bar == bar }
    }
}
