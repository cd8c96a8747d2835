#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which main file a write-ahead log's changes were made on top of, kept beside the catalog
/// (`<catalog>-wal-base`) only while the log holds changes the main file lacks.
///
/// A write command empties the log before it returns (`Connection.makeCommitDurable`), unless another
/// process's read transaction holds the log back for longer than the busy timeout. The log then holds
/// the only copy of the commit, and SQLite has no way to tell that the `.sqlite` file under it was
/// replaced (a `git checkout`, a copy): it would replay the log over whatever file is there. So the
/// writer records the main file's contents as the checkpoint left them (length and hash) with the
/// log's salt, which SQLite changes whenever it starts the log again; a catalog whose log still
/// carries that salt over a main file with other contents is refused before SQLite opens it (the same
/// bytes put back, by a second checkout, are accepted). The next write removes the record under the
/// write lock before it changes the main file.
struct WriteAheadLogBase: Equatable {
    /// The main file's contents when the record was written.
    let mainFile: FileContentDigest
    /// The log header's salt (bytes 16 to 23), which identifies one run of the log.
    let logSalt: UInt64

    /// The path of the record for the catalog at `catalog`.
    static func path(catalog: String) -> String { catalog + "-wal-base" }

    /// Records the catalog's main file as the base of its log, which holds changes the main file lacks.
    static func record(catalog: String) {
        guard let mainFile = FileContentDigest(path: catalog), let logSalt = logSalt(catalog: catalog) else {
            return
        }
        let base = WriteAheadLogBase(mainFile: mainFile, logSalt: logSalt)
        let target = path(catalog: catalog)
        let temporary = target + ".\(getpid()).tmp"
        guard let file = fopen(temporary, "w") else { return }
        let written = fputs(base.text, file) >= 0
        guard fclose(file) == 0, written, rename(temporary, target) == 0 else {
            unlink(temporary)
            return
        }
    }

    /// Removes the record: the log is about to be written and checkpointed again.
    static func remove(catalog: String) {
        unlink(path(catalog: catalog))
    }

    /// Throws when the catalog's log holds changes made on top of a main file whose contents have
    /// since been replaced. The record is read before and after the main file is looked at, so a writer changing
    /// both meanwhile is not taken for a replacement.
    static func verify(catalog: String) throws(CatalogOpenError) {
        for _ in 0..<8 {
            guard let recorded = read(catalog: catalog), logSalt(catalog: catalog) == recorded.logSalt else {
                return  // no record, or one from an earlier run of the log: nothing held back
            }
            let mainFile = FileContentDigest(path: catalog)
            guard read(catalog: catalog) == recorded else { continue }
            if mainFile == recorded.mainFile { return }
            throw CatalogOpenError.logOfAnotherFile(path: catalog)
        }
    }

    /// The record as one line of text.
    private var text: String {
        "barkeep-wal-base 1 \(mainFile.size) \(mainFile.hash) \(logSalt)\n"
    }

    /// The record of the catalog at `catalog`, nil when there is none (or it cannot be read).
    private static func read(catalog: String) -> WriteAheadLogBase? {
        guard let file = fopen(path(catalog: catalog), "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let words = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count == 5, words[0] == "barkeep-wal-base", words[1] == "1" else { return nil }
        let numbers = words[2...].compactMap { UInt64($0) }
        guard numbers.count == 3 else { return nil }
        return WriteAheadLogBase(
            mainFile: FileContentDigest(size: numbers[0], hash: numbers[1]), logSalt: numbers[2])
    }

    /// The salt in the header of the catalog's log, nil when the log has no header.
    private static func logSalt(catalog: String) -> UInt64? {
        let descriptor = open(catalog + "-wal", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 8, 16) }
        guard count == 8 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
