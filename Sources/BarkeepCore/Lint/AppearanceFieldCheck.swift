/// The appearance field rules: a back-indicator image without its transition mask (or the reverse),
/// which UIKit resets both of, and fields that no UIKit API reads.
struct AppearanceFieldCheck: LintCheck {
    /// The findings for a resolved appearance (none for other kinds).
    func findings(for appearance: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        guard appearance.kind == .appearance else { return [] }
        return backIndicatorFindings(appearance) + withoutAPIFindings(appearance)
    }

    /// The catalogue positions of the back-indicator rows of each variant of `bar`'s appearances, by
    /// ``Variant/ordinal``: found once per bar kind, so checking an appearance hashes no path.
    private static func backIndicatorPositions(_ bar: BarKind) -> [[Int]] {
        var positions = [[Int]](repeating: [], count: Variant.allCases.count)
        for (position, spec) in FieldCatalogue.of(.appearance, bar: bar).specs.enumerated() {
            guard case .backIndicator = spec.uikitTarget, let variant = spec.variant else { continue }
            positions[variant.ordinal].append(position)
        }
        return positions
    }

    /// The back-indicator positions of navigation appearances.
    private static let navigationBackIndicators = backIndicatorPositions(.navigation)
    /// The back-indicator positions of tab appearances.
    private static let tabBackIndicators = backIndicatorPositions(.tab)
    /// The back-indicator positions of toolbar appearances.
    private static let toolbarBackIndicators = backIndicatorPositions(.toolbar)

    /// The back-indicator positions of `bar`'s appearances, by variant ordinal.
    private static func backIndicators(of bar: BarKind) -> [[Int]] {
        switch bar {
        case .navigation: return navigationBackIndicators
        case .tab: return tabBackIndicators
        case .toolbar: return toolbarBackIndicators
        }
    }

    /// A note per back-indicator image set without the other one, once per field that sets it (the
    /// variants that fall back to it are not listed again).
    private func backIndicatorFindings(_ appearance: ResolvedEntity) -> [LintFinding] {
        guard let bar = appearance.bar else { return [] }
        let positionsByVariant = Self.backIndicators(of: bar)
        var reported = Set<String>()
        return bar.variants.compactMap { variant -> LintFinding? in
            let positions = positionsByVariant[variant.ordinal]
            // Only a stored row can be set to an image; without one there is nothing to pair.
            guard positions.contains(where: { appearance.storedFields.field(atPosition: $0) != nil }) else {
                return nil
            }
            var set: [BackIndicatorImage: ResolvedField] = [:]
            var missing: [BackIndicatorImage: ResolvedField] = [:]
            for position in positions {
                guard let field = appearance.field(atPosition: position),
                    case .backIndicator(let part) = field.spec.uikitTarget
                else { continue }
                if field.value.isUIKitDefault { missing[part] = field } else { set[part] = field }
            }
            guard set.count == 1, let field = set.values.first, let other = missing.values.first,
                let source = field.provenance.source, reported.insert(source.path).inserted
            else { return nil }
            return LintFinding(
                rule: .backIndicatorPair, severity: .note, kind: .appearance, entity: appearance.name,
                path: field.path,
                reason:
                    "\(field.path) is set without \(other.path); setBackIndicatorImage(_:transitionMaskImage:) "
                    + "resets both when either is nil, so the export uses the one image for both",
                fix: "set \(other.path) too")
        }
    }

    /// A warning per field set whose row has no UIKit API behind it.
    private func withoutAPIFindings(_ appearance: ResolvedEntity) -> [LintFinding] {
        let storesFieldWithoutAPI = appearance.storedFields.fields.contains {
            if case .noAPI = $0.spec.uikitTarget { return true }
            return false
        }
        guard storesFieldWithoutAPI else { return [] }
        return appearance.setFields.compactMap { field -> LintFinding? in
            guard case .noAPI(let missing) = field.spec.uikitTarget, !field.value.isUIKitDefault,
                case .set(let source) = field.provenance.origin, source.entity == appearance.name,
                source.path == field.path
            else { return nil }
            return LintFinding(
                rule: .fieldWithoutAPI, severity: .warning, kind: .appearance, entity: appearance.name,
                path: field.path, reason: "\(field.path) is stored but nothing reads it: \(missing.reason)",
                fix: "barkeep appearance unset \(appearance.name) \(field.path)")
        }
    }
}
