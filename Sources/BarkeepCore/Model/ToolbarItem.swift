/// One item of a SwiftUI toolbar preset: where it goes, its label and an optional SF Symbol.
public struct ToolbarItem: Hashable, Sendable {
    /// The item's placement role.
    public let placement: ToolbarPlacement
    /// The button's label.
    public let label: String
    /// The SF Symbol name shown with the label, if any.
    public let systemImage: String?

    /// Creates an item.
    public init(placement: ToolbarPlacement, label: String, systemImage: String? = nil) {
        self.placement = placement
        self.label = label
        self.systemImage = systemImage
    }

    /// The canonical text: `placement:Label` or `placement:Label:symbol`.
    public var canonicalText: String {
        [placement.rawValue, label, systemImage].compactMap(\.self).joined(separator: ":")
    }

    /// Parses `placement:Label[:systemImage]`; labels may not contain `,` or `:`.
    public static func parse(_ text: String) -> Result<ToolbarItem, FieldValueError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else {
            return .failure(
                FieldValueError(
                    "'\(text)' is not a toolbar item; expected <placement>:<label>[:<systemImage>], "
                        + "e.g. cancellationAction:Cancel or primaryAction:Add:plus"))
        }
        guard let placement = ToolbarPlacement(rawValue: parts[0]) else {
            let names = ToolbarPlacement.allCases.map(\.rawValue)
            let hint =
                EditDistance.suggestions(for: parts[0], among: names, limit: 1).first
                .map { "did you mean \($0)? " } ?? ""
            return .failure(
                FieldValueError(
                    "unknown toolbar placement '\(parts[0])'; \(hint)allowed: \(names.joined(separator: ", "))"
                ))
        }
        guard !parts[1].allSatisfy(\.isWhitespace) else {
            return .failure(FieldValueError("toolbar item '\(text)' has an empty label"))
        }
        if parts.count == 3, parts[2].isEmpty {
            return .failure(FieldValueError("toolbar item '\(text)' has an empty system image name"))
        }
        return .success(
            ToolbarItem(placement: placement, label: parts[1], systemImage: parts.count == 3 ? parts[2] : nil)
        )
    }
}
