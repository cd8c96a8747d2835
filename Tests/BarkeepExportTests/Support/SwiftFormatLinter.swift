import BarkeepTestSupport
import Foundation

/// Runs `swift format lint` with the repository's configuration on generated source.
enum SwiftFormatLinter {
    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The lint findings for `source` (empty when clean).
    static func findings(_ source: String) throws -> [String] {
        let directory = TemporaryDirectory()
        let file = directory.file("Generated.swift")
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "format", "lint", "--strict", "--configuration", repositoryRoot + "/.swift-format", file,
        ]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        return text.split(separator: "\n").map(String.init).filter { $0.contains("Generated.swift") }
    }
}
