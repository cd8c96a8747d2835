internal import BarkeepCore

/// The resolved fields of one variant of an appearance and its bar-level settings, looked up by their
/// typed UIKit target rather than by path.
struct AppearanceFields {
    /// The fields by target.
    private let fieldsByTarget: [UIKitTarget: ResolvedField]

    /// The fields of `variant` of `appearance`, with the bar-level ones: those something sets, since a
    /// field nothing sets holds UIKit's default, which ``value(_:)`` reports as nil anyway.
    init(_ appearance: ResolvedEntity, variant: Variant) {
        var fields: [UIKitTarget: ResolvedField] = [:]
        for field in appearance.setFields where field.spec.variant == nil || field.spec.variant == variant {
            guard field.spec.type != .wholeVariant, let target = field.spec.uikitTarget else { continue }
            fields[target] = field
        }
        fieldsByTarget = fields
    }

    /// The resolved value of the field behind `target`; nil when UIKit's default applies.
    func value(_ target: UIKitTarget) -> ResolvedValue? {
        guard let value = fieldsByTarget[target]?.value, !value.isUIKitDefault else { return nil }
        return value
    }

    /// The colour behind `target`, if one is set.
    func color(_ target: UIKitTarget) -> AdaptiveColor? { value(target)?.color?.color }

    /// The number behind `target`, if one is set.
    func number(_ target: UIKitTarget) -> Double? { value(target)?.number }

    /// The choice behind `target`, if one is set.
    func choice(_ target: UIKitTarget) -> String? { value(target)?.choice }

    /// The image behind `target`, if one other than `none` is set.
    func image(_ target: UIKitTarget) -> ImageValue? {
        guard case .value(.image(let image)) = value(target), image != .none else { return nil }
        return image
    }

    /// How the text of `set` looks: its colour (nil: the bar's default), size and weight.
    func text(_ set: TextAttributeSet) -> TextLook {
        let style = choice(.textAttribute(set, .font(.textStyle))).flatMap(TextStyle.init(rawValue:))
        return TextLook(
            color: color(.textAttribute(set, .foregroundColor)),
            size: number(.textAttribute(set, .font(.size))) ?? style?.defaultPointSize
                ?? set.defaultPointSize,
            weight: choice(.textAttribute(set, .font(.weight))).flatMap(FontWeight.init(rawValue:))
                ?? style?.defaultWeight)
    }

    /// The vertical component of the offset `property`, 0 when unset.
    func offset(_ property: OffsetProperty, _ component: OffsetComponent) -> Double {
        number(.offsetComponent(property, component)) ?? 0
    }
}
