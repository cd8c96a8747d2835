#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An sRGB colour with straight (not premultiplied) alpha, every component in 0…1.
public struct RGBA: Hashable, Sendable {
    /// The red component, 0…1.
    public let red: Double
    /// The green component, 0…1.
    public let green: Double
    /// The blue component, 0…1.
    public let blue: Double
    /// The opacity, 0 (fully transparent) … 1 (opaque).
    public let alpha: Double

    /// Creates a colour from components in 0…1; values outside that range (and NaN) are clamped into it.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a colour from 8-bit channels (0…255, clamped) and an alpha in 0…1.
    public init(red255: Int, green255: Int, blue255: Int, alpha: Double = 1) {
        self.init(
            red: Double(red255) / 255,
            green: Double(green255) / 255,
            blue: Double(blue255) / 255,
            alpha: alpha
        )
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// Fully transparent black, UIKit's `UIColor.clear`.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether the colour hides whatever is behind it completely.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour painted over `background` with source-over compositing (opaque when the background is).
    public func composited(over background: RGBA) -> RGBA {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        let backgroundWeight = background.alpha * (1 - alpha)
        func blend(_ source: Double, _ destination: Double) -> Double {
            (source * alpha + destination * backgroundWeight) / outAlpha
        }
        return RGBA(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: outAlpha
        )
    }

    /// The WCAG 2.x relative luminance of the colour channels, 0 (black) … 1 (white); alpha is ignored,
    /// so composite a translucent colour over its backdrop first.
    public var relativeLuminance: Double {
        0.2126 * Self.linearized(red) + 0.7152 * Self.linearized(green) + 0.0722 * Self.linearized(blue)
    }

    /// Converts one gamma-encoded sRGB channel to linear light, as WCAG 2.x defines it. A channel that is
    /// exactly one of the 256 values of 8 bits (every hex colour's) is read from a table of the same
    /// formula's results: lint measures every appearance's contrast, and `pow` dominated it.
    private static func linearized(_ channel: Double) -> Double {
        let step = (channel * 255).rounded()
        if step >= 0, step <= 255, step / 255 == channel { return linearizedSteps[Int(step)] }
        return computedLinearized(channel)
    }

    /// The WCAG 2.x formula: linear below 0.04045, a 2.4 power above.
    private static func computedLinearized(_ channel: Double) -> Double {
        channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// ``computedLinearized(_:)`` of `k / 255` at index `k`.
    private static let linearizedSteps: [Double] = (0...255).map { computedLinearized(Double($0) / 255) }

    /// Forces a component into 0…1, mapping NaN to 0.
    private static func clamped(_ component: Double) -> Double {
        component.isNaN ? 0 : min(max(component, 0), 1)
    }
}
