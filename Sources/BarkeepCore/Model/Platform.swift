/// A platform a SwiftUI toolbar preset targets.
public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS
    case iPadOS
    case macOS
    case tvOS
    case watchOS
}
