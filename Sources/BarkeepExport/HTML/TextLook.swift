internal import BarkeepCore

/// How one bar text is drawn: its colour if the appearance sets one, its point size and weight.
struct TextLook: Equatable {
    /// The colour set for the text; nil when the bar's default colour applies.
    let color: AdaptiveColor?
    /// The point size.
    let size: Double
    /// The weight set for the text; nil when the bar's default weight applies.
    let weight: FontWeight?
}
