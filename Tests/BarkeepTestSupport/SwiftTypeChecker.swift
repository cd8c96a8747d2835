import Foundation

/// Type-checks Swift source against the UIKit and SwiftUI stubs in `Tests/Stubs`, with the running
/// toolchain's `swiftc`, so tests on Linux can tell whether generated UIKit/SwiftUI code compiles.
///
/// The stub modules are built once per process, into a temporary directory, the first time
/// ``shared()`` is called. Each check then runs
/// `swiftc -typecheck -swift-version 6 -parse-as-library -I <stubs> <file>`.
public struct SwiftTypeChecker: Sendable {
    /// The directory holding `UIKit.swiftmodule` and `SwiftUI.swiftmodule`.
    public let moduleDirectory: String
    /// The compiler used to build the stubs and to type-check.
    public let swiftc: String
    /// How long building both stub modules took.
    public let buildDuration: Duration

    /// The checker for this process; the first call builds the stub modules.
    public static func shared() throws -> SwiftTypeChecker {
        try sharedResult.get()
    }

    private static let sharedResult = Result { try SwiftTypeChecker() }

    private init() throws {
        swiftc = try Self.findSwiftc()
        let directory = NSTemporaryDirectory() + "barkeep-swift-stubs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        moduleDirectory = directory
        let start = ContinuousClock.now
        for module in ["UIKit", "SwiftUI"] {
            let run = Self.run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6",
                    "-module-name", module,
                    "-I", directory,
                    "-emit-module-path", directory + "/" + module + ".swiftmodule",
                    Self.stubsDirectory + "/" + module + "/" + module + ".swift",
                ])
            guard run.exitStatus == 0 else {
                throw SwiftTypeCheckerError(
                    message: "building the \(module) stub failed:\n" + run.diagnostics)
            }
        }
        buildDuration = ContinuousClock.now - start
    }

    /// Type-checks `source`, written to a temporary file named `fileName`.
    public func typeCheck(source: String, fileName: String = "Generated.swift") throws -> TypeCheckResult {
        let directory = TemporaryDirectory()
        let path = directory.file(fileName)
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return typeCheck(file: path)
    }

    /// Type-checks the Swift file at `path`.
    public func typeCheck(file path: String) -> TypeCheckResult {
        let run = Self.run(
            swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", moduleDirectory, path])
        return TypeCheckResult(exitStatus: run.exitStatus, diagnostics: run.diagnostics)
    }

    /// `Tests/Stubs`, found from this file's own path.
    private static var stubsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs").path
    }

    /// `$SWIFTC` if set, else the first `swiftc` on `PATH`.
    private static func findSwiftc() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            return explicit
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories {
            let candidate = directory + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw SwiftTypeCheckerError(message: "no swiftc on PATH; set SWIFTC to the compiler's path")
    }

    /// Runs `executable` and returns its exit status and combined output.
    private static func run(_ executable: String, _ arguments: [String]) -> TypeCheckResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return TypeCheckResult(exitStatus: -1, diagnostics: "could not run \(executable): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TypeCheckResult(
            exitStatus: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}

/// What `swiftc -typecheck` said about one file.
public struct TypeCheckResult: Sendable {
    /// The compiler's exit status: 0 when the file type-checks.
    public let exitStatus: Int32
    /// Everything the compiler printed (errors, warnings and notes with their source excerpts).
    public let diagnostics: String

    /// Whether the file type-checks.
    public var succeeded: Bool { exitStatus == 0 }

    /// The `error:` lines, without their source excerpts.
    public var errors: [String] { lines(containing: ": error: ") }

    /// The `warning:` lines, without their source excerpts.
    public var warnings: [String] { lines(containing: ": warning: ") }

    private func lines(containing marker: String) -> [String] {
        diagnostics.split(separator: "\n").map(String.init).filter { $0.contains(marker) }
    }
}

/// The stub modules could not be built, or no compiler was found.
public struct SwiftTypeCheckerError: Error, CustomStringConvertible {
    /// What went wrong, with the compiler's output when there is any.
    public let message: String

    public var description: String { message }
}
