#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The position of each field path of a catalogue, found from the path's UTF-8 bytes.
///
/// Paths are looked up for every field loaded, parsed, resolved and checked, so this is an
/// open-addressing table hashed with FNV-1a: a lookup is one pass over the path's bytes and, nearly
/// always, one `memcmp`. The table is built once per catalogue from Barkeep's own paths and never
/// grows, so no input can lengthen its probe runs: an unknown path costs at most a run of it.
struct PathIndex: Sendable {
    /// Every path's UTF-8 bytes, one after another, in position order.
    private let bytes: [UInt8]
    /// Where each position's path begins in ``bytes``; one more entry than there are paths, so that
    /// `starts[p + 1] - starts[p]` is the length of path `p`.
    private let starts: [Int]
    /// One more than the position held in each slot, 0 for an empty slot; a power of two at least twice
    /// the number of paths.
    private let slots: [Int]

    /// An index of `paths`, the path at position `p` being `paths[p]`; the paths are distinct.
    init(_ paths: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for path in paths {
            bytes += path.utf8
            starts.append(bytes.count)
        }
        var capacity = 16
        while capacity < paths.count * 2 { capacity *= 2 }
        var slots = [Int](repeating: 0, count: capacity)
        bytes.withUnsafeBufferPointer { all in
            for position in paths.indices {
                let path = UnsafeBufferPointer(rebasing: all[starts[position]..<starts[position + 1]])
                var slot = Self.slot(of: path, mask: capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = position + 1
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// The position of the path whose UTF-8 bytes are `path`, if it is one of the index's.
    func position(utf8 path: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.slot(of: path, mask: mask)
        return bytes.withUnsafeBufferPointer { all -> Int? in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                let position = entry - 1
                let start = starts[position]
                if starts[position + 1] - start == path.count,
                    path.isEmpty || memcmp(all.baseAddress! + start, path.baseAddress!, path.count) == 0
                {
                    return position
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position of `path`, if it is one of the index's.
    func position(_ path: String) -> Int? {
        if let found = path.utf8.withContiguousStorageIfAvailable({ position(utf8: $0) }) { return found }
        var contiguous = path
        return contiguous.withUTF8 { position(utf8: $0) }
    }

    /// The slot a path's probe starts at: its 64-bit FNV-1a hash, masked.
    private static func slot(of path: UnsafeBufferPointer<UInt8>, mask: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    }
}
