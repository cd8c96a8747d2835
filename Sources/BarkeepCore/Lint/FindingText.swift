/// A line of lint text (a finding's reason, fix or printed form) put together from pieces as UTF-8 bytes
/// and made into one string at the end: appending a small piece to a `String` costs hundreds of
/// instructions, which tens of thousands of findings at 100k entities add up to.
struct FindingText {
    /// The bytes so far.
    private var bytes: [UInt8] = []

    /// An empty line with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Adds `piece`.
    mutating func append(_ piece: String) {
        // A native string's bytes are copied in one piece; the generic path copies them one by one.
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: piece.utf8) }
    }

    /// Adds `pieces` with `separator` between them.
    mutating func append(_ pieces: [String], separator: String) {
        for (index, piece) in pieces.enumerated() {
            if index > 0 { append(separator) }
            append(piece)
        }
    }

    /// The line.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
