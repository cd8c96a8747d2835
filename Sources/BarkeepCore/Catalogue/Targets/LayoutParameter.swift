/// A number or switch of a layout preset, which the generated `UINavigationBar` subclass and
/// controller implement as a whole.
package enum LayoutParameter: String, CaseIterable, Hashable, Sendable {
    case barHeight, baseHeight, strategy, alignment, titleOffset, buttonOffset, buttonKind
    case extendSafeArea, resizeOnAppear, fallback, fallbackBelow

    /// The path of the layout preset's field that holds the parameter: its name.
    package var path: String { rawValue }

    /// The UIKit API the parameter ends up in, for help and the field reference; nil when it only
    /// steers the generator.
    package var uikitAPI: String? {
        switch self {
        case .barHeight, .baseHeight: return "sizeThatFits(_:)"
        case .strategy: return "UINavigationBar subclass"
        case .titleOffset: return "setTitleVerticalPositionAdjustment(_:for:)"
        case .buttonOffset: return "setBackgroundVerticalPositionAdjustment(_:for:)"
        case .extendSafeArea: return "additionalSafeAreaInsets.top"
        case .resizeOnAppear: return "sizeToFit()"
        case .fallback, .fallbackBelow: return "if #available(iOS <fallbackBelow>, *)"
        case .alignment, .buttonKind: return nil
        }
    }
}
