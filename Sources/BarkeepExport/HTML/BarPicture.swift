internal import BarkeepCore

/// One bar as it is drawn in one variant and colour appearance, every colour resolved: what the SVG
/// shows, and what two pictures are compared by (a compact variant that looks like the standard one is
/// not drawn twice).
struct BarPicture: Equatable {
    /// A text drawn on the bar.
    struct Text: Equatable {
        /// What the text stands for, for the contrast table: `title`, `back button`, `selected item`…
        let role: String
        /// The sample text drawn.
        let content: String
        /// The x of the anchor, in points.
        let x: Double
        /// The y of the baseline, in points.
        let baseline: Double
        /// The anchor: `start`, `middle` or `end`.
        let anchor: String
        /// The point size.
        let size: Double
        /// The weight, nil for regular.
        let weight: FontWeight?
        /// The colour.
        let color: RGBA
        /// Whether this is the large title (large-text rules apply).
        var isLargeTitle: Bool { role == TextRole.largeTitle.rawValue }
    }

    /// A shape drawn on the bar.
    enum Shape: Equatable {
        /// The back chevron, its tip at x and centred on y.
        case chevron(x: Double, y: Double, color: RGBA)
        /// A tab item icon: a rounded square of `size` with its top-left corner at x, y.
        case icon(x: Double, y: Double, size: Double, color: RGBA)
        /// A badge: a circle.
        case badge(x: Double, y: Double, radius: Double, color: RGBA)
    }

    /// The picture's width, in points.
    let width: Double
    /// The bar's height, in points (with the large-title row when it is drawn).
    let height: Double
    /// What shows through the bar: the screen's `systemBackground` in this appearance.
    let backdrop: RGBA
    /// The background layers, bottom first (material tint, colour).
    let layers: [RGBA]
    /// The background image, if one is set (drawn as a labelled placeholder).
    let image: ImageValue?
    /// The hairline under the bar, if drawn.
    let hairline: RGBA?
    /// What the background is, in words, for the caption.
    let backgroundNote: String
    /// The texts.
    let texts: [Text]
    /// The shapes.
    let shapes: [Shape]

    /// The colour the bar's background shows, layers composited over the backdrop; nil under an image.
    var background: RGBA? {
        guard image == nil else { return nil }
        return layers.reduce(backdrop) { $1.composited(over: $0) }
    }
}
