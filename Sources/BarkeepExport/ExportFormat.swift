/// A format `barkeep export --format` writes; its cases are the option's values.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Swift source using UIKit: colours, appearance factories, navigation bar subclasses, sheet
    /// configuration and the run-time `BarkeepTheme` switch.
    case uikit
    /// Swift source using SwiftUI: colours, bar and sheet modifiers, multi-platform toolbars.
    case swiftui

    /// The file the format writes when `--output` names a directory.
    public var defaultFileName: String {
        switch self {
        case .uikit: return "BarkeepUIKit.swift"
        case .swiftui: return "BarkeepSwiftUI.swift"
        }
    }
}
