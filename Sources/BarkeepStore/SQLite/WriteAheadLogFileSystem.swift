import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SQLite's default file system (VFS), except that a write-ahead log that already exists is opened
/// without `SQLITE_OPEN_CREATE`.
///
/// SQLite opens the log with "create" every time, and the unix VFS then syncs the log's directory
/// at the log's first sync, as it must for a new file. Barkeep keeps the log between processes
/// (`SQLITE_FCNTL_PERSIST_WAL`): an existing log's directory entry was made durable by the process
/// that created it, so syncing the directory again on every write command is a wasted `fsync`.
enum WriteAheadLogFileSystem {
    /// The name connections open with, or nil to use SQLite's default (if registration failed).
    static let name: String? = register()

    /// Registers the file system once, as a copy of the default one with its own `xOpen`.
    private static func register() -> String? {
        let name = "barkeep-unix"
        guard let base = sqlite3_vfs_find(nil) else { return nil }
        let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
        vfs.initialize(to: base.pointee)
        vfs.pointee.zName = UnsafePointer(strdup(name))
        vfs.pointee.pNext = nil
        vfs.pointee.pAppData = UnsafeMutableRawPointer(base)
        vfs.pointee.xOpen = { vfs, path, file, flags, outputFlags in
            guard let base = vfs?.pointee.pAppData?.assumingMemoryBound(to: sqlite3_vfs.self),
                let open = base.pointee.xOpen
            else { return SQLITE_CANTOPEN }
            let isExistingLog = flags & SQLITE_OPEN_WAL != 0 && path.map { access($0, F_OK) == 0 } == true
            if isExistingLog {
                let code = open(base, path, file, flags & ~SQLITE_OPEN_CREATE, outputFlags)
                if code == SQLITE_OK { return code }
                // Removed since it was checked: open it the ordinary way.
            }
            return open(base, path, file, flags, outputFlags)
        }
        guard sqlite3_vfs_register(vfs, 0) == SQLITE_OK else { return nil }
        return name
    }
}
