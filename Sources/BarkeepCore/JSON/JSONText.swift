/// JSON text being written, as UTF-8 bytes: what ``CanonicalJSON`` and the exporters write into, and
/// where lint puts a finding's lines together from pieces (``append(_:)``).
///
/// A whole catalog's JSON is made of millions of small pieces (a quote, a key, `" : "`, a newline and
/// its indentation). The bytes live in memory this text manages itself (``JSONTextStorage``), and the
/// appends of fixed pieces are inlined into their callers, so a piece costs a capacity check and a
/// copy; a colour is written as hex digits straight into it (``appendQuotedHex(_:)``), without making
/// a `String`. The text is handed over once per piece written out: as bytes (``withUnsafeBytes(_:)``)
/// or as a `String`.
///
/// A value, like `Array`: a copy shares the bytes until one of the two is written to.
package struct JSONText: @unchecked Sendable {
    /// The block that holds the bytes, shared between copies until one of them writes (then that one
    /// copies the bytes into a block of its own first).
    @usableFromInline var storage: JSONTextStorage
    /// The first byte of `storage`.
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    @usableFromInline var written: Int
    /// How many bytes fit in `storage`.
    @usableFromInline var capacity: Int

    /// Empty text with room for `capacity` bytes before it has to grow.
    package init(capacity: Int = 0) {
        storage = JSONTextStorage(capacity: max(capacity, 16))
        start = storage.start
        written = 0
        self.capacity = storage.capacity
    }

    /// How many bytes are written.
    package var count: Int { written }

    /// Whether nothing is written.
    package var isEmpty: Bool { count == 0 }

    /// The text written so far.
    package var string: String {
        String(unsafeUninitializedCapacity: written) { buffer in
            guard let destination = buffer.baseAddress else { return 0 }
            destination.update(from: start, count: written)
            return written
        }
    }

    /// Calls `body` with the UTF-8 bytes written so far, without copying them; the bytes are valid only
    /// during the call.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
    {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(start: start, count: written)) }
    }

    /// Forgets the text, keeping its storage for the next piece.
    package mutating func removeAll() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = JSONTextStorage(capacity: capacity)
            start = storage.start
        }
        written = 0
    }

    /// Appends the literal `text` as it is: punctuation and fixed keys, copied without looking at a
    /// `String`'s storage.
    @inlinable @inline(__always)
    package mutating func append(literal text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends `text` as it is, unquoted.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0.baseAddress, count: $0.count) }
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00xx`), everything else (`/` and non-ASCII included) as is.
    package mutating func appendQuoted(_ text: String) {
        append(byte: Self.quote)
        appendEscaped(text)
        append(byte: Self.quote)
    }

    /// Appends `text` as the inside of a JSON string literal, escaped as ``appendQuoted(_:)`` escapes
    /// it, without the quotes: for a string written in parts, such as a colour reference `{name}`.
    package mutating func appendEscaped(_ text: String) {
        // A native string's bytes are read where they are; any other string is first made native.
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped(utf8: $0) }
        guard appended == nil else { return }
        var text = text
        text.withUTF8 { appendEscaped(utf8: $0) }
    }

    /// Appends the bytes `utf8` of a string, escaped as ``appendEscaped(_:)`` escapes it.
    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        // The common case, nothing to escape: checked eight bytes at a time, then copied at once.
        let length = utf8.count
        var index = 0
        while index + 8 <= length,
            !Self.anyNeedsEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
        {
            index += 8
        }
        while index < length, !Self.needsEscape(source[index]) { index += 1 }
        append(source, count: index)
        if index < length {
            appendEscaping(UnsafeBufferPointer(start: source + index, count: length - index))
        }
    }

    /// Whether any of the eight bytes packed in `word` must be escaped: a byte below 0x20, a quote
    /// or a backslash (bit tricks that find a zero byte, as `strlen` implementations do).
    private static func anyNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return belowSpace || hasZeroByte(word ^ (ones &* UInt64(quote)))
            || hasZeroByte(word ^ (ones &* UInt64(backslash)))
    }

    /// Appends `"key" : ` (`"key":` when not `pretty`) for a key that needs no escaping, in one piece.
    @inlinable @inline(__always)
    package mutating func appendKey(literal key: StaticString, pretty: Bool) {
        let length = key.utf8CodeUnitCount
        let quote = UInt8(ascii: "\"")
        let destination = reserve(length + 5)
        destination[0] = quote
        (destination + 1).update(from: key.utf8Start, count: length)
        let end = destination + 1 + length
        end[0] = quote
        if pretty {
            end[1] = UInt8(ascii: " ")
            end[2] = UInt8(ascii: ":")
            end[3] = UInt8(ascii: " ")
            written += length + 5
        } else {
            end[1] = UInt8(ascii: ":")
            written += length + 3
        }
    }

    /// Appends `color` as a JSON string in its canonical hex spelling, ``RGBA/hexString``, without
    /// making the `String`.
    package mutating func appendQuotedHex(_ color: RGBA) {
        let destination = reserve(RGBA.maximumHexStringCount + 2)
        destination[0] = Self.quote
        let hexCount = color.writeHexString(to: destination + 1)
        destination[hexCount + 1] = Self.quote
        written += hexCount + 2
    }

    /// Starts a new line indented two spaces per `level` (nothing when `pretty` is false).
    @inlinable @inline(__always)
    package mutating func newline(pretty: Bool, level: Int) {
        guard pretty else { return }
        appendLineBreak(level: level, skipping: 1)
    }

    /// Appends the comma that separates two members or elements, then starts the next one's line at
    /// `level` when `pretty`: one copy instead of two.
    @inlinable @inline(__always)
    package mutating func appendComma(thenNewline pretty: Bool, level: Int) {
        guard pretty else {
            append(byte: UInt8(ascii: ","))
            return
        }
        appendLineBreak(level: level, skipping: 0)
    }

    /// Appends a comma unless `skipping` is 1, a newline, and two spaces per `level`.
    @inlinable @inline(__always)
    mutating func appendLineBreak(level: Int, skipping: Int) {
        let pieces: StaticString = ",\n                                "
        let count = 2 + 2 * level - skipping
        if count <= pieces.utf8CodeUnitCount - skipping {
            append(pieces.utf8Start + skipping, count: count)
        } else {
            appendDeepLineBreak(level: level, skipping: skipping)
        }
    }

    /// ``appendLineBreak(level:skipping:)`` for a level deeper than the prepared indentation.
    @usableFromInline
    mutating func appendDeepLineBreak(level: Int, skipping: Int) {
        if skipping == 0 { append(byte: UInt8(ascii: ",")) }
        append(byte: 0x0A)
        let destination = reserve(2 * level)
        destination.initialize(repeating: 0x20, count: 2 * level)
        written += 2 * level
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1).pointee = byte
        written += 1
    }

    /// Appends `count` bytes from `source`.
    @inlinable @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>?, count: Int) {
        guard let source, count > 0 else { return }
        reserve(count).update(from: source, count: count)
        written += count
    }

    /// Makes room for `count` more bytes in a block of this text's own and returns where they go; the
    /// caller writes them and adds them to `written`.
    @inlinable @inline(__always)
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if written + count > capacity || !isKnownUniquelyReferenced(&storage) {
            moveToNewStorage(minimumCapacity: written + count)
        }
        return start + written
    }

    /// Copies the bytes into a new block of this text's own with room for `minimumCapacity` bytes, at
    /// least twice the old capacity when it grows, so that appending n bytes piece by piece copies O(n)
    /// bytes in all.
    @usableFromInline
    mutating func moveToNewStorage(minimumCapacity: Int) {
        let newCapacity = minimumCapacity > capacity ? max(minimumCapacity, capacity * 2) : capacity
        let newStorage = JSONTextStorage(capacity: newCapacity)
        newStorage.start.update(from: start, count: written)
        storage = newStorage
        start = newStorage.start
        capacity = newCapacity
    }

    /// Appends `utf8`, escaping what JSON requires.
    private mutating func appendEscaping(_ utf8: UnsafeBufferPointer<UInt8>) {
        var unescaped = 0
        for index in 0..<utf8.count where Self.needsEscape(utf8[index]) {
            append(utf8.baseAddress.map { $0 + unescaped }, count: index - unescaped)
            appendEscape(of: utf8[index])
            unescaped = index + 1
        }
        append(utf8.baseAddress.map { $0 + unescaped }, count: utf8.count - unescaped)
    }

    /// Whether `byte` must be escaped in a JSON string: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == quote || byte == backslash
    }

    /// Appends the escape sequence of `byte`, a quote, a backslash or a control character.
    private mutating func appendEscape(of byte: UInt8) {
        append(byte: Self.backslash)
        switch byte {
        case Self.quote, Self.backslash: append(byte: byte)
        case 0x0A: append(byte: UInt8(ascii: "n"))
        case 0x0D: append(byte: UInt8(ascii: "r"))
        case 0x09: append(byte: UInt8(ascii: "t"))
        case 0x08: append(byte: UInt8(ascii: "b"))
        case 0x0C: append(byte: UInt8(ascii: "f"))
        default:
            let digits: StaticString = "0123456789abcdef"
            append(literal: "u00")
            append(byte: digits.utf8Start[Int(byte >> 4)])
            append(byte: digits.utf8Start[Int(byte & 0xF)])
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
