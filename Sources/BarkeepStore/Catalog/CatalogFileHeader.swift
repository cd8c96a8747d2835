import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file is, read from its first bytes without SQLite, so a file Barkeep refuses is never
/// opened by SQLite (which may write to it, switching its journal mode or rolling back a journal).
enum CatalogFileHeader: Equatable {
    /// No file at the path.
    case missing
    /// A file of zero bytes.
    case empty
    /// An SQLite database file with this page size and, when the header's page count is valid,
    /// this many pages; `size` is the file's length in bytes.
    case sqlite(pageSize: Int, pageCount: Int?, size: Int)
    /// Something that is not a regular file (a device, a FIFO, a directory, a socket), in words: SQLite
    /// would read it as an empty database and write a journal beside it.
    case notAFile(what: String)
    /// Anything else.
    case foreign

    /// A test's action run between reading a file's size and its header (given the file's path), to
    /// let another process commit at that very moment; nil outside tests.
    static let afterSizeIsRead = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// The SQLite header string, "SQLite format 3" and a NUL.
    static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]

    /// Reads the header of the file at `path`; errors other than a missing file read as `foreign`
    /// so the caller refuses the file rather than guessing.
    static func inspect(path: String) -> CatalogFileHeader {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? .missing : .foreign }
        if let what = Self.notRegular(status.st_mode) { return .notAFile(what: what) }
        let size = Int(status.st_size)
        if let action = afterSizeIsRead.withLock({ $0 }) { action(path) }
        if size == 0 { return .empty }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .foreign }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
        guard count == 100, Array(bytes[0..<16]) == magic else { return .foreign }
        func integer(_ offset: Int, _ length: Int) -> Int {
            bytes[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = integer(16, 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return .foreign }
        // The in-header page count is valid when the change counter matches "version valid for".
        let pageCount = integer(24, 4) == integer(92, 4) ? integer(28, 4) : nil
        return .sqlite(pageSize: pageSize, pageCount: pageCount, size: size)
    }

    /// What a file of mode `mode` is, in words, when it is not a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Whether the file is visibly cut short: not a whole number of pages, or fewer pages than its
    /// header counts. (A catalog in WAL mode may hold newer pages in its `-wal` file, so only a
    /// file without one is compared with the header's count.)
    func isTruncated(hasWriteAheadLog: Bool) -> Bool {
        guard case .sqlite(let pageSize, let pageCount, let size) = self else { return false }
        if size % pageSize != 0 { return true }
        if !hasWriteAheadLog, let pageCount, size / pageSize < pageCount { return true }
        return false
    }
}
