/// What a catalogue field sets in UIKit, as data a generator acts on: one exhaustive `switch` over
/// these cases writes any field's code, so a new row needs no exporter change.
package indirect enum UIKitTarget: Hashable, Sendable {
    /// A whole appearance variant: the bar's `<variant>Appearance` property (`V=default` leaves it nil).
    case variantAppearance
    /// The `configureWith…Background()` call the variant starts from.
    case backgroundPreset
    /// A property of an appearance object that holds the value itself, such as `backgroundColor` or
    /// `stackedLayoutAppearance.normal.iconColor`.
    case property(AppearanceObject, String)
    /// An entry of a text-attribute dictionary.
    case textAttribute(TextAttributeSet, TextAttribute)
    /// A component of a `UIOffset` property.
    case offsetComponent(OffsetProperty, OffsetComponent)
    /// Whether the second text-attribute dictionary starts as a copy of the first (a `Bool` field:
    /// `largeTitleTextAttributes = titleTextAttributes`), before its own entries; resolution gives its
    /// unset rows the first's values (rule 8).
    case textAttributesCopy(from: TextAttributeSet, into: TextAttributeSet)
    /// One image of `setBackIndicatorImage(_:transitionMaskImage:)`.
    case backIndicator(BackIndicatorImage)
    /// A property of the bar view itself, such as `tintColor` or `prefersLargeTitles`.
    case barProperty(String)
    /// A property of the bar view or its layer (`clipsToBounds`, `layer.shadowColor`), which no appearance
    /// proxy carries: set on each bar by the appearance's `applyView(to:)`.
    case barView(BarViewProperty)
    /// A property of a view controller's `UINavigationItem` (`backButtonTitle`), which the appearance's
    /// `apply(to:)` for a navigation item sets: UIKit reads the back button from the item beneath the top.
    case navigationItemProperty(String)
    /// One appearance of a palette colour, inside `UIColor(dynamicProvider:)`.
    case colorAppearance(ColorAppearance)
    /// The palette colour's asset-catalog name, loaded with `UIColor(named:)`.
    case colorAsset
    /// A layout preset parameter of the generated navigation bar subclass.
    case layoutParameter(LayoutParameter)
    /// A property of `UISheetPresentationController`, such as `prefersGrabberVisible`.
    case sheetProperty(String)
    /// A `Bool` property of the presented view controller; `negated` when the field means its opposite
    /// (`dismissible` is `!isModalInPresentation`).
    case presentedControllerProperty(String, negated: Bool)

    /// The container classes of a scoped appearance: `appearance(whenContainedInInstancesOf:)`.
    case appearanceContainers
    /// From iOS 13, an image of the bar's pre-iOS 13 API set back to nil (a `Bool` field: whether to),
    /// before the appearance objects are assigned.
    case legacyImageReset(LegacyBarImage, on: BarKind)
    /// A value of its own for the pre-iOS 13 API (`legacy.<key>`): what the standard variant's row with
    /// the first target writes through the second below iOS 13, which the legacy writer prefers to the
    /// standard value. Nothing from iOS 13 reads it.
    case legacyValue(of: UIKitTarget, LegacyTarget)
    /// A row with no UIKit API behind it, kept so existing catalogs still load; what it lacks says
    /// what to set instead.
    case noAPI(MissingAPI)

    /// The rows this one makes a Swift value with, if it is not a value on its own.
    package var group: FieldGroup? {
        switch self {
        case .textAttribute(let set, _): return .textAttributes(set)
        case .offsetComponent(let offset, _): return .offset(offset)
        case .backIndicator: return .backIndicator
        case .colorAppearance, .colorAsset: return .paletteColor
        case .barView(.shadowOffset): return .layerShadowOffset
        case .variantAppearance, .backgroundPreset, .property, .barProperty, .layoutParameter, .sheetProperty,
            .presentedControllerProperty, .noAPI, .appearanceContainers, .navigationItemProperty,
            .legacyValue, .legacyImageReset, .textAttributesCopy, .barView:
            return nil
        }
    }

    /// The API as help and the field reference show it, relative to the variant's appearance for
    /// appearance fields: `buttonAppearance.normal.titleTextAttributes[.font]`; empty for a whole
    /// variant, nil when the target names no API of its own.
    package var displayName: String? {
        switch self {
        case .variantAppearance: return ""
        case .backgroundPreset: return "configureWith…Background()"
        case .property(let object, let property): return object.swiftPath(to: property)
        case .textAttribute(let set, let attribute):
            return set.object.swiftPath(to: set.property) + "[\(attribute.key)]"
        case .offsetComponent(let offset, let component):
            return offset.object.swiftPath(to: offset.property) + ".\(component.rawValue)"
        case .backIndicator: return "setBackIndicatorImage(_:transitionMaskImage:)"
        case .barProperty(let property): return property
        case .barView(.shadowOffset(let component)): return "layer.shadowOffset.\(component.rawValue)"
        case .barView(let property): return property.swiftPath
        case .navigationItemProperty(let property): return "navigationItem.\(property)"
        case .colorAppearance: return "UIColor(dynamicProvider:)"
        case .colorAsset: return "UIColor(named:)"
        case .layoutParameter(let parameter): return parameter.uikitAPI
        case .sheetProperty(let property): return property
        case .presentedControllerProperty(let property, _): return property
        case .noAPI: return nil
        case .appearanceContainers: return "appearance(whenContainedInInstancesOf:)"
        case .textAttributesCopy(let from, let into):
            return into.object.swiftPath(to: into.property) + " = " + from.object.swiftPath(to: from.property)
        case .legacyImageReset(let image, let bar):
            let statements = image.clearingStatements(on: bar)
            return (statements.first ?? "") + (statements.count > 1 ? " (and every toolbar position)" : "")
        case .legacyValue(let standard, let legacy):
            guard case .textAttribute(_, let attribute) = standard else { return legacy.displayName }
            return legacy.displayName + "[\(attribute.key)]"
        }
    }
}
