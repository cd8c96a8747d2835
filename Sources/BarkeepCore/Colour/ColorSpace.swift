#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour space of CSS Color 4, named as the W3C Design Tokens colour module (2025.10) names its
/// `colorSpace` values, with the conversion of its components to sRGB — the one space Barkeep stores.
///
/// Component ranges follow the design-tokens table: RGB spaces 0…1; `hsl`/`hwb` hue in degrees and the
/// other two in 0…100; `lab`/`lch` lightness 0…100; `oklab`/`oklch` lightness 0…1; hues in degrees.
/// The conversions are those of CSS Color 4 (transfer functions, linear RGB ↔ XYZ from each space's
/// primaries, Bradford adaptation between D50 and D65, CIELAB, and Björn Ottosson's OKLab).
public enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The gamma-encoded sRGB components of `components` in this space. They fall outside 0…1 where
    /// the colour lies outside the sRGB gamut; the caller decides whether to clip.
    public func sRGB(_ components: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .srgb: return components
        case .hsl: return Self.hslToSRGB(components)
        case .hwb: return Self.hwbToSRGB(components)
        default: return Self.encodeSRGB(linearSRGB(components))
        }
    }

    /// The linear-light sRGB components of `components` in this space.
    private func linearSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .srgb, .hsl, .hwb: return Self.decodeSRGB(sRGB(c))
        case .srgbLinear: return c
        case .displayP3: return Self.fromXYZD65 * (Self.displayP3ToXYZ * Self.decodeSRGB(c))
        case .a98RGB:
            return Self.fromXYZD65 * (Self.a98ToXYZ * Self.each(c) { Self.signedPower($0, 563 / 256) })
        case .prophotoRGB:
            return Self.fromXYZD65 * (Self.d50ToD65 * (Self.proPhotoToXYZ * Self.decodeProPhoto(c)))
        case .rec2020: return Self.fromXYZD65 * (Self.rec2020ToXYZ * Self.decodeRec2020(c))
        case .xyzD65: return Self.fromXYZD65 * c
        case .xyzD50: return Self.fromXYZD65 * (Self.d50ToD65 * c)
        case .lab: return Self.fromXYZD65 * (Self.d50ToD65 * Self.labToXYZD50(c))
        case .lch: return ColorSpace.lab.linearSRGB(Self.polarToCartesian(c))
        case .oklab: return Self.oklabToLinearSRGB(c)
        case .oklch: return Self.oklabToLinearSRGB(Self.polarToCartesian(c))
        }
    }

    // MARK: Matrices, derived once from the primaries and white points

    private static let fromXYZD65 = RGBPrimaries.sRGB.toXYZ.inverse
    private static let displayP3ToXYZ = RGBPrimaries.displayP3.toXYZ
    private static let a98ToXYZ = RGBPrimaries.a98RGB.toXYZ
    private static let rec2020ToXYZ = RGBPrimaries.rec2020.toXYZ
    private static let proPhotoToXYZ = RGBPrimaries.proPhoto.toXYZ

    /// Bradford chromatic adaptation from D50 to D65.
    private static let d50ToD65: Matrix3 = {
        let bradford = Matrix3(
            [0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296])
        let source = bradford * RGBPrimaries.xyz(RGBPrimaries.d50)
        let destination = bradford * RGBPrimaries.xyz(RGBPrimaries.d65)
        return bradford.inverse * Matrix3.diagonal(destination / source) * bradford
    }()

    // MARK: Transfer functions (sign-preserving, as CSS Color 4 extends them)

    /// `transfer` applied to each component.
    private static func each(_ c: SIMD3<Double>, _ transfer: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transfer(c.x), transfer(c.y), transfer(c.z))
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    private static func decodeSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        each(c) {
            abs($0) <= 0.04045 ? $0 / 12.92 : signedPower(($0 + ($0 < 0 ? -0.055 : 0.055)) / 1.055, 2.4)
        }
    }

    private static func encodeSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        each(c) {
            abs($0) <= 0.0031308 ? $0 * 12.92 : (1.055 * signedPower($0, 1 / 2.4)) - ($0 < 0 ? -0.055 : 0.055)
        }
    }

    private static func decodeProPhoto(_ c: SIMD3<Double>) -> SIMD3<Double> {
        each(c) { abs($0) <= 16 / 512 ? $0 / 16 : signedPower($0, 1.8) }
    }

    /// Rec. 2020 as displayed: the BT.1886 EOTF with black at 0 and white at 1, a pure 2.4 power (what
    /// CSS Color 4 specifies; the camera-side BT.2020 OETF would give other values).
    private static func decodeRec2020(_ c: SIMD3<Double>) -> SIMD3<Double> {
        each(c) { signedPower($0, 2.4) }
    }

    // MARK: Cylindrical and perceptual spaces

    /// Lightness, chroma, hue (degrees) → lightness, a, b.
    private static func polarToCartesian(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = c.z * Double.pi / 180
        return SIMD3(c.x, c.y * cos(hue), c.y * sin(hue))
    }

    /// CIELAB (D50) → XYZ (D50), CIE 15 with CSS Color 4's exact κ and ε.
    private static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? pow(fy, 3) : lab.x / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * RGBPrimaries.xyz(RGBPrimaries.d50)
    }

    /// OKLab → linear sRGB (Ottosson's published matrices).
    private static func oklabToLinearSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let cone = Matrix3(
            [1, 0.3963377774, 0.2158037573], [1, -0.1055613458, -0.0638541728],
            [1, -0.0894841775, -1.2914855480])
        let toLinearSRGB = Matrix3(
            [4.0767416621, -3.3077115913, 0.2309699292], [-1.2684380046, 2.6097574011, -0.3413193965],
            [-0.0041960863, -0.7034186147, 1.7076147010])
        let lms = cone * lab
        return toLinearSRGB * (lms * lms * lms)
    }

    /// HSL (hue in degrees, saturation and lightness in 0…100) → sRGB, CSS Color 4 §7.1.
    private static func hslToSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = c.x.truncatingRemainder(dividingBy: 360) + (c.x < 0 ? 360 : 0)
        let saturation = c.y / 100
        let lightness = c.z / 100
        let chroma = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chroma * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// HWB (hue in degrees, whiteness and blackness in 0…100) → sRGB, CSS Color 4 §8.1.
    private static func hwbToSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = c.y / 100
        let blackness = c.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        return hslToSRGB(SIMD3(c.x, 100, 50)) * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }
}
