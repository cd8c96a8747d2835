#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at the path an export writes to, which decides how it is written.
enum ExportTarget: Equatable {
    /// Nothing, or a regular file: written to a temporary file beside `path` and renamed over it
    /// (`path` is the file a symbolic link leads to, so the link stays and nothing is renamed over a
    /// link such as `/dev/stdout`).
    case replaced(path: String)
    /// A character device or a FIFO (a terminal, `/dev/null`, a pipe, `/dev/stdout` into one):
    /// opened and written through, never replaced.
    case writtenThrough
    /// Something an export must not write: the words that say what it is.
    case refused(what: String)

    /// What is at `path` now.
    static func at(_ path: String) -> ExportTarget {
        var status = stat()
        guard stat(path, &status) == 0 else {
            // Missing (or a dangling link, which a rename replaces without following it).
            return .replaced(path: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard isSymbolicLink(path) else { return .replaced(path: path) }
            return .replaced(path: CatalogFiles.resolvedPath(of: path) ?? path)
        case S_IFCHR, S_IFIFO: return .writtenThrough
        case S_IFDIR: return .refused(what: "a directory")
        case S_IFSOCK: return .refused(what: "a socket")
        case S_IFBLK: return .refused(what: "a block device")
        default: return .refused(what: "a special file")
        }
    }

    /// Whether the file a descriptor was opened on may be written through.
    static func isWrittenThrough(descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFCHR || type == S_IFIFO
    }

    /// Whether `path` itself is a symbolic link.
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
