/// Where a resolved field's value came from (resolution rule 6).
///
/// ``description`` reads like `standard.title.color of appearance base`,
/// `standard.title.color of appearance leaf (fallback from scrollEdge)` or `UIKit default`.
public struct Provenance: Hashable, Sendable, CustomStringConvertible {
    /// How the value was decided.
    public enum Origin: Hashable, Sendable {
        /// A value was set at the source.
        case set(FieldSource)
        /// The source sets the field to `default`: UIKit's own default, on purpose.
        case setToDefault(FieldSource)
        /// The source leaves the whole variant to UIKit (`scrollEdge=default`), so the field is UIKit's.
        case variantLeftToUIKit(FieldSource)
        /// Nothing in the parent chain sets the field, nor its fallback: UIKit's default.
        case unset

        /// The entity field the value (or the `default`) comes from; nil when nothing sets it.
        public var source: FieldSource? {
            switch self {
            case .set(let source), .setToDefault(let source), .variantLeftToUIKit(let source): return source
            case .unset: return nil
            }
        }
    }

    /// How the value was decided.
    public let origin: Origin
    /// The variants (or palette slots) the lookup passed through by fallback, starting with the one
    /// asked for: `["scrollEdge", "standard"]`. Empty when the value was found without fallback.
    public let fallback: [String]
    /// The history change that last set the source field, when history supplies it.
    public let changeID: Int64?
    /// For a back-button field nothing sets, the plain-button field of the same variant whose value it
    /// takes (`standard.button.normal.title.color`): UIKit draws back-button defaults from
    /// `buttonAppearance` (resolution rule 7).
    public let backButtonDefaultFrom: String?
    /// For a field of a text-attribute dictionary that starts as a copy of another
    /// (`largeTitle.followsTitle`), the field of the other whose value it takes, such as
    /// `standard.title.color` (resolution rule 8).
    public let followsFrom: String?

    /// Creates a provenance.
    public init(
        origin: Origin, fallback: [String] = [], changeID: Int64? = nil, backButtonDefaultFrom: String? = nil,
        followsFrom: String? = nil
    ) {
        self.origin = origin
        self.fallback = fallback
        self.changeID = changeID
        self.backButtonDefaultFrom = backButtonDefaultFrom
        self.followsFrom = followsFrom
    }

    /// This provenance, for a back-button field that takes the value of the plain-button field `path`.
    func backButtonDefault(from path: String) -> Provenance {
        Provenance(origin: origin, fallback: fallback, changeID: changeID, backButtonDefaultFrom: path)
    }

    /// This provenance, for a field that takes the value of the field `path` it follows.
    func following(_ path: String) -> Provenance {
        Provenance(origin: origin, fallback: fallback, changeID: changeID, followsFrom: path)
    }

    /// A field nothing sets.
    public static let unset = Provenance(origin: .unset)

    /// The entity field the value (or the `default`) comes from; nil when nothing sets it.
    public var source: FieldSource? { origin.source }

    /// Whether the field resolves to UIKit's own default.
    public var isUIKitDefault: Bool {
        if case .set = origin { return false }
        return true
    }

    /// Reads like `standard.title.color of appearance base`, `… (fallback from scrollEdge)`,
    /// `UIKit default (scrollEdge=default of appearance base)` or `UIKit default`; a back-button default
    /// adds `, back-button default from standard.button.normal.title.color`, a followed field
    /// `, follows standard.title.color`; a known change id is added as `, change 42`.
    public var description: String {
        var text: String
        switch origin {
        case .set(let source): text = source.description
        case .setToDefault(let source), .variantLeftToUIKit(let source):
            text = "UIKit default (\(source.path)=default of \(source.kind.rawValue) \(source.entity))"
        case .unset: text = "UIKit default"
        }
        if let first = fallback.first, fallback.count > 1 {
            let via = fallback.dropFirst().dropLast()
            text +=
                " (fallback from \(first)" + (via.isEmpty ? "" : " via " + via.joined(separator: ", ")) + ")"
        }
        if let backButtonDefaultFrom { text += ", back-button default from \(backButtonDefaultFrom)" }
        if let followsFrom { text += ", follows \(followsFrom)" }
        if let changeID { text += ", change \(changeID)" }
        return text
    }
}
