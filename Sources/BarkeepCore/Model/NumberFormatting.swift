/// The one canonical text form of numbers in stored values, documents and exports.
package enum NumberFormatting {
    /// `70`, `0.5`, `-3.25`: the shortest text that reads back as the same value, without `.0`.
    package static func canonical(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Parses a plain decimal number (`70`, `-3`, `0.25`); rejects `nan`, `inf` and exponents.
    package static func parse(_ text: String) -> Double? {
        let allowed = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        }
        guard allowed, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
