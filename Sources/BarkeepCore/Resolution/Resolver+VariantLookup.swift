extension Resolver {
    /// The outcome of looking a field up in a variant and, by rule 2, in the variants it falls back to.
    enum VariantLookup {
        /// Set in the variant named last in `trail` (the first is the variant asked for; empty when it
        /// is set in the variant asked for).
        case found(InheritedFields.Entry, trail: [String])
        /// The variant named last in `trail` (empty: the variant asked for) is left to UIKit by `source`.
        case leftToUIKit(FieldSource, trail: [String])
        /// Not set anywhere along the fallback.
        case unset
    }

    /// Looks `key` up in `variant`, then along its fallbacks; with a nil key, only finds whether the
    /// fallback ends at a variant left to UIKit.
    ///
    /// A variant that calls a background preset (`background=opaque|transparent|defaultBackground`)
    /// stops the fallback of the fields that call resets (``BackgroundPreset/resetFields``): UIKit's
    /// `configureWith…Background()` replaces them, so `scrollEdge.background=transparent` gives a
    /// transparent scroll edge even when `standard` sets a background colour.
    func lookup(_ variant: Variant, key: String?, in inherited: InheritedFields) -> VariantLookup {
        var trail: [String] = []  // made only once the lookup falls back: most fields are found at once
        var current = variant
        while true {
            if let source = inherited.variantsLeftToUIKit[current] {
                return .leftToUIKit(source, trail: trail)
            }
            if let key, let entry = inherited.entry(current, key) {
                return .found(entry, trail: trail)
            }
            if let key, BackgroundPreset.resetFields.contains(key),
                let preset = inherited.entry(current, BackgroundPreset.fieldKey),
                preset.value != .uikitDefault
            {
                return .unset
            }
            guard let next = current.fallback else { return .unset }
            if trail.isEmpty { trail.append(current.rawValue) }
            current = next
            trail.append(next.rawValue)
        }
    }

    /// Why `variant` is left to UIKit, or nil when Barkeep configures it: its own `V=default`, or, when
    /// nothing in the chain sets any of its fields, the variant it falls back to being left to UIKit
    /// (UIKit then falls back the same way). `decided` holds the variants before it in the bar's order.
    func leftToUIKit(
        _ variant: Variant, configured: Set<Variant>, inherited: InheritedFields,
        decided: [Variant: Provenance]
    ) -> Provenance? {
        if let source = inherited.variantsLeftToUIKit[variant] {
            return provenance(.variantLeftToUIKit(source), fallback: [])
        }
        guard !configured.contains(variant), let fallback = variant.fallback, let left = decided[fallback]
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
