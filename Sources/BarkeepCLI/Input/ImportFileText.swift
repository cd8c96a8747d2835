import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of an import file, read into the string's own storage in one copy (invalid UTF-8
/// repaired with U+FFFD, as `String(decoding:as:)` repairs it). Reading the file as `Data` and then
/// making a `String` of it held the file twice: 155 MB more for the design-tokens file of a
/// 100,000-appearance catalog, alive while its JSON tree was built.
enum ImportFileText {
    /// The text of the file at `path`, or nil when it cannot be read. A file that is not a regular
    /// file (a pipe, `/dev/stdin`) or that changes size while it is read is read through `FileManager`.
    static func text(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            return readThroughFileManager(path)
        }
        let size = Int(status.st_size)
        var complete = false
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            var filled = 0
            while filled < size {
                let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return filled }
                filled += count
            }
            var extra: UInt8 = 0
            complete = read(descriptor, &extra, 1) == 0
            return filled
        }
        return complete ? text : readThroughFileManager(path)
    }

    /// The file's text read as `Data` first.
    private static func readThroughFileManager(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
