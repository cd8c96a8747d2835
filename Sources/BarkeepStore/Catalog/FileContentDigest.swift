#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's length and the hash of its bytes: equal for two files with the same contents, whatever
/// their names, inodes or times.
struct FileContentDigest: Equatable {
    /// The length in bytes.
    let size: UInt64
    /// The FNV-1a hash of every byte.
    let hash: UInt64

    /// Its fields, as recorded.
    init(size: UInt64, hash: UInt64) {
        self.size = size
        self.hash = hash
    }

    /// The digest of the file at `path`, nil when it cannot be read.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hasher = FNV1a()
        var total: UInt64 = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
            hasher.add(chunk[0..<count])
            total += UInt64(count)
        }
        size = total
        hash = hasher.value
    }
}
