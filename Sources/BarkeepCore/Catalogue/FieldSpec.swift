/// One row of the field catalogue: a field path, its type, where it applies and what it maps to.
public struct FieldSpec: Hashable, Sendable {
    /// The row's values, shared by every copy: a resolved field carries its row as one reference
    /// instead of copying ten properties (paths, targets, help) into each of the entity's fields.
    private let row: Row

    /// The dotted path, such as `scrollEdge.title.color` or `barHeight`.
    public var path: String { row.path }
    /// The value type, which decides parsing and validation.
    public var type: ValueType { row.type }
    /// The appearance variant the field belongs to; nil for bar-level and non-appearance fields.
    public var variant: Variant? { row.variant }
    /// The path within the variant (`title.color` for `scrollEdge.title.color`); the path itself
    /// for fields outside variants.
    public var key: String { row.key }
    /// What the field sets in UIKit, if anything.
    package var uikitTarget: UIKitTarget? { row.uikitTarget }
    /// What the field sets in SwiftUI, if anything.
    package var swiftUITarget: SwiftUITarget? { row.swiftUITarget }
    /// The iOS version that introduced the UIKit API behind the field (the SwiftUI modifier's own
    /// version is ``SwiftUITarget/introduced``).
    public var introduced: IOSVersion { row.introduced }
    /// A one-line help text.
    public var help: String { row.help }
    /// UIKit's own value of the property when nothing sets it, for properties that are not optional
    /// (`isTranslucent` is true, `prefersLargeTitles` false); nil for optional ones, whose default is nil.
    public var uikitDefault: FieldValue? { row.uikitDefault }
    /// Whether the field may be set to `default` (UIKit's own default, distinct from unset).
    public var acceptsDefault: Bool { row.acceptsDefault }
    /// Whether every entity of its kind must set the field (or the field ``requiredUnlessSet`` names).
    public var isRequired: Bool { row.isRequired }
    /// For a required field, another field whose value makes it optional: a palette colour needs
    /// `light` unless it names an `asset`.
    public var requiredUnlessSet: String? { row.requiredUnlessSet }

    /// Creates a catalogue row.
    init(
        path: String, type: ValueType, variant: Variant? = nil, key: String? = nil, uikit: UIKitTarget? = nil,
        swiftUI: SwiftUITarget? = nil, introduced: IOSVersion = .iOS13, help: String,
        acceptsDefault: Bool = true,
        isRequired: Bool = false, requiredUnlessSet: String? = nil, uikitDefault: FieldValue? = nil
    ) {
        row = Row(
            path: path, type: type, variant: variant, key: key ?? path, uikitTarget: uikit,
            swiftUITarget: swiftUI, introduced: introduced, help: help, acceptsDefault: acceptsDefault,
            isRequired: isRequired, requiredUnlessSet: requiredUnlessSet, uikitDefault: uikitDefault)
    }

    /// Rows are equal when every property is (the same shared row, at once).
    public static func == (lhs: FieldSpec, rhs: FieldSpec) -> Bool {
        if lhs.row === rhs.row { return true }
        return lhs.path == rhs.path && lhs.type == rhs.type && lhs.variant == rhs.variant
            && lhs.key == rhs.key
            && lhs.uikitTarget == rhs.uikitTarget && lhs.swiftUITarget == rhs.swiftUITarget
            && lhs.introduced == rhs.introduced && lhs.help == rhs.help
            && lhs.acceptsDefault == rhs.acceptsDefault && lhs.isRequired == rhs.isRequired
            && lhs.requiredUnlessSet == rhs.requiredUnlessSet && lhs.uikitDefault == rhs.uikitDefault
    }

    /// Hashes the path, which equal rows share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }

    /// Whether `fields` lack this required field and the field that would excuse it.
    public func isMissing(in fields: [String: FieldValue]) -> Bool {
        guard isRequired, fields[path] == nil else { return false }
        guard let alternative = requiredUnlessSet else { return true }
        return fields[alternative] == nil
    }

    /// The rows this one makes a Swift value with (a font, a text-attribute dictionary, an offset), if any.
    package var group: FieldGroup? { uikitTarget?.group }

    /// The UIKit API as help shows it, such as `scrollEdgeAppearance.titleTextAttributes[.font]`.
    public var uikit: String? {
        guard let name = uikitTarget?.displayName else { return nil }
        guard let variant else { return name }
        return name.isEmpty ? variant.barPropertyName : "\(variant.barPropertyName).\(name)"
    }

    /// The SwiftUI modifier as help shows it, such as `toolbarColorScheme(_:for:)`.
    public var swiftui: String? { swiftUITarget?.displayName }

    /// The stored values of a row, made once when the catalogue is built.
    private final class Row: Sendable {
        let path: String
        let type: ValueType
        let variant: Variant?
        let key: String
        let uikitTarget: UIKitTarget?
        let swiftUITarget: SwiftUITarget?
        let introduced: IOSVersion
        let help: String
        let acceptsDefault: Bool
        let isRequired: Bool
        let requiredUnlessSet: String?
        let uikitDefault: FieldValue?

        init(
            path: String, type: ValueType, variant: Variant?, key: String, uikitTarget: UIKitTarget?,
            swiftUITarget: SwiftUITarget?, introduced: IOSVersion, help: String, acceptsDefault: Bool,
            isRequired: Bool, requiredUnlessSet: String?, uikitDefault: FieldValue?
        ) {
            self.uikitDefault = uikitDefault
            self.path = path
            self.type = type
            self.variant = variant
            self.key = key
            self.uikitTarget = uikitTarget
            self.swiftUITarget = swiftUITarget
            self.introduced = introduced
            self.help = help
            self.acceptsDefault = acceptsDefault
            self.isRequired = isRequired
            self.requiredUnlessSet = requiredUnlessSet
        }
    }
}
