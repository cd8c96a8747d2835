/// One row of the field catalogue: a field path, its type, where it applies and what it maps to.
public struct FieldSpec: Hashable, Sendable {
    /// The dotted path, such as `scrollEdge.title.color` or `barHeight`.
    public let path: String
    /// The value type, which decides parsing and validation.
    public let type: ValueType
    /// The appearance variant the field belongs to; nil for bar-level and non-appearance fields.
    public let variant: Variant?
    /// The path within the variant (`title.color` for `scrollEdge.title.color`); the path itself
    /// for fields outside variants.
    public let key: String
    /// What the field sets in UIKit, if anything.
    public let uikitTarget: UIKitTarget?
    /// What the field sets in SwiftUI, if anything.
    public let swiftUITarget: SwiftUITarget?
    /// The iOS version that introduced the UIKit API behind the field (the SwiftUI modifier's own
    /// version is ``SwiftUITarget/introduced``).
    public let introduced: IOSVersion
    /// A one-line help text.
    public let help: String
    /// Whether the field may be set to `default` (UIKit's own default, distinct from unset).
    public let acceptsDefault: Bool
    /// Whether every entity of its kind must set the field (or the field ``requiredUnlessSet`` names).
    public let isRequired: Bool
    /// For a required field, another field whose value makes it optional: a palette colour needs
    /// `light` unless it names an `asset`.
    public let requiredUnlessSet: String?

    /// Creates a catalogue row.
    init(
        path: String, type: ValueType, variant: Variant? = nil, key: String? = nil, uikit: UIKitTarget? = nil,
        swiftUI: SwiftUITarget? = nil, introduced: IOSVersion = .iOS13, help: String,
        acceptsDefault: Bool = true,
        isRequired: Bool = false, requiredUnlessSet: String? = nil
    ) {
        self.path = path
        self.type = type
        self.variant = variant
        self.key = key ?? path
        self.uikitTarget = uikit
        self.swiftUITarget = swiftUI
        self.introduced = introduced
        self.help = help
        self.acceptsDefault = acceptsDefault
        self.isRequired = isRequired
        self.requiredUnlessSet = requiredUnlessSet
    }

    /// Whether `fields` lack this required field and the field that would excuse it.
    public func isMissing(in fields: [String: FieldValue]) -> Bool {
        guard isRequired, fields[path] == nil else { return false }
        guard let alternative = requiredUnlessSet else { return true }
        return fields[alternative] == nil
    }

    /// The rows this one makes a Swift value with (a font, a text-attribute dictionary, an offset), if any.
    public var group: FieldGroup? { uikitTarget?.group }

    /// The UIKit API as help shows it, such as `scrollEdgeAppearance.titleTextAttributes[.font]`.
    public var uikit: String? {
        guard let name = uikitTarget?.displayName else { return nil }
        guard let variant else { return name }
        return name.isEmpty ? variant.barPropertyName : "\(variant.barPropertyName).\(name)"
    }

    /// The SwiftUI modifier as help shows it, such as `toolbarColorScheme(_:for:)`.
    public var swiftui: String? { swiftUITarget?.displayName }
}
