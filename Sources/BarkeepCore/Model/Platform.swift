/// A platform a SwiftUI toolbar preset targets.
public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS
    case iPadOS
    case macOS
    case tvOS
    case watchOS
    case visionOS

    /// The `os(…)` name of the platform in `#if` conditions: iPadOS is `iOS`.
    public var compilationCondition: String {
        "os(\(self == .iPadOS ? "iOS" : rawValue))"
    }
}
