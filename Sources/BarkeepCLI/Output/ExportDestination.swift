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
/// a directory; written to a temporary file beside it and renamed, so a reader never sees half a file.
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

    /// Writes `file` to `output` atomically; returns the path written. An `output` ending in `/` is a
    /// directory, created when missing; otherwise the file's directory must exist.
    static func write(_ file: ExportedFile, to output: String) throws -> String {
        try write(ExportStream(file), to: output)
    }

    /// Writes `stream` to `output` piece by piece as it comes, into a temporary file beside the
    /// destination that is renamed over it at the end (and removed on any error); returns the path
    /// written. An `output` ending in `/` is a directory, created when missing; otherwise the file's
    /// directory must exist.
    static func write(_ stream: ExportStream, to output: String) throws -> String {
        let manager = FileManager.default
        var isDirectory = false
        let exists = manager.fileExists(atPath: output, isDirectory: &isDirectory)
        let intoDirectory = (exists && isDirectory) || output.hasSuffix("/")
        let path = intoDirectory ? directoryPath(output) + stream.name : output
        if intoDirectory, !exists {
            do {
                try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw ExportDestinationError(path: path, reason: "cannot create the directory \(output)")
            }
        }
        let parent = directory(of: path)
        guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory else {
            throw ExportDestinationError(path: path, reason: "no such directory \(parent)")
        }
        let refused = ExportDestinationError(
            path: path, reason: "the file system refused it (permissions or space)")
        let temporary = parent + ".\(fileName(of: path)).\(getpid()).tmp"
        guard let file = fopen(temporary, "wx") else { throw refused }
        // Large writes: C's default buffer of a few kilobytes makes a 250 MB export 60,000 system calls.
        // (glibc ignores the size unless it is given the buffer.)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Self.bufferSize)
        defer { buffer.deallocate() }
        setvbuf(file, buffer, _IOFBF, Self.bufferSize)
        do {
            try stream.writeUTF8 { piece in
                guard fwrite(piece.baseAddress, 1, piece.count, file) == piece.count else { throw refused }
            }
        } catch {
            fclose(file)
            unlink(temporary)
            throw error
        }
        guard fclose(file) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw refused
        }
        return path
    }

    /// The size of the buffer the file is written through.
    private static let bufferSize = 1 << 20

    /// `output` with exactly one trailing slash.
    private static func directoryPath(_ output: String) -> String {
        output.hasSuffix("/") ? output : output + "/"
    }
}
