/// The WCAG 2.x contrast ratio between a foreground and a background colour, 1 … 21.
///
/// Compare ``value`` against thresholds such as 4.5, never the rounded ``formatted`` text: 4.496 is shown as
/// "4.50" but does not reach 4.5:1.
package struct ContrastRatio: Comparable, Hashable, Sendable {
    /// The ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker relative luminance.
    package let value: Double

    /// The ratio of `foreground` painted over `background`; the background is taken as opaque (its alpha
    /// is ignored). Use ``between(_:_:backdrop:)`` when the background itself is translucent.
    package init(foreground: RGBA, background: RGBA) {
        let opaqueBackground = background.withAlpha(1)
        self.init(
            luminance: foreground.composited(over: opaqueBackground).relativeLuminance,
            otherLuminance: opaqueBackground.relativeLuminance
        )
    }

    /// The ratio of `foreground` over `background`, where `background` is first painted over the opaque
    /// `backdrop` (what shows through a translucent bar, e.g. white content or black in dark mode).
    package static func between(_ foreground: RGBA, _ background: RGBA, backdrop: RGBA) -> ContrastRatio {
        let visibleBackground = background.composited(over: backdrop.withAlpha(1))
        return ContrastRatio(foreground: foreground, background: visibleBackground)
    }

    /// The ratio rounded to two decimals, as WCAG checkers show it: "4.54", "21.00".
    package var formatted: String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// Orders ratios by their value.
    package static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool {
        lhs.value < rhs.value
    }

    /// The ratio between two relative luminances, in either order.
    private init(luminance: Double, otherLuminance: Double) {
        let lighter = max(luminance, otherLuminance)
        let darker = min(luminance, otherLuminance)
        value = (lighter + 0.05) / (darker + 0.05)
    }
}
