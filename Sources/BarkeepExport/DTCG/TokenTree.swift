import BarkeepCore

/// A DTCG group being built: tokens inserted at paths of group names, `$type` stated once at the top.
struct TokenTree {
    /// The group's members.
    private var members: [String: JSONValue] = [:]
    /// The `$type` the top group states.
    let type: String

    /// Creates an empty group of `type` tokens.
    init(type: String) {
        self.type = type
    }

    /// Whether no token was inserted.
    var isEmpty: Bool { members.isEmpty }

    /// Puts `token` at `path`, creating the groups on the way.
    mutating func insert(_ token: JSONValue, at path: [String]) {
        Self.insert(token, at: path[...], into: &members)
    }

    /// The group with its `$type`.
    var value: JSONValue {
        var result = members
        result["$type"] = .string(type)
        return .object(result)
    }

    /// Inserts into a group's members.
    private static func insert(
        _ token: JSONValue, at path: ArraySlice<String>, into members: inout [String: JSONValue]
    ) {
        guard let first = path.first else { return }
        if path.count == 1 {
            members[first] = token
            return
        }
        var group = members[first]?.object ?? [:]
        insert(token, at: path.dropFirst(), into: &group)
        members[first] = .object(group)
    }
}
