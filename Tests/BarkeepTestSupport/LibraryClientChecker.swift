import Foundation

/// Type-checks Swift source as a package that depends on Barkeep's library products would: against the
/// modules this build made, without Barkeep's `-package-name`, so only `public` declarations are in
/// reach.
public struct LibraryClientChecker: Sendable {
    /// The build's `Modules` directory, holding `BarkeepCore.swiftmodule` and its siblings.
    public let moduleDirectory: String
    /// The compiler.
    public let swiftc: String

    /// Finds the modules beside the running test bundle, walking up from it.
    public init() throws {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var found: String?
        while found == nil, directory.path != "/", !directory.path.isEmpty {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("BarkeepCore.swiftmodule").path)
            {
                found = candidate.path
            }
            directory = directory.deletingLastPathComponent()
        }
        guard let found else {
            throw SwiftTypeCheckerError(
                message: "no Modules/BarkeepCore.swiftmodule above \(CommandLine.arguments[0])")
        }
        moduleDirectory = found
        swiftc = try SwiftTypeChecker.findSwiftc()
    }

    /// Type-checks `source` as the `@main` file of a client.
    public func typeCheck(source: String, in directory: String) throws -> TypeCheckResult {
        let path = directory + "/Client.swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return SwiftTypeChecker.run(
            swiftc,
            [
                "-typecheck", "-swift-version", "6", "-parse-as-library", "-I", moduleDirectory, "-I",
                Self.packageRoot + "/CSQLite", path,
            ])
    }

    /// The package root, found from this file's own path.
    private static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
