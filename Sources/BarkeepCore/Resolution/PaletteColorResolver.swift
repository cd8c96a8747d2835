/// Resolves palette colours through their alias chains into sRGB for every appearance (resolution rule 4).
///
/// In a colour's `dark` slot, `{other}` means other's dark value (and likewise for the other slots); an
/// unset slot takes the written value of the slot it defaults to (`dark` and `lightHighContrast` → `light`,
/// `darkHighContrast` → `dark`) and evaluates it for its own appearance, so `light=system:systemBlue` alone
/// still gives systemBlue's dark and high-contrast values. A colour that names only an asset has no
/// values, and neither has a colour any of whose appearances comes from one. Each colour is resolved
/// once, into the ``ResolvedColor`` every field referring to it shares; the walk is iterative, and a
/// cycle is reported whole.
final class PaletteColorResolver {
    /// One colour being resolved on the walk, and the field through which it refers to the next one.
    private struct Frame {
        /// The palette colour.
        let entity: Entity
        /// The field of this colour that refers to the colour pushed after it.
        var nextPath = ""
    }

    /// The slots a slot's value is looked up in, first set wins.
    static func slots(for appearance: ColorAppearance) -> [ColorAppearance] {
        switch appearance {
        case .light: return [.light]
        case .dark: return [.dark, .light]
        case .lightHighContrast: return [.lightHighContrast, .light]
        case .darkHighContrast: return [.darkHighContrast, .dark, .light]
        }
    }

    /// The entities.
    let snapshot: CatalogSnapshot
    /// The resolved colours by name, each as a field holding `{name}` resolves to.
    private var memo: [String: ResolvedColor] = [:]
    /// Why a colour cannot be resolved, by name.
    private var failures: [String: ResolutionError] = [:]

    /// Creates a resolver over `snapshot`.
    init(snapshot: CatalogSnapshot) {
        self.snapshot = snapshot
    }

    /// The palette colour `name`, which `referrer` refers to; throws when it is missing or its
    /// references are missing or loop. Only successes are kept, so a missing colour's error names
    /// each referrer.
    func color(named name: String, referrer: FieldSource) throws(ResolutionError) -> ResolvedColor {
        if let known = memo[name] { return known }
        guard let entity = snapshot.entity(.palette, name) else {
            throw .missingReference(
                kind: referrer.kind, name: referrer.entity, path: referrer.path, target: .palette,
                targetName: name)
        }
        try walk(from: entity)
        return memo[name]!
    }

    /// The colour `value` names, in every appearance; `referrer` is the field holding it.
    func evaluate(_ value: ColorValue, referrer: FieldSource) throws(ResolutionError) -> ResolvedColor {
        switch value {
        case .reference(let name): return try color(named: name, referrer: referrer)
        default:
            return ResolvedColor(
                color: value.adaptiveColor ?? AdaptiveColor(light: .clear), source: value, asset: nil)
        }
    }

    /// Resolves `root` and every colour it depends on, depth first, without recursion.
    private func walk(from root: Entity) throws(ResolutionError) {
        var stack = [Frame(entity: root)]
        var positions = [root.name: 0]
        while let frame = stack.last {
            if let failure = failures[frame.entity.name] { throw fail(stack, failure) }
            var next: (entity: Entity, path: String)?
            for (path, target) in Self.references(of: frame.entity) where memo[target] == nil {
                if let failure = failures[target] { throw fail(stack, failure) }
                if let start = positions[target] {
                    let names = stack[start...].map(\.entity.name) + [target]
                    let paths = stack[start..<(stack.count - 1)].map(\.nextPath) + [path]
                    throw fail(stack, .aliasCycle(names: names, paths: paths))
                }
                guard let entity = snapshot.entity(.palette, target) else {
                    throw fail(
                        stack,
                        .missingReference(
                            kind: .palette, name: frame.entity.name, path: path, target: .palette,
                            targetName: target))
                }
                next = (entity, path)
                break
            }
            if let next {
                stack[stack.count - 1].nextPath = next.path
                positions[next.entity.name] = stack.count
                stack.append(Frame(entity: next.entity))
                continue
            }
            memo[frame.entity.name] = compose(frame.entity)
            positions[frame.entity.name] = nil
            stack.removeLast()
        }
    }

    /// The palette references of `entity`'s slots, in slot order, as (path, target).
    private static func references(of entity: Entity) -> [(path: String, target: String)] {
        ColorAppearance.allCases.compactMap { slot in
            guard case .color(.reference(let target)) = entity.fields[slot.rawValue] else { return nil }
            return (slot.rawValue, target)
        }
    }

    /// The colour of `entity`, every colour it refers to being resolved already.
    private func compose(_ entity: Entity) -> ResolvedColor {
        func value(_ appearance: ColorAppearance) -> RGBA? {
            for slot in Self.slots(for: appearance) {
                guard case .color(let written) = entity.fields[slot.rawValue] else { continue }
                switch written {
                case .reference(let target): return memo[target]!.color?.value(for: appearance)
                default: return (written.adaptiveColor ?? AdaptiveColor(light: .clear)).value(for: appearance)
                }
            }
            return nil
        }
        var asset: String?
        if case .text(let name) = entity.fields["asset"] { asset = name }
        guard let light = value(.light), let dark = value(.dark),
            let lightHighContrast = value(.lightHighContrast), let darkHighContrast = value(.darkHighContrast)
        else { return ResolvedColor(color: nil, source: .reference(entity.name), asset: asset) }
        let color = AdaptiveColor(
            light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast
        )
        return ResolvedColor(color: color, source: .reference(entity.name), asset: asset)
    }

    /// Records `error` for every colour on the walk (they all depend on it) and returns it.
    private func fail(_ stack: [Frame], _ error: ResolutionError) -> ResolutionError {
        for frame in stack { failures[frame.entity.name] = error }
        return error
    }
}
