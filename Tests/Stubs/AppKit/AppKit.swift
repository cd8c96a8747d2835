// A type-checking stub of the AppKit colour API the SwiftUI export writes on macOS, for Linux: Apple's
// names, labels and availability (NSColor and NSAppearance documentation pages). Only declarations
// matter; nothing here runs.

@_exported import Foundation

/// An appearance's name [AD]: `NSAppearance.Name`.
public final class NSAppearance: NSObject, @unchecked Sendable {
    /// A name of a system appearance.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let aqua = Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
    }

    /// The best of `appearances` for this appearance [AD] (macOS 10.14).
    @available(macOS 10.14, *)
    public func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// A colour [AD]: `class NSColor`.
open class NSColor: NSObject, @unchecked Sendable {
    /// A colour's name in an asset catalog.
    public typealias Name = String

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// An asset-catalog colour (macOS 10.13).
    @available(macOS 10.13, *)
    public init?(named name: NSColor.Name, bundle: Bundle?) { super.init() }
    /// A colour whose value `dynamicProvider` chooses by appearance (macOS 10.15).
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor)
    {
        super.init()
    }

    public static var clear: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 0) }
}
