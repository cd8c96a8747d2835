extension Resolver {
    /// Resolution rule 7, back-button defaults: in a navigation appearance, a `backButton.*` field that is
    /// still unset after inheritance and variant fallback takes the value of the same `button.*` field of
    /// its variant, with a provenance that says so. UIKit's header for `backButtonAppearance` says
    /// "Defaults are drawn from buttonAppearance when appropriate", and Apple's documentation: "If you
    /// don't change the value of this property, the navigation bar applies the attributes from the
    /// buttonAppearance property". `doneButtonAppearance` has no such rule (it styles `.done` items, and
    /// is deprecated for `prominentButtonAppearance` in iOS 26), so `doneButton.*` stays unset.
    static func addBackButtonDefaults(to stored: inout [String: ResolvedField], catalogue: FieldCatalogue) {
        let plainPrefix = ButtonGroup.button.rawValue + "."
        for (path, field) in stored where field.spec.key.hasPrefix(plainPrefix) {
            guard let variant = field.spec.variant else { continue }
            switch field.provenance.origin {
            case .set, .setToDefault: break
            case .variantLeftToUIKit, .unset: continue
            }
            let backPath =
                "\(variant.rawValue).\(ButtonGroup.backButton.rawValue)."
                + field.spec.key.dropFirst(plainPrefix.count)
            guard stored[backPath] == nil, let spec = catalogue.spec(backPath) else { continue }
            stored[backPath] = ResolvedField(
                spec: spec, value: field.value, provenance: field.provenance.backButtonDefault(from: path))
        }
    }
}
