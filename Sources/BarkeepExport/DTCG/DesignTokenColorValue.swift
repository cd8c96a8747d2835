internal import BarkeepCore

/// The colour text `set` takes (`#RRGGBB` or `#RRGGBBAA`) for a design token's colour value in the
/// string hex form (or another CSS colour string, ``CSSColorString``) or the object form of the
/// 2025.10 colour module: any of its colour spaces
/// (``ColorSpace``), components that may be `none` (taken as 0, as CSS does when converting), an
/// optional `alpha` (default 1) and an optional 6-digit `hex` fallback.
///
/// Barkeep stores sRGB. A colour of another space is converted; one outside the sRGB gamut takes its
/// `hex` fallback when the token has one, and is otherwise clipped — either way with a note, so the
/// import never changes a colour silently.
struct DesignTokenColorValue {
    /// The colour text for `set`.
    let text: String
    /// Why the stored colour differs from the token's, if it does.
    let note: String?

    /// How far outside 0…1 a converted component may fall and still count as in gamut (half an 8-bit
    /// step: it rounds to the same byte).
    private static let gamutTolerance = 0.5 / 255

    /// Reads `value`, the `$value` (or a mode's value) of colour token `token`.
    init(_ value: JSONNode, token: String) throws(ImportError) {
        if let text = value.string {
            if text.hasPrefix("#"), RGBA(hexDigits: text.dropFirst()) != nil {
                self.init(text: text.uppercased(), note: nil)
            } else if let color = CSSColorString.color(text) {
                self.init(text: color.hexString, note: nil)
            } else {
                throw ImportError(
                    line: value.line, "token \(token): '\(text)' is not a colour (\(CSSColorString.forms))")
            }
            return
        }
        guard value.members != nil else {
            throw ImportError(
                line: value.line, "token \(token): a colour is a string or an object; found \(value.typeName)"
            )
        }
        let alpha = value["alpha"]?.number ?? 1
        guard (0...1).contains(alpha) else {
            throw ImportError(line: value.line, "token \(token): alpha \(alpha) is outside 0…1")
        }
        let fallback = try Self.fallback(value["hex"], token: token)
        guard let spaceName = value["colorSpace"]?.string else {
            guard let fallback else {
                throw ImportError(
                    line: value.line,
                    "token \(token): the colour object has neither colorSpace and components nor hex")
            }
            self.init(text: Self.text(fallback, alpha: alpha), note: nil)
            return
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            throw ImportError(
                line: value.line,
                "token \(token): unknown colorSpace '\(spaceName)'; expected one of "
                    + ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let components = try Self.components(value["components"], token: token, line: value.line)
        let converted = space.sRGB(components)
        let inGamut = [converted.x, converted.y, converted.z].allSatisfy {
            $0 >= -Self.gamutTolerance && $0 <= 1 + Self.gamutTolerance
        }
        if inGamut {
            let rgba = RGBA(red: converted.x, green: converted.y, blue: converted.z, alpha: alpha)
            self.init(text: rgba.hexString, note: nil)
        } else if let fallback {
            self.init(
                text: Self.text(fallback, alpha: alpha),
                note: "\(token): \(spaceName) colour outside sRGB; used its hex fallback \(fallback)")
        } else {
            let clipped = RGBA(red: converted.x, green: converted.y, blue: converted.z, alpha: alpha)
            self.init(
                text: clipped.hexString,
                note: "\(token): \(spaceName) colour outside sRGB; clipped to \(clipped.hexString)")
        }
    }

    private init(text: String, note: String?) {
        self.text = text
        self.note = note
    }

    /// The three components; `none` counts as 0.
    private static func components(_ node: JSONNode?, token: String, line: Int) throws(ImportError)
        -> SIMD3<Double>
    {
        guard case .array(let parts)? = node?.content, parts.count == 3 else {
            throw ImportError(
                line: node?.line ?? line, "token \(token): components must be an array of three numbers")
        }
        var numbers: [Double] = []
        for part in parts {
            if let number = part.number, number.isFinite {
                numbers.append(number)
            } else if part.string == "none" {
                numbers.append(0)
            } else {
                throw ImportError(
                    line: part.line,
                    "token \(token): a component must be a number or \"none\"; found \(part.typeName)")
            }
        }
        return SIMD3(numbers[0], numbers[1], numbers[2])
    }

    /// The `hex` fallback, which the colour module requires in the 6-digit form.
    private static func fallback(_ node: JSONNode?, token: String) throws(ImportError) -> String? {
        guard let node else { return nil }
        guard let hex = node.string, hex.hasPrefix("#"), hex.count == 7,
            RGBA(hexDigits: hex.dropFirst()) != nil
        else {
            throw ImportError(line: node.line, "token \(token): hex must be a 6-digit #RRGGBB fallback")
        }
        return hex.uppercased()
    }

    /// `hex` with `alpha` appended when the colour is translucent.
    private static func text(_ hex: String, alpha: Double) -> String {
        guard alpha < 1, let rgba = RGBA(hexDigits: hex.dropFirst()) else { return hex }
        return rgba.withAlpha(alpha).hexString
    }
}
