/// Why a catalog could not be opened.
package enum CatalogOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No catalog exists at the path (read commands never create one).
    case missing(path: String)
    /// The catalog file could not be created, with SQLite's reason.
    case cannotCreate(path: String, reason: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The path names something other than a regular file (`what`: a device, a FIFO, a directory).
    case notAFile(path: String, what: String)
    /// The file is empty (0 bytes); only `init` and `demo` turn it into a catalog.
    case empty(path: String)
    /// The catalog's schema is older than this binary's and the command only reads.
    case needsUpgrade(path: String)
    /// The file is an SQLite database, but damaged.
    case damaged(path: String, detail: String)
    /// The catalog's write-ahead log holds changes made on top of another version of the file, which
    /// was replaced (a `git checkout`, a copy) while a reader kept the log from being emptied.
    case logOfAnotherFile(path: String)

    /// Says what is wrong and what to do.
    package var description: String {
        switch self {
        case .missing(let path):
            return "no catalog at '\(path)'; create one with 'barkeep init' (or pass --db <path>)"
        case .cannotCreate(let path, let reason):
            return
                "cannot create a catalog at '\(path)': \(reason) (does the directory exist and is it writable?)"
        case .notADatabase(let path):
            return "'\(path)' is not an SQLite database; refusing to touch it"
        case .notAFile(let path, let what):
            return "'\(path)' is \(what), not a catalog file; a catalog is a regular file (or a new path)"
        case .empty(let path):
            return "'\(path)' is an empty file, not a catalog; run 'barkeep init' to make it one"
        case .needsUpgrade(let path):
            return "the catalog at '\(path)' was written by an older Barkeep and read commands never write; "
                + "run 'barkeep init' to bring its schema up to date"
        case .damaged(let path, let detail):
            return
                "the catalog '\(path)' is damaged; run 'barkeep check' to see what is wrong, and restore it "
                + "from a backup (\(detail))"
        case .logOfAnotherFile(let path):
            return
                "the write-ahead log '\(path)-wal' holds changes made to another version of '\(path)', which "
                + "was replaced (by a git checkout or a copy) while another program was reading the catalog; "
                + "refusing to apply them to this file. To keep '\(path)' as it is now, delete '\(path)-wal', "
                + "'\(path)-shm' and '\(path)-wal-base' (the log's changes are then lost); to keep them, put "
                + "back the exact file they were made to"
        }
    }
}
