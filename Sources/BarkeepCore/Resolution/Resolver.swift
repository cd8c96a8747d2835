/// Resolves entities of a snapshot into fully specified values with provenance (docs/resolution.md).
///
/// 1. Inheritance: a field's value is the entity's own, else its ancestors', nearest first.
/// 2. Variant fallback (appearances): still unset, `scrollEdge` and `compact` fall back to `standard`,
///    `compactScrollEdge` to `scrollEdge`, applying rule 1 again; inheritance wins over fallback. A whole
///    variant set to `default` ends that variant's lookup (nearest wins: a descendant's own fields of the
///    variant bring it back); a variant nothing configures whose fallback is left to UIKit is left to
///    UIKit too, as UIKit itself falls back.
/// 3. Defaults: unset, or set to `default`, is UIKit's default, and the resolved form says so.
/// 4. References: palette colours through alias chains into sRGB for every appearance.
/// 5. Errors name the entity and field; cycles are reported whole.
/// 6. Provenance: every field says where it came from, with the change that last set it when known.
/// 7. Back-button defaults: in navigation appearances, an unset `backButton.*` field takes the value of
///    the same `button.*` field of its variant, as UIKit draws it (``addBackButtonDefaults(to:catalogue:)``).
/// 8. Followed dictionaries: with `largeTitle.followsTitle=true`, an unset `largeTitle.*` field takes the
///    value of the same `title.*` field of its variant (``addFollowedFields(to:catalogue:)``).
///
/// Everything is read from the in-memory snapshot; ancestors, palette colours and the entities resolved
/// by name are memoized, so resolving a whole catalog is linear in its size. A whole catalog is resolved
/// as a stream (``entities(of:)``), one entity at a time; one entity by name (``resolve(_:_:)``).
public final class Resolver {
    /// The entities being resolved.
    public let snapshot: CatalogSnapshot
    /// Parent chains.
    let inheritance: InheritanceResolver
    /// Palette colours.
    private let palette: PaletteColorResolver
    /// Entities resolved so far.
    private var resolved: [EntityKey: ResolvedEntity] = [:]
    /// Entities that failed so far.
    private var failures: [EntityKey: ResolutionError] = [:]

    /// Creates a resolver over `snapshot`.
    public init(snapshot: CatalogSnapshot) {
        self.snapshot = snapshot
        self.inheritance = InheritanceResolver(snapshot: snapshot)
        self.palette = PaletteColorResolver(snapshot: snapshot)
    }

    /// The entity of `kind` named `name`, resolved.
    public func resolve(_ kind: EntityKind, _ name: String) throws(ResolutionError) -> ResolvedEntity {
        let key = EntityKey(kind: kind, name: name)
        if let known = resolved[key] { return known }
        if let failure = failures[key] { throw failure }
        guard let entity = snapshot.entity(kind, name) else { throw .notFound(kind: kind, name: name) }
        do {
            let result = try make(entity)
            resolved[key] = result
            return result
        } catch {
            failures[key] = error
            throw error
        }
    }

    /// `entity` resolved without keeping the result, for walks over the whole catalog
    /// (``entities(of:)``): only the memo of ancestors and palette colours (and what themes and layout
    /// fallbacks resolve) grows. Failures are kept, since every entity depending on a broken one fails
    /// the same way.
    func resolution(of entity: Entity) throws(ResolutionError) -> ResolvedEntity {
        let key = EntityKey(kind: entity.kind, name: entity.name)
        if let known = resolved[key] { return known }
        if let failure = failures[key] { throw failure }
        do {
            return try make(entity)
        } catch {
            failures[key] = error
            throw error
        }
    }

