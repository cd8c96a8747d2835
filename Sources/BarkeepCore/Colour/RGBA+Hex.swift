extension RGBA {

    /// Parses the digits of a hex colour (after the `#`): 3, 6 or 8 hex digits in either case, else `nil`.
    ///
    /// `abc` means `AABBCC`; without an alpha pair the colour is opaque.
    package init?(hexDigits: some StringProtocol) {
        self.init(hexDigitBytes: hexDigits.utf8)
    }

    /// Parses the UTF-8 bytes of the digits of a hex colour, as ``init(hexDigits:)`` parses their text.
    init?(hexDigitBytes: some Sequence<UInt8>) {
        var packed: UInt32 = 0
        var count = 0
        for byte in hexDigitBytes {
            guard count < 8, let value = Self.hexDigitValue(ofASCII: byte) else { return nil }
            packed = packed << 4 | UInt32(value)
            count += 1
        }
        func byte(_ shift: UInt32) -> Int { Int(packed >> shift & 0xFF) }
        switch count {
        case 3:
            func doubled(_ shift: UInt32) -> Int { Int(packed >> shift & 0xF) * 17 }
            self.init(red255: doubled(8), green255: doubled(4), blue255: doubled(0), alpha: 1)
        case 6:
            self.init(red255: byte(16), green255: byte(8), blue255: byte(0), alpha: 1)
        case 8:
            self.init(red255: byte(24), green255: byte(16), blue255: byte(8), alpha: Double(byte(0)) / 255)
        default:
            return nil
        }
    }

    /// The canonical spelling: uppercase `#RRGGBB`, or `#RRGGBBAA` when the alpha, rounded to the nearest
    /// 8-bit value, is below `FF`. Every component is rounded to the nearest 8-bit value.
    package var hexString: String {
        String(unsafeUninitializedCapacity: Self.maximumHexStringCount) { text in
            guard let start = text.baseAddress else { return 0 }
            return writeHexString(to: start)
        }
    }

    /// The length of the longest ``hexString``, `#RRGGBBAA`.
    static let maximumHexStringCount = 9

    /// Writes the UTF-8 bytes of ``hexString`` to `destination`, which has room for
    /// ``maximumHexStringCount`` bytes, and returns how many it wrote: how `JSONText` writes a colour
    /// without making the `String`.
    func writeHexString(to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let digits: StaticString = "0123456789ABCDEF"
        let table = digits.utf8Start
        func write(_ byte: Int, at offset: Int) {
            destination[offset] = table[byte &>> 4]
            destination[offset + 1] = table[byte & 0xF]
        }
        destination[0] = UInt8(ascii: "#")
        write(Self.byte(red), at: 1)
        write(Self.byte(green), at: 3)
        write(Self.byte(blue), at: 5)
        let alphaByte = Self.byte(alpha)
        guard alphaByte < 255 else { return 7 }
        write(alphaByte, at: 7)
        return 9
    }

    /// The value 0…15 of one hex digit in either case, or `nil` for any other character.
    static func hexDigitValue(_ character: Character) -> Int? {
        guard character.isASCII, let value = character.hexDigitValue else { return nil }
        return value
    }

    /// The value 0…15 of the UTF-8 byte of one hex digit in either case, or `nil` for any other byte.
    static func hexDigitValue(ofASCII byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A component in 0…1 rounded to the nearest 8-bit value.
    ///
    /// Rounds half away from zero, as `rounded()` does, without the call into the C library: the
    /// integer part plus one when the fraction is at least a half (exact, as the scaled component is
    /// in 0…255).
    private static func byte(_ component: Double) -> Int {
        let scaled = component * 255
        let whole = Int(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
