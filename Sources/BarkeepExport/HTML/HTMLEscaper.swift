/// The one way user text enters HTML: as text or attribute content, with every character that could
/// end either escaped.
public enum HTMLEscaper {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in element text
    /// and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
