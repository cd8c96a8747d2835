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
    /// The UIKit property (or call) the field maps to, if any.
    public let uikit: String?
    /// The SwiftUI modifier the field maps to, if any.
    public let swiftui: String?
    /// The iOS version that introduced the UIKit/SwiftUI API behind the field.
    public let introduced: String
    /// A one-line help text.
    public let help: String
    /// Whether the field may be set to `default` (UIKit's own default, distinct from unset).
    public let acceptsDefault: Bool
    /// Whether every entity of its kind must set the field.
    public let isRequired: Bool

    /// Creates a catalogue row.
    public init(
        path: String, type: ValueType, variant: Variant? = nil, key: String? = nil, uikit: String? = nil,
        swiftui: String? = nil, introduced: String = "13.0", help: String, acceptsDefault: Bool = true,
        isRequired: Bool = false
    ) {
        self.path = path
        self.type = type
        self.variant = variant
        self.key = key ?? path
        self.uikit = uikit
        self.swiftui = swiftui
        self.introduced = introduced
        self.help = help
        self.acceptsDefault = acceptsDefault
        self.isRequired = isRequired
    }
}
