import BarkeepExport
import FoundationEssentials

/// Where `export --output` puts a file: the path itself, or the format's file name inside it when it is
/// a directory; written to a temporary file beside it and renamed, so a reader never sees half a file.
enum ExportDestination {
    /// The last component of `path`, which names the catalog in file headers.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Writes `file` to `output` atomically; returns the path written.
    static func write(_ file: ExportedFile, to output: String) throws(ExportDestinationError) -> String {
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let path =
            (exists && isDirectory) || output.hasSuffix("/") ? directoryPath(output) + file.name : output
        do {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ExportDestinationError(path: path, reason: "\(error)")
        }
        return path
    }

    /// `output` with exactly one trailing slash.
    private static func directoryPath(_ output: String) -> String {
        output.hasSuffix("/") ? output : output + "/"
    }
}
