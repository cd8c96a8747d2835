import BarkeepCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of an import file, read into the string's own storage in one copy, and refused when it is
/// not UTF-8 (naming the line and column of the first bad byte, as the Swift import does). Reading the
/// file as `Data` and then making a `String` of it would hold a large file twice while its JSON tree
/// is built.
enum ImportFileText {
    /// The text of the file `argument` names (`-` is standard input); throws when it cannot be read or
    /// is not UTF-8. A file that is not a regular file (a pipe, `/dev/stdin`, `-`) or that changes size
    /// while it is read is read in pieces to its end.
    static func text(of argument: String) throws(ImportFileError) -> String {
        let path = argument == "-" ? "/dev/stdin" : argument
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(argument) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            return try readInPieces(path, argument)
        }
        let size = Int(status.st_size)
        var complete = false
        var invalid: (line: Int, column: Int)?
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            var filled = 0
            while filled < size {
                let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return filled }
                filled += count
            }
            var extra: UInt8 = 0
            complete = read(descriptor, &extra, 1) == 0
            invalid = UTF8Validation.firstInvalidByte(in: UnsafeBufferPointer(rebasing: buffer[..<filled]))
            return filled
        }
        guard complete else { return try readInPieces(path, argument) }
        if let invalid { throw notUTF8(argument, invalid) }
        return text
    }

    /// The error of a file that cannot be read.
    private static func unreadable(_ file: String) -> ImportFileError {
        ImportFileError(file: file, problem: "cannot read the file")
    }

    /// The error of a file whose bytes are not UTF-8 from `position` on.
    private static func notUTF8(_ file: String, _ position: (line: Int, column: Int)) -> ImportFileError {
        ImportFileError(
            file: file, line: position.line,
            problem: "column \(position.column): not UTF-8 text (binary data?); import files are UTF-8")
    }

    /// Why the file at `path` is not read, or nil: an import reads a regular file, or standard input
    /// given as `-` or `/dev/stdin` (a pipe). Anything else is refused before it is opened, so a named
    /// pipe with no writer cannot keep the import waiting.
    static func problem(with path: String) -> String? {
        if path == "-" || path == "/dev/stdin" { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return "no such file"
            case ELOOP: return "cannot read the file: its symbolic links form a loop"
            case EACCES: return "cannot read the file: permission denied"
            case ENOTDIR: return "no such file (a part of its path is not a folder)"
            default: return "cannot read the file (\(String(cString: strerror(errno))))"
            }
        }
        let allowed = "; import reads a regular file, or standard input given as '-' or /dev/stdin"
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "cannot read the file: it is a directory" + allowed
        case S_IFIFO: return "cannot read the file: it is a named pipe (FIFO)" + allowed
        case S_IFCHR, S_IFBLK: return "cannot read the file: it is a device" + allowed
        case S_IFSOCK: return "cannot read the file: it is a socket" + allowed
        default: return "cannot read the file: it is not a regular file" + allowed
        }
    }

    /// The file's text read in pieces up to its end: a pipe has no size to read at once. `argument` is
    /// what errors name.
    private static func readInPieces(_ path: String, _ argument: String) throws(ImportFileError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(argument) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(argument) }
            if count == 0 {
                if let invalid = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidByte) {
                    throw notUTF8(argument, invalid)
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes += piece[..<count]
        }
    }
}
