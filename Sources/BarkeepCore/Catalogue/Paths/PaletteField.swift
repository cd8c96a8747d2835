/// A field of a palette colour: its value in each appearance, and the asset-catalog colour it may name
/// instead, listed once for the catalogue's rows and for the readers that fill palette colours in.
package enum PaletteField: String, CaseIterable, Sendable {
    case light, dark, lightHighContrast, darkHighContrast, asset

    /// The field holding the colour's value in `appearance`.
    package init(_ appearance: ColorAppearance) {
        switch appearance {
        case .light: self = .light
        case .dark: self = .dark
        case .lightHighContrast: self = .lightHighContrast
        case .darkHighContrast: self = .darkHighContrast
        }
    }

    /// The path of the field: its name.
    package var path: String { rawValue }
}
