extension Resolver {
    /// Resolution rule 7, back-button defaults: in a navigation appearance, a `backButton.*` field that is
    /// still unset after inheritance and variant fallback takes the value of the same `button.*` field of
    /// its variant, with a provenance that says so. UIKit's header for `backButtonAppearance` says
    /// "Defaults are drawn from buttonAppearance when appropriate", and Apple's documentation: "If you
    /// don't change the value of this property, the navigation bar applies the attributes from the
    /// buttonAppearance property". `doneButtonAppearance` has no such rule (it styles `.done` items, and
    /// is deprecated for `prominentButtonAppearance` in iOS 26), so `doneButton.*` stays unset.
    static func addBackButtonDefaults(to stored: inout DecidedFields, catalogue: FieldCatalogue) {
        let keys = catalogue.variantKeys
        var taken = Set<Int>()
        // By index, reading each field where it is: only the few with a back-button key are copied.
        for index in stored.positions.indices {
            let position = stored.positions[index]
            guard let key = keys.key(atPosition: position), let variant = stored.fields[index].spec.variant,
                stored.fields[index].isSet
            else {
                continue
            }
            let backKey = Int(keys.backButtonKeyByKey[key])
            guard backKey >= 0, let backPosition = keys.position(variant, key: backKey) else { continue }
            if taken.isEmpty { taken = Set(stored.positions) }
            guard taken.insert(backPosition).inserted else { continue }
            let field = stored.fields[index]
            stored.append(
                ResolvedField(
                    spec: catalogue.specs[backPosition], value: field.value,
                    provenance: field.provenance.backButtonDefault(from: field.spec.path)),
                at: backPosition)
        }
    }
}
