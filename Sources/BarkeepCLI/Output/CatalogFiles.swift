#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a catalog is made of (the catalog, its write-ahead log `-wal` and the log's index `-shm`),
/// known by identity and by resolved path, so that an export never writes over one of them.
struct CatalogFiles {
    /// The device and inode of each of the files that exists.
    private let identities: [FileIdentity]
    /// The absolute, resolved paths the files have or would have.
    private let resolvedPaths: Set<String>

    /// The files of the catalog at `catalogPath`.
    init(catalogPath: String) {
        var paths = [catalogPath]
        // SQLite keeps the log beside the file a link points to: spare both spellings.
        if let resolved = Self.resolvedPath(of: catalogPath), resolved != catalogPath {
            paths.append(resolved)
        }
        let all = paths.flatMap { [$0, $0 + "-wal", $0 + "-shm"] }
        identities = all.compactMap(FileIdentity.init(path:))
        resolvedPaths = Set(all.compactMap(Self.resolvedPath(of:)))
    }

    /// Whether `path` is one of the catalog's files: the same file (a hard link or a symbolic link
    /// to it included), or, when it does not exist yet, the same resolved path.
    func contains(_ path: String) -> Bool {
        if let identity = FileIdentity(path: path), identities.contains(identity) { return true }
        return Self.resolvedPath(of: path).map(resolvedPaths.contains) ?? false
    }

    /// `path` made absolute with every symbolic link resolved; a missing last component is kept as
    /// it is, after its resolved directory. Nil when the directory does not exist.
    static func resolvedPath(of path: String) -> String? {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let directory = ExportDestination.directory(of: path)
        guard let resolved = realpath(directory, nil) else { return nil }
        defer { free(resolved) }
        let parent = String(cString: resolved)
        return (parent == "/" ? "" : parent) + "/" + ExportDestination.fileName(of: path)
    }
}

/// A file's device and inode: equal for two paths that name the same file.
struct FileIdentity: Equatable {
    /// The device holding the file.
    let device: UInt64
    /// The file's inode on that device.
    let inode: UInt64

    /// The identity of the file `path` names, following symbolic links; nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
