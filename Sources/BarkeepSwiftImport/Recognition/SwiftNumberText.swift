/// Numbers written the way catalogue fields take them.
enum SwiftNumberText {
    /// `70`, `-20`, `0.5`: integers without a fraction, others with up to four decimals.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        var text = String(format4(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` rounded to four decimals, as text.
    private static func format4(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        return String(scaled)
    }
}
