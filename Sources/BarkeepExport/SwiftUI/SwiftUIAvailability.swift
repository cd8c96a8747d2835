internal import BarkeepCore

/// The availability of the SwiftUI file's declarations: SwiftUI itself is iOS 13, so at a deployment
/// target below that every type, palette namespace and `extension View` carries
/// `@available(iOS 13.0, *)` at least, and an app that still supports iOS 10 compiles the file and
/// uses it behind `#available`.
enum SwiftUIAvailability {
    /// SwiftUI's first iOS.
    static let introduced = IOSVersion.iOS13

    /// `@available(iOS x, *)` for a type of the SwiftUI file whose own API needs `needed` (SwiftUI's
    /// iOS 13 at least), when `target` is earlier; nil otherwise.
    static func attribute(_ needed: IOSVersion, target: IOSVersion) -> String? {
        UIKitAvailability.attribute(max(needed, introduced), target: target)
    }

    /// `@available(iOS x, *)` for a member of an `extension View` (``writeViewExtension(target:into:_:)``)
    /// that needs `needed`: only when that is later than both `target` and the extension's iOS 13.
    static func memberAttribute(_ needed: IOSVersion, target: IOSVersion) -> String? {
        UIKitAvailability.attribute(needed, target: max(target, introduced))
    }

    /// Writes `extension View { … }`, available from iOS 13 when `target` is earlier (an extension of a
    /// type the deployment target lacks must say so itself).
    static func writeViewExtension(
        target: IOSVersion, into writer: inout SwiftSourceWriter, _ body: (inout SwiftSourceWriter) -> Void
    ) {
        if let attribute = attribute(introduced, target: target) { writer.line(attribute) }
        writer.block("extension View") { writer in body(&writer) }
    }
}
