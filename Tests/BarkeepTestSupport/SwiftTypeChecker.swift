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
    /// The directory holding `AppKit.swiftmodule` and a `SwiftUI.swiftmodule` built without UIKit: what
    /// code compiled for macOS sees (`canImport(UIKit)` is false).
    public let appKitModuleDirectory: String
    /// The directory holding only a `SwiftUI.swiftmodule` built without UIKit or AppKit: what the
    /// checks of watchOS code see, so that the SwiftUI file is shown to need no UIKit there.
    public let swiftUIOnlyModuleDirectory: String
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
        appKitModuleDirectory = directory + "/appkit"
        swiftUIOnlyModuleDirectory = directory + "/swiftui-only"
        let start = ContinuousClock.now
        for (directory, modules) in [
            (directory, ["UIKit", "SwiftUI"]), (appKitModuleDirectory, ["AppKit", "SwiftUI"]),
            (swiftUIOnlyModuleDirectory, ["SwiftUI"]),
        ] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for module in modules {
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
        typeCheck(file: path, modules: moduleDirectory)
    }

    /// Type-checks `source` as compiled for `platform`: its `#if os(…)` conditions are decided for that
    /// platform (``ForcedPlatform/deciding(_:)``), and it sees the platform's stub modules (no UIKit
    /// for macOS and watchOS, AppKit for macOS).
    public func typeCheck(source: String, platform: ForcedPlatform) throws -> TypeCheckResult {
        let directory = TemporaryDirectory()
        let path = directory.file("Generated-\(platform.rawValue).swift")
        try platform.deciding(source).write(toFile: path, atomically: true, encoding: .utf8)
        switch platform {
        case .iOS, .tvOS, .visionOS: return typeCheck(file: path, modules: moduleDirectory)
        case .macOS: return typeCheck(file: path, modules: appKitModuleDirectory)
        case .watchOS: return typeCheck(file: path, modules: swiftUIOnlyModuleDirectory)
        }
    }

    /// Type-checks the Swift file at `path` against the stub modules in `modules`.
    private func typeCheck(file path: String, modules: String) -> TypeCheckResult {
        let run = Self.run(
            swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", modules, path])
        return TypeCheckResult(exitStatus: run.exitStatus, diagnostics: run.diagnostics)
    }

    /// `Tests/Stubs`, found from this file's own path.
    private static var stubsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs").path
    }

    /// `$SWIFTC` if set, else the first `swiftc` on `PATH`.
    static func findSwiftc() throws -> String {
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
    static func run(_ executable: String, _ arguments: [String]) -> TypeCheckResult {
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

/// A platform whose branches of a generated file a check compiles, on Linux, where every `os(…)` is
/// false: the check decides each `os(…)` in `#if` and `#elseif` lines itself.
public enum ForcedPlatform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// `source` with every `os(<platform>)` of its `#if` and `#elseif` lines made `true` for this
    /// platform and `false` for the others, so the compiler takes this platform's branches.
    public func deciding(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return String(line) }
            var decided = String(line)
            for platform in ForcedPlatform.allCases {
                decided = decided.replacingOccurrences(
                    of: "os(\(platform.rawValue))", with: platform == self ? "true" : "false")
            }
            return decided
        }.joined(separator: "\n")
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
