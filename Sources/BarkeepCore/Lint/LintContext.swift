/// What every lint check reads: the snapshot, what resolved, what did not, and the deployment targets.
struct LintContext {
    /// The entities as stored.
    let snapshot: CatalogSnapshot
    /// The entities that resolved, sorted by kind and name.
    let resolved: [ResolvedEntity]
    /// Why the others did not, each problem once (cycles in canonical rotation).
    let errors: [ResolutionError]
    /// The deployment target of entities outside every theme.
    let defaultDeploymentTarget: IOSVersion
    /// The themes each entity is a member of, with their deployment targets, in theme-name order.
    private let themesByMember: [EntityKey: [(theme: String?, target: IOSVersion)]]

    /// Resolves every entity of `snapshot`.
    init(snapshot: CatalogSnapshot, defaultDeploymentTarget: IOSVersion) {
        self.snapshot = snapshot
        self.defaultDeploymentTarget = defaultDeploymentTarget
        var resolved: [ResolvedEntity] = []
        var errors = Set<ResolutionError>()
        for (_, result) in Resolver(snapshot: snapshot).resolveEach() {
            switch result {
            case .success(let entity): resolved.append(entity)
            case .failure(let error): errors.insert(error.canonical)
            }
        }
        var themesByMember: [EntityKey: [(theme: String?, target: IOSVersion)]] = [:]
        for entity in resolved {
            guard let theme = entity.theme else { continue }
            for member in Set(theme.members.map { EntityKey(kind: $0.kind, name: $0.name) }) {
                themesByMember[member, default: []].append((entity.name, theme.deploymentTarget))
            }
        }
        self.resolved = resolved
        self.errors = errors.sorted { $0.description < $1.description }
        self.themesByMember = themesByMember
    }

    /// The resolved entities of `kind`, sorted by name.
    func resolved(_ kind: EntityKind) -> [ResolvedEntity] {
        resolved.filter { $0.kind == kind }
    }

    /// The deployment targets `entity` is exported with: one per theme that has it as a member (with the
    /// theme's name), or the default target (without a theme) when no theme does.
    func deploymentTargets(of entity: ResolvedEntity) -> [(theme: String?, target: IOSVersion)] {
        themesByMember[EntityKey(kind: entity.kind, name: entity.name)] ?? [(nil, defaultDeploymentTarget)]
    }
}
