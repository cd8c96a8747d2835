import Foundation

/// Type-checks Swift source against Apple's real iOS SDK, through the workplace's `typecheck` script
/// (`../shared/tools/ios-sdk/typecheck` beside the package, or `$BARKEEP_IOS_SDK_TYPECHECK`), with
/// `#available` enforced for the deployment target. Only where the SDK has been prepared
/// (`$IOS_SDK_DIR`, else `~/.cache/ios-sdk`, holds `iPhoneOS16.5.sdk`): tests that use it are enabled
/// with ``isPrepared``, so a machine without the SDK, such as CI, skips them.
public struct AppleSDKTypeChecker: Sendable {
    /// The `typecheck` script.
    public let script: String

    /// The checker, when the script and a prepared SDK are both on this machine.
    public static let prepared: AppleSDKTypeChecker? = {
        let environment = ProcessInfo.processInfo.environment
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script =
            environment["BARKEEP_IOS_SDK_TYPECHECK"]
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent(
                "shared/tools/ios-sdk/typecheck"
            ).path
        let sdkDirectory =
            environment["IOS_SDK_DIR"] ?? (NSHomeDirectory() + "/.cache/ios-sdk")
        guard FileManager.default.isExecutableFile(atPath: script),
            FileManager.default.fileExists(atPath: sdkDirectory + "/iPhoneOS16.5.sdk")
        else { return nil }
        return AppleSDKTypeChecker(script: script)
    }()

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
        SwiftTypeChecker.run("/bin/bash", [script, "--target", target] + paths + arguments)
    }
}
