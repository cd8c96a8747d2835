extension Resolver {
    /// The outcome of looking a field up in a variant and, by rule 2, in the variants it falls back to.
    enum VariantLookup {
        /// Set in the variant named last in `trail` (the first is the variant asked for; empty when it
        /// is set in the variant asked for), by the entry at `index` of the inherited fields' entries.
        case found(index: Int, trail: [String])
        /// The variant named last in `trail` (empty: the variant asked for) is left to UIKit by `source`.
        case leftToUIKit(FieldSource, trail: [String])
        /// Not set anywhere along the fallback.
        case unset
    }

    /// Looks the field of key number `key` (``VariantFieldKeys``) up in `variant`, then along its
    /// fallbacks; with a nil key, only finds whether the fallback ends at a variant left to UIKit.
    ///
    /// A variant that calls a background preset (`background=opaque|transparent|defaultBackground`)
    /// stops the fallback of the fields that call resets (``BackgroundPreset/resetFields``): UIKit's
    /// `configureWith…Background()` replaces them, so `scrollEdge.background=transparent` gives a
    /// transparent scroll edge even when `standard` sets a background colour.
    func lookup(_ variant: Variant, key: Int?, in inherited: InheritedFields, keys: VariantFieldKeys)
        -> VariantLookup
    {
        var current = variant
        var steps = 0
        while true {
            if let source = inherited.leftToUIKit(current) {
                return .leftToUIKit(source, trail: Self.fallbackTrails[variant.ordinal][steps])
            }
            if let key {
                if let position = keys.position(current, key: key),
                    let index = inherited.index(atPosition: position)
                {
                    return .found(index: index, trail: Self.fallbackTrails[variant.ordinal][steps])
                }
                if keys.isResetByBackgroundPreset[key], let presetKey = keys.backgroundPresetKey,
                    let position = keys.position(current, key: presetKey),
                    let index = inherited.index(atPosition: position),
                    inherited.entries[index].value != .uikitDefault
                {
                    return .unset
                }
            }
            guard let next = current.fallback else { return .unset }
            current = next
            steps += 1
        }
    }

    /// The trail of a lookup in each variant (by ordinal) that falls back `steps` times, at
    /// `[ordinal][steps]`: empty without fallback, else the variant asked for and each one it fell back
    /// to, `["compactScrollEdge", "scrollEdge", "standard"]`. Made once, shared by every field.
    private static let fallbackTrails: [[[String]]] = Variant.allCases.map { variant in
        var chain = [variant.rawValue]
        var current = variant
        while let next = current.fallback {
            chain.append(next.rawValue)
            current = next
        }
        return [[]] + (2...max(2, chain.count)).map { Array(chain.prefix($0)) }
    }

    /// Why `variant` is left to UIKit, or nil when Barkeep configures it: its own `V=default`, or, when
    /// nothing in the chain sets any of its fields (`configured` has a bit per variant ordinal that
    /// some entity sets a field of), the variant it falls back to being left to UIKit (UIKit then falls
    /// back the same way). `decided` holds, by ordinal, the variants before it in the bar's order.
    func leftToUIKit(
        _ variant: Variant, configured: UInt8, inherited: InheritedFields, decided: [Provenance?]
    ) -> Provenance? {
        if let source = inherited.leftToUIKit(variant) {
            return provenance(.variantLeftToUIKit(source), fallback: [])
        }
        guard configured & (1 << variant.ordinal) == 0, let fallback = variant.fallback,
            let left = decided[fallback.ordinal]
        else {
            return nil
        }
        let trail = [variant.rawValue] + (left.fallback.isEmpty ? [fallback.rawValue] : left.fallback)
        return provenance(left.origin, fallback: trail)
    }

    /// The provenance of a field nothing sets after `lookup`: UIKit default, possibly because of a
    /// variant left to UIKit.
    func provenance(of lookup: VariantLookup) -> Provenance {
        switch lookup {
        case .leftToUIKit(let source, let trail):
            return provenance(.variantLeftToUIKit(source), fallback: trail)
        case .found, .unset: return .unset
        }
    }
}
