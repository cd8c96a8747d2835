import BarkeepExport
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `export --output` puts a file: the path itself, or the format's file name inside it when it is
/// a directory. A regular file (or a missing one) is written to a temporary file beside it and renamed,
/// so a reader never sees half a file; a character device or a FIFO is written through; anything else,
/// and any of the catalog's own files, is refused.
enum ExportDestination {
    /// The last component of `path`, which names the catalog in file headers.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The directory holding `path`, with a trailing slash (`./` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "./" }
        return String(path[...slash])
    }

    /// Writes `file` to `output`, never over one of `catalog`'s files; returns the path written. An
    /// `output` ending in `/` is a directory, created when missing; otherwise the file's directory must
    /// exist.
    static func write(_ file: ExportedFile, to output: String, sparing catalog: CatalogFiles) throws -> String
    {
        try write(ExportStream(file), to: output, sparing: catalog)
    }

    /// Writes `stream` to `output` piece by piece as it comes, never over one of `catalog`'s files;
    /// returns the path written. A regular or missing file is written into a temporary file beside it
    /// that is renamed over it at the end (and removed on any error); a character device or a FIFO is
    /// written through. An `output` ending in `/` is a directory, created when missing; otherwise the
    /// file's directory must exist.
    static func write(_ stream: ExportStream, to output: String, sparing catalog: CatalogFiles) throws
        -> String
    {
        let manager = FileManager.default
        var isDirectory = false
        let exists = manager.fileExists(atPath: output, isDirectory: &isDirectory)
        let intoDirectory = (exists && isDirectory) || output.hasSuffix("/")
        let path = intoDirectory ? directoryPath(output) + stream.name : output
        if catalog.contains(path) {
            throw ExportDestinationError(
                path: path,
                reason: "it is the catalog being exported, or one of its files; choose another path")
        }
        if intoDirectory, !exists {
            do {
                try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw ExportDestinationError(path: path, reason: "cannot create the directory \(output)")
            }
        }
        switch ExportTarget.at(path) {
        case .replaced(let file):
            try replace(file, with: stream)
        case .writtenThrough:
            try writeThrough(path, stream)
        case .refused(let what):
            throw ExportDestinationError(
                path: path,
                reason: "it is \(what); export writes a regular file, a FIFO or a character device")
        }
        return path
    }

    /// Writes `stream` into a temporary file beside `path` and renames it over `path`; the temporary file
    /// is removed on an error or an ending signal, and those killed exports left are removed first
    /// (``ExportTemporaryFile``).
    private static func replace(_ path: String, with stream: ExportStream) throws {
        var isDirectory = false
        let parent = directory(of: path)
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory else {
            throw ExportDestinationError(path: path, reason: "no such directory \(parent)")
        }
        ExportTemporaryFile.removeStale(for: fileName(of: path), in: parent)
        let temporary = ExportTemporaryFile.path(for: fileName(of: path), in: parent)
        try ExportTemporaryFile.whileWriting(temporary) {
            guard let file = fopen(temporary, "wx") else { throw refused(path) }
            do {
                try write(stream, closing: file, path: path)
            } catch {
                unlink(temporary)
                throw error
            }
            guard rename(temporary, path) == 0 else {
                unlink(temporary)
                throw refused(path)
            }
        }
    }

    /// Writes `stream` through the character device or FIFO at `path`, which is opened without being
    /// created or truncated.
    private static func writeThrough(_ path: String, _ stream: ExportStream) throws {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refused(path) }
        // Checked again on what was opened: the path may have changed since it was looked at.
        guard ExportTarget.isWrittenThrough(descriptor: descriptor), let file = fdopen(descriptor, "w") else {
            close(descriptor)
            throw ExportDestinationError(
                path: path,
                reason: "it changed while being opened; export writes a regular file, a FIFO or a "
                    + "character device")
        }
        try write(stream, closing: file, path: path)
    }

    /// Writes `stream` into the open `file` and closes it, whatever happens; throws when a write or
    /// the close failed.
    private static func write(_ stream: ExportStream, closing file: UnsafeMutablePointer<FILE>, path: String)
        throws
    {
        // Large writes: C's default buffer of a few kilobytes makes a large export many thousands of
        // system calls.
        // (glibc ignores the size unless it is given the buffer, which must outlive the file.)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Self.bufferSize)
        defer { buffer.deallocate() }
        setvbuf(file, buffer, _IOFBF, Self.bufferSize)
        let failure = refused(path)
        do {
            try stream.writeUTF8 { piece in
                guard fwrite(piece.baseAddress, 1, piece.count, file) == piece.count else { throw failure }
            }
        } catch {
            fclose(file)
            throw error
        }
        guard fclose(file) == 0 else { throw failure }
    }

    /// The error of a file system that refused to create or write `path`.
    private static func refused(_ path: String) -> ExportDestinationError {
        ExportDestinationError(path: path, reason: "the file system refused it (permissions or space)")
    }

    /// The size of the buffer the file is written through.
    private static let bufferSize = 1 << 20

    /// `output` with exactly one trailing slash.
    private static func directoryPath(_ output: String) -> String {
        output.hasSuffix("/") ? output : output + "/"
    }
}
