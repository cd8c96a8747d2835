import Foundation

/// Runs an installed shell on files in a scratch directory, for the completion-script tests.
struct ShellRunner {
    /// What a finished shell process reported.
    struct Result {
        /// The exit status.
        let status: Int32
        /// Everything written to standard output.
        let standardOutput: String
        /// Everything written to standard error.
        let standardError: String
    }

    /// The absolute path of the program `name` found on `PATH`, if installed.
    static func executablePath(_ name: String) -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = searchPath.split(separator: ":") + ["/usr/bin", "/bin", "/usr/local/bin"]
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// Whether the program `name` is installed.
    static func isInstalled(_ name: String) -> Bool {
        executablePath(name) != nil
    }

    /// Runs `shell` with `arguments` in a fresh directory holding `files` (name to contents).
    static func run(_ shell: String, _ arguments: [String], files: [String: String]) throws -> Result {
        guard let executable = executablePath(shell) else {
            throw ShellNotInstalled(name: shell)
        }
        let fileManager = FileManager.default
        let directory = fileManager.temporaryDirectory
            .appendingPathComponent("barkeep-completions-\(UUID().uuidString)")
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: directory) }
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let outputURL = directory.appendingPathComponent(".stdout")
        let errorURL = directory.appendingPathComponent(".stderr")
        _ = fileManager.createFile(atPath: outputURL.path, contents: nil)
        _ = fileManager.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = [
            "PATH": "/usr/bin:/bin:/usr/local/bin:/opt/homebrew/bin", "HOME": directory.path, "TERM": "dumb",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}

/// Thrown when a test needs a shell that is not installed.
struct ShellNotInstalled: Error {
    /// The missing program's name.
    let name: String
}
