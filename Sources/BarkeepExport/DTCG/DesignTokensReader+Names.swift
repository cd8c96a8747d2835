internal import BarkeepCore

/// How token paths become palette names and how JSON Pointer aliases name token paths.
extension DesignTokensReader {
    /// The token path a JSON Pointer alias names — `"$ref": "#/color/blue"` on the token, or as its
    /// `$value` — or `nil` when the token is no such alias. A pointer into part of a token's value
    /// cannot be a palette reference and is an error.
    func pointerTarget(_ node: JSONNode, token: String) throws(ImportError) -> String? {
        guard let reference = node["$ref"] ?? node[syntax.valueKey]?["$ref"] else { return nil }
        guard let pointer = reference.string, pointer.hasPrefix("#/") else {
            throw ImportError(
                line: reference.line,
                "token \(token): $ref must be a JSON Pointer into this file (#/group/token)")
        }
        var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map(
            Self.unescapedPointerToken)
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty, !parts.contains(where: { $0.hasPrefix("$") && $0 != "$root" }) else {
            throw ImportError(
                line: reference.line,
                "token \(token): $ref \(pointer) points into part of a token; only a whole token can be an alias"
            )
        }
        return parts.joined(separator: ".")
    }

    /// A JSON Pointer reference token with its escapes undone (RFC 6901: `~1` is `/`, `~0` is `~`).
    static func unescapedPointerToken(_ token: Substring) -> String {
        var result = ""
        var escaped = false
        for character in token {
            if escaped {
                result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                escaped = false
            } else if character == "~" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The palette name of a colour token path, or an error naming the token, and whether the name
    /// differs from the path in more than the documented mapping (a leading `color`/`colors` group and
    /// `$root` dropped): entity names are lowercase, so `systemBlue` becomes `system-blue`.
    static func paletteName(_ path: [String], line: Int) throws(ImportError) -> (name: String, renamed: Bool)
    {
        var parts = path
        if let first = parts.first, first == "color" || first == "colors", parts.count > 1 {
            parts.removeFirst()
        }
        if parts.last == "$root" { parts.removeLast() }
        let written = parts.joined(separator: ".")
        let name = parts.map(lowercaseName).joined(separator: ".")
        if let problem = EntityNameRule.problem(with: name) {
            throw ImportError(
                line: line, "token \(display(path)) cannot be a palette colour name: \(problem)")
        }
        return (name, name != written)
    }

    /// `segment` in lowercase, a `-` marking where a capital began a word: `systemBlue` → `system-blue`,
    /// `URLText` → `url-text`, `Brand` → `brand`.
    static func lowercaseName(_ segment: String) -> String {
        let characters = Array(segment)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let startsWord =
                    previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && index + 1 < characters.count
                        && characters[index + 1].isLowercase)
                if startsWord { result.append("-") }
            }
            result += character.lowercased()
        }
        return result
    }

    /// A token path as DTCG writes it: `color.brand.primary`.
    static func display(_ path: [String]) -> String {
        path.isEmpty ? "(root)" : path.joined(separator: ".")
    }
}
