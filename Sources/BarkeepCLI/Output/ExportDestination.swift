import BarkeepExport
import FoundationEssentials

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
    static func write(_ file: ExportedFile, to output: String) throws(ExportDestinationError) -> String {
        let manager = FileManager.default
        var isDirectory = false
        let exists = manager.fileExists(atPath: output, isDirectory: &isDirectory)
        let intoDirectory = (exists && isDirectory) || output.hasSuffix("/")
        let path = intoDirectory ? directoryPath(output) + file.name : output
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
        do {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ExportDestinationError(
                path: path, reason: "the file system refused it (permissions or space)")
        }
        return path
    }

    /// `output` with exactly one trailing slash.
    private static func directoryPath(_ output: String) -> String {
        output.hasSuffix("/") ? output : output + "/"
    }
}
