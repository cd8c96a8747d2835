/// The type of value a field holds, which decides how its text is parsed and validated.
public enum ValueType: Hashable, Sendable {
    /// A colour value (§1.1), or a palette reference.
    case color
    /// An image value: `asset:<name>`, `symbol:<name>` or `none`.
    case image
    /// A number within a closed range, in `unit`.
    case number(ClosedRange<Double>, unit: NumberUnit = .points)
    /// One of the words of a ``ChoiceDomain``.
    case choice(ChoiceSet)
    /// `true` or `false`.
    case bool
    /// Free text.
    case text
    /// An ordered list of sheet detents.
    case detents
    /// A detent identifier: `medium`, `large` or a custom detent's name.
    case detentIdentifier
    /// Whether the view behind a sheet takes input: `automatic`, `enabled`, `disabled` or
    /// `upThrough:<detent>`.
    case backgroundInteraction
    /// An ordered list of toolbar items.
    case toolbarItems
    /// A set of platforms.
    case platforms
    /// An iOS version such as `15.0`.
    case version
    /// Another entity of `kind` (and, for appearances, `bar`).
    case member(EntityKind, bar: BarKind?)
    /// An ordered list of other entities of `kind`.
    case members(EntityKind)
    /// A whole appearance variant; the only value is `default`.
    case wholeVariant
    /// Swift type names, comma-separated, such as `SettingsViewController,Onboarding.Container`: names
    /// generated code spells, so only identifier characters are accepted.
    case swiftTypeNames

    /// The unit of a number; nil for the other types.
    public var unit: NumberUnit? {
        if case .number(_, let unit) = self { return unit }
        return nil
    }

    /// A short description for help and error messages.
    public var summary: String {
        switch self {
        case .color: return "colour (#RGB, #RRGGBB, #RRGGBBAA, clear, system:<name>, {palette})"
        case .image:
            return
                "image (asset:<name>, symbol:<name>, color:<colour>, empty, none; options ;template ;original ;insets=t,l,b,r ;caps=t,l,b,r ;alpha=0…1 ;size=WxH, symbols ;size= ;weight= ;scale=)"
        case .number(let range, _):
            return
                "number \(NumberFormatting.canonical(range.lowerBound))…\(NumberFormatting.canonical(range.upperBound))"
        case .choice(let choices):
            let aliases = choices.aliases.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
            return "one of " + choices.cases.joined(separator: ", ")
                + (aliases.isEmpty ? "" : " (also " + aliases.joined(separator: ", ") + ")")
        case .bool: return "true or false"
        case .text: return "text"
        case .detents: return "detents (medium, large, height(<pt>), fraction(<0..1>), <name>:height(<pt>))"
        case .detentIdentifier: return "detent (medium, large or a custom detent's name)"
        case .backgroundInteraction:
            return "background interaction (automatic, enabled, disabled, upThrough:<detent>)"
        case .toolbarItems: return "items (<placement>:<label>[:<systemImage>], …)"
        case .platforms:
            return "platforms (" + Platform.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case .version: return "iOS version such as 15.0"
        case .member(let kind, let bar):
            return bar.map { "\($0.rawValue) appearance" } ?? "\(kind.rawValue) name"
        case .members(let kind): return "\(kind.rawValue) names, comma-separated"
        case .wholeVariant: return "default (leave the whole variant to UIKit)"
        case .swiftTypeNames: return "Swift class names, comma-separated"
        }
    }
}
