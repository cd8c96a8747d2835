/// The numbers a layout preset resolves to: its fields with defaults applied, and the derived values
/// exporters and lint need (safe-area delta, content origin per alignment, spacer heights).
///
/// Defaults: `baseHeight` 44 (the iPhone navigation bar), `barHeight` the base height, `alignment`
/// center, offsets 0 (or, for `spacerStack`, the aligned origin). `titleOffset` and `buttonOffset` mean
/// the spacer height above the content for `spacerStack`, and a vertical adjustment of the aligned
/// content for the other strategies; either way the spacer heights below are where the top of the
/// 44 pt content ends up, measured from the top of the bar.
package struct LayoutGeometry: Hashable, Sendable {
    /// The system bar height a preset replaces when it does not say.
    package static let defaultBaseHeight: Double = 44

    /// The bar's height, in points.
    package let barHeight: Double
    /// The system height the bar replaces, in points.
    package let baseHeight: Double
    /// The placement strategy, if one is chosen.
    package let strategy: LayoutStrategy?
    /// Where the content sits in the taller bar.
    package let alignment: LayoutAlignment
    /// The title offset as set (spacer height or adjustment), if set.
    package let titleOffset: Double?
    /// The button offset as set (spacer height or adjustment), if set.
    package let buttonOffset: Double?

    /// Creates a geometry from resolved field values (nil when unset or `default`).
    package init(
        barHeight: Double?, baseHeight: Double?, strategy: LayoutStrategy?, alignment: LayoutAlignment?,
        titleOffset: Double?, buttonOffset: Double?
    ) {
        let base = baseHeight ?? Self.defaultBaseHeight
        self.baseHeight = base
        self.barHeight = barHeight ?? base
        self.strategy = strategy
        self.alignment = alignment ?? .center
        self.titleOffset = titleOffset
        self.buttonOffset = buttonOffset
    }

    /// The height of the navigation content (title, buttons) UIKit lays out: the system bar height the
    /// preset replaces (44 on iPhone, 50 on iPad, 32 in iPhone landscape).
    package var contentHeight: Double { baseHeight }

    /// `barHeight − baseHeight`: what `extendSafeArea` adds to `additionalSafeAreaInsets.top`.
    package var safeAreaDelta: Double { barHeight - baseHeight }

    /// The y of the top of the content for `alignment`: center (barHeight − baseHeight) / 2,
    /// bottom barHeight − baseHeight, top 0.
    package func contentOriginY(for alignment: LayoutAlignment) -> Double {
        switch alignment {
        case .center: return (barHeight - contentHeight) / 2
        case .bottom: return barHeight - contentHeight
        case .top: return 0
        }
    }

    /// The y of the top of the content for the preset's own alignment.
    package var contentOriginY: Double { contentOriginY(for: alignment) }

    /// The height of the spacer above the title: where the top of the title's content ends up.
    package var titleSpacerHeight: Double { spacerHeight(offset: titleOffset) }

    /// The height of the spacer above the bar buttons: where the top of their content ends up.
    package var buttonSpacerHeight: Double { spacerHeight(offset: buttonOffset) }

    /// Where content with `offset` ends up: the offset itself for spacer stacks, else the aligned origin
    /// moved by the offset.
    private func spacerHeight(offset: Double?) -> Double {
        if strategy == .spacerStack { return offset ?? contentOriginY }
        return contentOriginY + (offset ?? 0)
    }
}
