internal import BarkeepCore

/// One colour component of a colour set's `Contents.json` (`"red" : "0.206"`), in the spellings Xcode
/// writes: a decimal fraction (`0.206`, its floating-point input), an 8-bit integer (`247`) or
/// hexadecimal (`0xF7`, its 8-bit inputs). JSON numbers are fractions.
enum ColorSetComponent {
    /// `value` (clamped into 0…1) as Xcode writes a fraction: three decimals, as a string. Three
    /// decimals are enough for 8 bits: each of the 256 values comes back as itself when read and rounded
    /// to the nearest 1/255 (`ColorSetComponentTests`).
    static func text(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The value of a component as a fraction (an 8-bit integer or hexadecimal is divided by 255), or
    /// the words saying what is wrong with it. Ranges are checked by the caller, which knows the colour
    /// space (extended spaces go past 0…1).
    static func value(_ node: JSONNode) -> Result<Double, ComponentProblem> {
        if let number = node.number {
            return number.isFinite ? .success(number) : .failure(.notANumber("\(number)"))
        }
        guard let text = node.string?.trimmingBlanks, !text.isEmpty else {
            return .failure(.notANumber(node.string.map { "\"\($0)\"" } ?? node.typeName))
        }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else {
                return .failure(.badByte(text))
            }
            return .success(Double(byte) / 255)
        }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let byte = Int(text), (0...255).contains(byte) else { return .failure(.badByte(text)) }
            return .success(Double(byte) / 255)
        }
        guard let fraction = Double(text), fraction.isFinite else {
            return .failure(.notANumber("\"\(text)\""))
        }
        return .success(fraction)
    }

    /// What is wrong with a component's text.
    enum ComponentProblem: Error, CustomStringConvertible {
        /// Not a number in any of the spellings.
        case notANumber(String)
        /// An 8-bit integer or hexadecimal value past 255, or not one at all.
        case badByte(String)

        /// The problem in words, with the spellings allowed.
        var description: String {
            switch self {
            case .notANumber(let text):
                return
                    "\(text) is not a component; expected a fraction (\"0.206\"), an 8-bit integer (\"247\") "
                    + "or hexadecimal (\"0xF7\")"
            case .badByte(let text):
                return "\"\(text)\" is not an 8-bit value (0–255, or 0x00–0xFF)"
            }
        }
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) })
        else {
            return ""
        }
        return String(self[start...end])
    }
}
