/// The block of memory a ``JSONText`` writes into: allocated when the text is made or grows, freed
/// when the last text using it goes away.
///
/// The text keeps the block's address, its capacity and how much is written in its own stored
/// properties, so that appending a piece touches no class property (no reference counting, no
/// exclusivity check); this object only owns the block, and tells the text whether a copy of the text
/// shares it (then the text copies the bytes before writing, as `Array` does).
@usableFromInline
final class JSONTextStorage {
    /// The first of `capacity` allocated bytes.
    @usableFromInline let start: UnsafeMutablePointer<UInt8>
    /// How many bytes are allocated.
    @usableFromInline let capacity: Int

    /// A block of `capacity` bytes, none written.
    @usableFromInline
    init(capacity: Int) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deallocate()
    }
}
