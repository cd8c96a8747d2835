internal import BarkeepCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The colour spaces of a colour set's components that Barkeep reads, each turned into sRGB.
enum ColorSetSpace: String, CaseIterable {
    /// sRGB, components in 0…1.
    case srgb
    /// sRGB past 0…1 (Xcode's "Extended Range sRGB"): clamped into sRGB.
    case extendedSRGB = "extended-srgb"
    /// Linear-light sRGB past 0…1: converted, then clamped.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Display P3, components in 0…1: converted to sRGB (``ColorSpace/displayP3``), clamped when outside.
    case displayP3 = "display-p3"
    /// Gray with a gamma of 2.2, `white` in 0…1.
    case grayGamma22 = "gray-gamma-22"
    /// Gray past 0…1 with sRGB's transfer curve, `white`: clamped.
    case extendedGray = "extended-gray"

    /// Whether components may lie past 0…1.
    private var isExtended: Bool {
        self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray
    }

    /// Whether the components are `white` rather than `red`, `green` and `blue`.
    private var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The sRGB colour of a colour set's `color` object with `color-space` and `components`; clamping
    /// is noted in `notes`.
    static func rgba(of color: JSONNode, file: String, notes: inout [String]) throws(AssetCatalogReadError)
        -> RGBA
    {
        let spaceName = color["color-space"]?.string
        guard let spaceName, let space = ColorSetSpace(rawValue: spaceName) else {
            throw AssetCatalogReadError(
                file: file, line: color["color-space"]?.line ?? color.line,
                (spaceName.map { "the color space '\($0)' is not read" }
                    ?? "a colour without \"color-space\" or "
                    + "\"reference\"") + "; Barkeep reads " + allCases.map(\.rawValue).joined(separator: ", ")
                    + " and references to UIKit colours")
        }
        guard let components = color["components"], components.members != nil else {
            throw AssetCatalogReadError(
                file: file, line: color.line, "the colour has no \"components\" object")
        }
        func component(_ key: String) throws(AssetCatalogReadError) -> Double {
            guard let node = components[key] else {
                throw AssetCatalogReadError(
                    file: file, line: components.line, "the \(spaceName) colour has no '\(key)' component")
            }
            let value: Double
            switch ColorSetComponent.value(node) {
            case .success(let number): value = number
            case .failure(let problem):
                throw AssetCatalogReadError(file: file, line: node.line, "the '\(key)' component: \(problem)")
            }
            if (value < 0 || value > 1) && (!space.isExtended || key == "alpha") {
                throw AssetCatalogReadError(
                    file: file, line: node.line,
                    "the '\(key)' component \(value) is outside 0–1 (0–255 in 8 bits)"
                        + (key == "alpha" ? "" : "; only the extended color spaces go past it"))
            }
            return value
        }
        let alpha = try component("alpha")
        let encoded: SIMD3<Double>
        if space.isGray {
            let white = try component("white")
            let value =
                space == .grayGamma22
                ? ColorSpace.srgbLinear.sRGB(SIMD3(repeating: pow(white, 2.2))).x : white
            encoded = SIMD3(repeating: value)
        } else {
            let rgb = SIMD3(try component("red"), try component("green"), try component("blue"))
            switch space {
            case .displayP3: encoded = ColorSpace.displayP3.sRGB(rgb)
            case .extendedLinearSRGB: encoded = ColorSpace.srgbLinear.sRGB(rgb)
            default: encoded = rgb
            }
        }
        let outside = (0..<3).contains { encoded[$0] < -0.0005 || encoded[$0] > 1.0005 }
        if outside {
            notes.append(
                "line \(color.line): the \(spaceName) colour lies outside sRGB; clamped to "
                    + RGBA(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: alpha).hexString)
        }
        return RGBA(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: alpha)
    }
}
