extension Resolver {
    /// The fallback preset the resolved fields of `entity` name (`field` finds one by path) with the
    /// version below which it applies, resolved; a chain of fallbacks that returns to a preset is a
    /// cycle, reported whole.
    func layoutFallback(of entity: Entity, field: (String) -> ResolvedField?) throws(ResolutionError)
        -> LayoutFallback?
    {
        guard case .value(.member(let name)) = field(LayoutParameter.fallback.path)?.value else {
            return nil
        }
        var chain = [entity.name]
        var next: String? = name
        while let current = next {
            if chain.contains(current) { throw .parentCycle(kind: .layout, names: chain + [current]) }
            chain.append(current)
            guard let layout = snapshot.entity(.layout, current),
                case .member(let following) = layout.fields[LayoutParameter.fallback.path]
            else { break }
            next = following
        }
        let below: IOSVersion
        if case .value(.version(let version)) = field(LayoutParameter.fallbackBelow.path)?.value {
            below = version
        } else {
            below = .iOS11
        }
        return LayoutFallback(below: below, layout: try resolve(.layout, name))
    }
}