    /// Resolves one entity of any kind.
    private func make(_ entity: Entity) throws(ResolutionError) -> ResolvedEntity {
        if entity.kind == .palette { return try makePaletteColor(entity) }
        let inherited = try inheritance.fields(of: entity)
        let catalogue = entity.catalogue
        let keys = catalogue.variantKeys
        var stored = DecidedFields(capacity: inherited.entries.count * 2)
        var keysSet: [Int] = []  // the key numbers some variant sets, each once
        keysSet.reserveCapacity(inherited.entries.count)
        var configured: UInt8 = 0  // a bit per variant ordinal some entity sets a field of
        // By index: a variant field's entry is only read where it is (copying it retains its value and
        // setter's name), and the others are lent to `field`.
        for index in inherited.entries.indices {
            let position = inherited.entries[index].position
            if let key = keys.key(atPosition: position), let variant = catalogue.specs[position].variant {
                keysSet.append(key)
                configured |= 1 << variant.ordinal
            } else {
                let entry = inherited.entries[index]
                stored.append(
                    try field(
                        catalogue.specs[position], entry: entry,
                        source: entry.source(kind: entity.kind, in: catalogue), fallback: []),
                    at: position)
            }
        }
        var unsetProvenance = ResolvedEntity.noVariantProvenance
        var variantsLeft = ResolvedEntity.noVariantProvenance
        if let bar = entity.bar {
            // Which variants are left to UIKit is decided in the bar's order (each after the one it
            // falls back to); their fields are then made in path order, so they need no sorting.
            for variant in bar.variants {
                if let left = leftToUIKit(
                    variant, configured: configured, inherited: inherited, decided: variantsLeft)
                {
                    variantsLeft[variant.ordinal] = left
                    unsetProvenance[variant.ordinal] = left
                } else {
                    unsetProvenance[variant.ordinal] = provenance(
                        of: lookup(variant, key: nil, in: inherited, keys: keys))
                }
            }
            keysSet.sort()
            var previous = -1
            keysSet.removeAll { key in
                defer { previous = key }
                return key == previous
            }
            // Room for each key in every variant, and in a navigation bar its back-button default.
            let perKey = bar.variants.count * (bar == .navigation ? 2 : 1)
            stored.reserveCapacity(stored.positions.count + keysSet.count * perKey)
            for variant in Self.variantsInPathOrder where variantsLeft[variant.ordinal] == nil {
                guard bar.variants.contains(variant) else { continue }
                for key in keysSet {
                    guard let position = keys.position(variant, key: key) else { continue }
                    let spec = catalogue.specs[position]
                    let result = lookup(variant, key: key, in: inherited, keys: keys)
                    switch result {
                    case .found(let index, let trail):
                        let entry = inherited.entries[index]
                        let source = entry.source(kind: entity.kind, in: catalogue)
                        stored.append(
                            try field(spec, entry: entry, source: source, fallback: trail), at: position)
                    case .leftToUIKit:
                        stored.append(
                            ResolvedField(
                                spec: spec, value: .uikitDefault, provenance: provenance(of: result)),
                            at: position)
                    case .unset:
                        break
                    }
                }
            }
        }
        if entity.bar == .navigation {
            Self.addBackButtonDefaults(to: &stored, catalogue: catalogue)
            Self.addFollowedFields(to: &stored, catalogue: catalogue)
        }
        stored.sort()
        let details = try details(of: entity, fields: stored)
        return ResolvedEntity(
            kind: entity.kind, name: entity.name, bar: entity.bar, parent: entity.parent,
            description: entity.description, storedFields: stored, unsetProvenance: unsetProvenance,
            variantsLeftToUIKit: variantsLeft, details: details)
    }

    /// The variants in the order of their names, which is their fields' path order.
    private static let variantsInPathOrder = Variant.allCases.sorted { $0.rawValue < $1.rawValue }

    /// The kind-specific results of a resolved entity with `fields`.
    private func details(of entity: Entity, fields: DecidedFields) throws(ResolutionError)
        -> ResolvedDetails
    {
        let catalogue = entity.catalogue
        func field(_ path: String) -> ResolvedField? {
            catalogue.position(path).flatMap(fields.field(atPosition:))
        }
        switch entity.kind {
        case .layout:
            func number(_ parameter: LayoutParameter) -> Double? { field(parameter.path)?.value.number }
            func choice(_ parameter: LayoutParameter) -> String? { field(parameter.path)?.value.choice }
            let geometry = LayoutGeometry(
                barHeight: number(.barHeight), baseHeight: number(.baseHeight),
                strategy: choice(.strategy).flatMap(LayoutStrategy.init(rawValue:)),
                alignment: choice(.alignment).flatMap(LayoutAlignment.init(rawValue:)),
                titleOffset: number(.titleOffset), buttonOffset: number(.buttonOffset))
            return .layout(geometry, fallback: try layoutFallback(of: entity, field: field))
        case .theme:
            return .theme(try theme(field))
        case .palette, .appearance, .sheet, .toolbar:
            return .none
        }
    }

    /// The resolved field `spec` for a set `entry`, set at `source`, reached through the variants of
    /// `fallback`.
    private func field(
        _ spec: FieldSpec, entry: InheritedFields.Entry, source: FieldSource, fallback: [String]
    )
        throws(ResolutionError)
        -> ResolvedField
    {
        let value: ResolvedValue
        let origin: Provenance.Origin
        switch entry.value {
        case .uikitDefault:
            value = .uikitDefault
            origin = .setToDefault(source)
        case .color(let color):
            value = .color(try resolvedColor(color, referrer: source))
            origin = .set(source)
        default:
            value = .value(entry.value)
            origin = .set(source)
        }
        return ResolvedField(spec: spec, value: value, provenance: provenance(origin, fallback: fallback))
    }

    /// `value` resolved to sRGB; `referrer` is the field holding it, named if a reference is missing.
    ///
    /// A reference resolves the same for every field that holds it: each palette colour's is made once
    /// and shared (``PaletteColorResolver``).
    func resolvedColor(_ value: ColorValue, referrer: FieldSource) throws(ResolutionError) -> ResolvedColor {
        try palette.evaluate(value, referrer: referrer)
    }

    /// A provenance with the change id of its source, if history knows it.
    func provenance(_ origin: Provenance.Origin, fallback: [String]) -> Provenance {
        let fallback = fallback.count > 1 ? fallback : []
        guard snapshot.lastChangeID != nil else { return Provenance(origin: origin, fallback: fallback) }
        let changeID = origin.source.flatMap { snapshot.changeID($0.kind, $0.entity, $0.path) }
        return Provenance(origin: origin, fallback: fallback, changeID: changeID)
    }
}
