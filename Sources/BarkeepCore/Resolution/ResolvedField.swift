/// One field of a resolved entity: its catalogue row, its value and where the value came from.
public struct ResolvedField: Hashable, Sendable {
    /// The catalogue row of the field asked for (for a fallback value, still the row asked for).
    public let spec: FieldSpec
    /// The resolved value.
    public let value: ResolvedValue
    /// Where the value came from.
    public let provenance: Provenance

    /// Creates a resolved field.
    public init(spec: FieldSpec, value: ResolvedValue, provenance: Provenance) {
        self.spec = spec
        self.value = value
        self.provenance = provenance
    }

    /// The field's full path, such as `scrollEdge.title.color`.
    public var path: String { spec.path }
}

extension ResolvedField {
    /// Whether some entity in the chain sets the field (to a value or to `default`), directly or through
    /// variant fallback, rather than leaving it, or its whole variant, to UIKit.
    var isSet: Bool {
        switch provenance.origin {
        case .set, .setToDefault: return true
        case .variantLeftToUIKit, .unset: return false
        }
    }
}
