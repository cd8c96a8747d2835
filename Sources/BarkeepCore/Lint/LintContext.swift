/// What every lint check reads besides the entity it checks: the snapshot, what did not resolve, and
/// the deployment targets.
struct LintContext {
    /// The entities as stored.
    let snapshot: CatalogSnapshot
    /// Why some entities did not resolve, each problem once (cycles in canonical rotation), sorted;
    /// complete once every entity was checked.
    var errors: [ResolutionError] = []
    /// The deployment target of entities outside every theme.
    let defaultDeploymentTarget: IOSVersion
    /// The themes each entity is a member of, with their deployment targets, in theme-name order.
    private let themesByMember: [EntityKey: [(theme: String?, target: IOSVersion)]]

    /// The context of `snapshot`, whose themes `resolver` resolves (the rest is resolved later, one
    /// entity at a time).
    init(snapshot: CatalogSnapshot, resolver: Resolver, defaultDeploymentTarget: IOSVersion) {
        self.snapshot = snapshot
        self.defaultDeploymentTarget = defaultDeploymentTarget
        var themesByMember: [EntityKey: [(theme: String?, target: IOSVersion)]] = [:]
        for stored in snapshot.entities(of: .theme) {
            guard let entity = try? resolver.resolve(.theme, stored.name), let theme = entity.theme else {
                continue
            }
            for member in Set(theme.members.map { EntityKey(kind: $0.kind, name: $0.name) }) {
                themesByMember[member, default: []].append((entity.name, theme.deploymentTarget))
            }
        }
        self.themesByMember = themesByMember
    }

    /// The deployment targets `entity` is exported with: one per theme that has it as a member (with the
    /// theme's name), or the default target (without a theme) when no theme does.
    func deploymentTargets(of entity: ResolvedEntity) -> [(theme: String?, target: IOSVersion)] {
        themesByMember[EntityKey(kind: entity.kind, name: entity.name)] ?? [(nil, defaultDeploymentTarget)]
    }
}
