internal import BarkeepCore

/// How a design-tokens file names a token's properties: the W3C format's `$value`, `$type` and
/// `$description`, or the unprefixed `value`, `type` and `description` of Tokens Studio's default
/// ("legacy") format and of Style Dictionary before the W3C format.
///
/// A file is read in one syntax, decided as Style Dictionary decides it: the W3C one when any object
/// in it has a `$value` or `$type` member, the unprefixed one otherwise. `$extensions` keeps its `$`
/// in both (Tokens Studio writes its colour modifiers there in either format).
enum DesignTokenSyntax {
    /// `$value`, `$type`, `$description`.
    case dtcg
    /// `value`, `type`, `description`.
    case unprefixed

    /// The syntax of the document `root`.
    init(of root: JSONNode) {
        self = Self.usesPrefixedKeys(root) ? .dtcg : .unprefixed
    }

    /// The key of a token's value.
    var valueKey: String { self == .dtcg ? "$value" : "value" }
    /// The key of a token's or a group's type.
    var typeKey: String { self == .dtcg ? "$type" : "type" }
    /// The key of a token's or a group's description.
    var descriptionKey: String { self == .dtcg ? "$description" : "description" }

    /// Whether a member named `key` with the value `node` is one of a group's own properties rather
    /// than a token or group inside it: every `$` key but `$root`, and in the unprefixed syntax a
    /// `type` or `description` that is not itself a group or token.
    func isGroupProperty(_ key: String, _ node: JSONNode) -> Bool {
        if key.hasPrefix("$") { return key != "$root" }
        return self == .unprefixed && (key == typeKey || key == descriptionKey) && node.members == nil
    }

    /// Whether some object below `node` (or `node` itself) has a `$value` or `$type` member, without
    /// recursion (a file nests as deep as it likes). Arrays hold no tokens and are not searched.
    private static func usesPrefixedKeys(_ node: JSONNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            switch next.content {
            case .object(let members):
                for member in members {
                    if member.key == "$value" || member.key == "$type" { return true }
                    pending.append(member.value)
                }
            case .null, .bool, .number, .string, .array:
                continue
            }
        }
        return false
    }
}
