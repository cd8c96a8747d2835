import BarkeepExport
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `export --format xcassets --output <name>.xcassets` puts the asset catalog, a folder.
///
/// The catalog is built in a temporary folder beside the target and swapped in whole: exchanged with
/// the old one in one step where Linux allows it (`renameat2` with `RENAME_EXCHANGE`), else the old one
/// renamed aside first; the old one is then removed. A reader sees the old catalog or the new one.
///
/// Only a missing path, an empty folder, or a catalog Barkeep wrote (it holds the marker file
/// ``markerName`` and, at its top, nothing but what the marker lists) is replaced; any other folder,
/// a file, a link or anything else is refused, so a folder holding other assets is never deleted.
enum AssetCatalogDestination {
    /// The hidden file that marks a catalog Barkeep wrote and lists what it put at the catalog's top
    /// (Xcode leaves hidden files alone).
    static let markerName = ".barkeep-xcassets"

    /// Names a catalog may hold at its top beside what the marker lists.
    private static let alwaysAllowed: Set<String> = ["Contents.json", markerName, ".DS_Store"]

    /// Writes `catalog` as the folder `output`, never over one of `sparing`'s files; returns the path.
    static func write(_ catalog: AssetCatalogExporter.Output, to output: String, sparing: CatalogFiles) throws
        -> String
    {
        var path = output
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if sparing.contains(path) {
            throw ExportDestinationError(
                path: path,
                reason: "it is the catalog being exported, or one of its files; choose another path")
        }
        let exists = try checkReplaceable(path)
        let parent = ExportDestination.directory(of: path)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory else {
            throw ExportDestinationError(path: path, reason: "no such directory \(parent)")
        }
        let temporary = parent + ".\(ExportDestination.fileName(of: path)).\(getpid()).tmp"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            try build(catalog, at: temporary, for: path)
            try swap(temporary, into: path, exists: exists)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return path
    }

    /// Checks that `path` may be replaced; returns whether something is there.
    private static func checkReplaceable(_ path: String) throws -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else {
                throw ExportDestinationError(path: path, reason: String(cString: strerror(errno)))
            }
            return false
        }
        let what: String
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            guard !names.isEmpty else { return true }
            guard let marker = try? String(contentsOfFile: path + "/" + markerName, encoding: .utf8) else {
                throw ExportDestinationError(
                    path: path,
                    reason:
                        "it is a folder Barkeep did not write (no \(markerName) in it); export to a new or "
                        + "empty folder, so that nothing of yours is deleted")
            }
            let listed = Set(marker.split(separator: "\n").dropFirst().map(String.init)).union(alwaysAllowed)
            if let foreign = names.sorted().first(where: { !listed.contains($0) }) {
                throw ExportDestinationError(
                    path: path,
                    reason: "it holds '\(foreign)', which Barkeep did not write; move it out of the folder, "
                        + "or export elsewhere (the export replaces the whole folder)")
            }
            return true
        case S_IFLNK: what = "a symbolic link (give the folder it leads to)"
        case S_IFREG: what = "a file"
        case S_IFSOCK: what = "a socket"
        case S_IFIFO: what = "a FIFO"
        case S_IFCHR, S_IFBLK: what = "a device"
        default: what = "a special file"
        }
        throw ExportDestinationError(path: path, reason: "it is \(what); --format xcassets writes a folder")
    }

    /// Writes every file of `catalog` and the marker into the new folder `folder`.
    private static func build(_ catalog: AssetCatalogExporter.Output, at folder: String, for path: String)
        throws
    {
        let refused = ExportDestinationError(
            path: path, reason: "the file system refused it (permissions or space)")
        guard mkdir(folder, 0o777) == 0 else { throw refused }
        let marker = ExportedFile(
            name: markerName,
            contents:
                "Written by barkeep export --format xcassets, which replaces this folder; its entries:\n"
                + catalog.topEntries.map { $0 + "\n" }.joined())
        for file in catalog.files + [marker] {
            let target = folder + "/" + file.name
            let directory = ExportDestination.directory(of: target)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw refused
            }
            guard let handle = fopen(target, "wx") else { throw refused }
            let bytes = Array(file.contents.utf8)
            let written = fwrite(bytes, 1, bytes.count, handle)
            guard fclose(handle) == 0, written == bytes.count else { throw refused }
        }
    }

    /// Puts the folder `temporary` at `path`, removing what was there.
    private static func swap(_ temporary: String, into path: String, exists: Bool) throws {
        let refused = ExportDestinationError(
            path: path, reason: "the file system refused to put the folder in place")
        guard exists else {
            guard rename(temporary, path) == 0 else { throw refused }
            return
        }
        if let exchange = exchangeFunction, exchange(AT_FDCWD, temporary, AT_FDCWD, path, renameExchange) == 0
        {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        let aside = temporary + ".old"
        guard rename(path, aside) == 0 else { throw refused }
        guard rename(temporary, path) == 0 else {
            rename(aside, path)
            throw refused
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// The C type of Linux's `renameat2`.
    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32

    /// `RENAME_EXCHANGE` of <linux/fs.h>: swap the two paths in one step.
    private static let renameExchange: UInt32 = 1 << 1

    /// Linux's `renameat2`, looked up in the C library at run time (Swift's Glibc module does not
    /// declare it); nil where there is none.
    private static let exchangeFunction: RenameAt2? = {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
            return nil
        #endif
    }()
}
