/// Where a text that should be UTF-8 is not: the first byte that does not begin a well-formed sequence
/// (Unicode's table 3-7: no overlong forms, surrogates or values past U+10FFFF), with its line and
/// column, which the import errors of every format name.
package enum UTF8Validation {
    /// The 1-based line and column (counted in bytes) of the first ill-formed byte of `bytes`, or nil
    /// when all of it is UTF-8. Reads the bytes where they are; lines are counted only on a failure.
    package static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else { return position(of: index, in: bytes) }
            index += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte sequence at `index`, or 0 when there is none.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
        guard length > 0, index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            return 0
        }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    /// The 1-based line and byte column of `index` in `bytes`.
    private static func position(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        line: Int, column: Int
    ) {
        var line = 1
        var lineStart = 0
        for offset in 0..<index where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        return (line, index - lineStart + 1)
    }
}
