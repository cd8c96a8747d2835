extension RGBA {
    /// The numbers of hex digits a colour may be written with: `#RGB`, `#RRGGBB` and `#RRGGBBAA`.
    static let acceptedHexDigitCounts = [3, 6, 8]

    /// Parses the digits of a hex colour (after the `#`): 3, 6 or 8 hex digits in either case, else `nil`.
    ///
    /// `abc` means `AABBCC`; without an alpha pair the colour is opaque.
    public init?(hexDigits: some StringProtocol) {
        let values = hexDigits.map(Self.hexDigitValue)
        guard Self.acceptedHexDigitCounts.contains(values.count) else { return nil }
        var nibbles: [Int] = []
        for value in values {
            guard let value else { return nil }
            nibbles.append(value)
        }
        if nibbles.count == 3 {
            nibbles = nibbles.flatMap { [$0, $0] }
        }
        let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        self.init(
            red255: bytes[0],
            green255: bytes[1],
            blue255: bytes[2],
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        )
    }

    /// The canonical spelling: uppercase `#RRGGBB`, or `#RRGGBBAA` when the alpha, rounded to the nearest
    /// 8-bit value, is below `FF`. Every component is rounded to the nearest 8-bit value.
    public var hexString: String {
        let alphaByte = Self.byte(alpha)
        var text = "#"
        for channel in [Self.byte(red), Self.byte(green), Self.byte(blue)]
            + (alphaByte < 255 ? [alphaByte] : [])
        {
            text.unicodeScalars.append(Self.uppercaseHexDigits[channel >> 4])
            text.unicodeScalars.append(Self.uppercaseHexDigits[channel & 0xF])
        }
        return text
    }

    /// The value 0…15 of one hex digit in either case, or `nil` for any other character.
    static func hexDigitValue(_ character: Character) -> Int? {
        guard character.isASCII, let value = character.hexDigitValue else { return nil }
        return value
    }

    /// A component in 0…1 rounded to the nearest 8-bit value.
    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    /// The uppercase hex digits, by value.
    private static let uppercaseHexDigits = Array("0123456789ABCDEF".unicodeScalars)
}
