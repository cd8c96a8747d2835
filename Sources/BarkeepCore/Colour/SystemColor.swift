/// A UIKit colour known by its `UIColor` class-property name, with its documented sRGB values.
///
/// Colour values spell these `system:<name>`, e.g. `system:systemBlue`, `system:label`, `system:white`.
public struct SystemColor: Hashable, Sendable {
    /// The `UIColor` class-property name, e.g. `systemBlue`, `label`, `blue`.
    public let name: String
    /// Whether UIKit resolves the colour per trait collection (a dynamic colour) rather than fixing it.
    public let isAdaptive: Bool
    /// The colour's value in each appearance; all four are equal for a fixed colour.
    public let color: AdaptiveColor

    /// Every known colour, sorted by name.
    public static let all: [SystemColor] = (fixedColors + adaptiveColors).sorted { $0.name < $1.name }

    /// Every known name, sorted.
    public static let allNames: [String] = all.map(\.name)

    /// The colours keyed by their exact (case-sensitive) name.
    private static let colorsByName: [String: SystemColor] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, $0) }
    )

    /// The colour with exactly this name (UIKit's spelling, case-sensitive), or `nil`.
    public static func named(_ name: String) -> SystemColor? {
        colorsByName[name]
    }
}
