/// An RGB colour space's primaries and white point as CIE xy chromaticities, from which its linear
/// RGB → XYZ matrix follows (the standard derivation: scale each primary's XYZ so that RGB (1, 1, 1)
/// lands on the white point).
struct RGBPrimaries: Sendable {
    /// The chromaticities of red, green and blue.
    let red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>
    /// The white point's chromaticity.
    let white: SIMD2<Double>

    /// The D65 white point (sRGB, Display P3, Rec. 2020, Adobe RGB, CSS `xyz-d65`).
    static let d65 = SIMD2(0.3127, 0.3290)
    /// The D50 white point (ProPhoto RGB, CIELAB, CSS `xyz-d50`).
    static let d50 = SIMD2(0.3457, 0.3585)

    /// sRGB (IEC 61966-2-1).
    static let sRGB = RGBPrimaries(red: [0.64, 0.33], green: [0.30, 0.60], blue: [0.15, 0.06], white: d65)
    /// Display P3 (DCI-P3 primaries, D65).
    static let displayP3 = RGBPrimaries(
        red: [0.680, 0.320], green: [0.265, 0.690], blue: [0.150, 0.060], white: d65)
    /// Adobe RGB (1998), CSS `a98-rgb`.
    static let a98RGB = RGBPrimaries(
        red: [0.64, 0.33], green: [0.21, 0.71], blue: [0.15, 0.06], white: d65)
    /// ITU-R BT.2020.
    static let rec2020 = RGBPrimaries(
        red: [0.708, 0.292], green: [0.170, 0.797], blue: [0.131, 0.046], white: d65)
    /// ProPhoto RGB (ROMM), D50.
    static let proPhoto = RGBPrimaries(
        red: [0.734699, 0.265301], green: [0.159597, 0.840403], blue: [0.036598, 0.000105], white: d50)

    /// The XYZ (Y = 1) of a chromaticity.
    static func xyz(_ chromaticity: SIMD2<Double>) -> SIMD3<Double> {
        SIMD3(chromaticity.x / chromaticity.y, 1, (1 - chromaticity.x - chromaticity.y) / chromaticity.y)
    }

    /// The matrix from linear RGB in this space to CIE XYZ relative to its own white point.
    var toXYZ: Matrix3 {
        let primaries = Matrix3(columns: Self.xyz(red), Self.xyz(green), Self.xyz(blue))
        let scale = primaries.inverse * Self.xyz(white)
        return primaries * Matrix3.diagonal(scale)
    }
}
