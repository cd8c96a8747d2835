import Foundation

/// Type-checks Swift source against Apple's real iOS SDK, with `#available` enforced for the deployment
/// target: `swiftc -typecheck -target arm64-apple-ios<target>` with the SDK, resource directory and module
/// cache of a prepared SDK directory (`$IOS_SDK_DIR`, else `~/.cache/ios-sdk`, holding
/// `iPhoneOS16.5.sdk` and `resource-dir`; TESTING.md says how to prepare one), plus
/// `Tests/Stubs/AppleSDKAdditions`, the iOS 17 and 18 API that SDK lacks. Tests that use it are enabled
/// with ``isPrepared``, so a machine without the SDK, such as CI, skips them.
public struct AppleSDKTypeChecker: Sendable {
    /// The prepared SDK directory.
    public let sdkDirectory: String
    /// The compiler.
    public let swiftc: String

    /// The checker, when a prepared SDK is on this machine.
    public static let prepared: AppleSDKTypeChecker? = {
        let environment = ProcessInfo.processInfo.environment
        let sdkDirectory = environment["IOS_SDK_DIR"] ?? (NSHomeDirectory() + "/.cache/ios-sdk")
        guard FileManager.default.fileExists(atPath: sdkDirectory + "/iPhoneOS16.5.sdk"),
            FileManager.default.fileExists(atPath: sdkDirectory + "/resource-dir"),
            let swiftc = try? SwiftTypeChecker.findSwiftc()
        else { return nil }
        return AppleSDKTypeChecker(sdkDirectory: sdkDirectory, swiftc: swiftc)
    }()

    /// `Tests/Stubs/AppleSDKAdditions/NewerThanTheSDK.swift`, found from this file's own path.
    private static var additions: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs/AppleSDKAdditions/NewerThanTheSDK.swift").path
    }

    /// Whether the real SDK can be used here.
    public static var isPrepared: Bool { prepared != nil }

    /// Type-checks `source` for iOS `target` (such as `15.0`), with `arguments` added to the compiler's
    /// (`-swift-version 6`, `-application-extension`).
    public func typeCheck(source: String, target: String, arguments: [String] = []) throws -> TypeCheckResult
    {
        let directory = TemporaryDirectory()
        let path = directory.file("Generated.swift")
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return typeCheck(files: [path], target: target, arguments: arguments)
    }

    /// Type-checks the Swift files at `paths` together for iOS `target`.
    public func typeCheck(files paths: [String], target: String, arguments: [String] = []) -> TypeCheckResult
    {
        SwiftTypeChecker.run(
            swiftc,
            [
                "-typecheck", "-target", "arm64-apple-ios\(target)", "-sdk",
                sdkDirectory + "/iPhoneOS16.5.sdk",
                "-resource-dir", sdkDirectory + "/resource-dir", "-module-cache-path",
                sdkDirectory + "/module-cache",
                Self.additions,
            ] + paths + arguments)
    }
}
