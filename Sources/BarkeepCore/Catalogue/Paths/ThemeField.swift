/// A field of a theme: its members (one appearance per bar kind, a layout, sheets, toolbars) and its
/// deployment target, listed once for the catalogue, resolution and output.
package enum ThemeField: String, CaseIterable, Sendable {
    case navigation, tab, toolbar, layout, sheets, toolbars, scoped, deploymentTarget

    /// The member field naming the appearance for `bar`.
    package static func appearance(for bar: BarKind) -> ThemeField {
        switch bar {
        case .navigation: return .navigation
        case .tab: return .tab
        case .toolbar: return .toolbar
        }
    }

    /// The value the field holds.
    var type: ValueType {
        switch self {
        case .navigation: return .member(.appearance, bar: .navigation)
        case .tab: return .member(.appearance, bar: .tab)
        case .toolbar: return .member(.appearance, bar: .toolbar)
        case .layout: return .member(.layout, bar: nil)
        case .sheets: return .members(.sheet)
        case .toolbars: return .members(.toolbar)
        case .scoped: return .members(.appearance)
        case .deploymentTarget: return .version
        }
    }

    /// The help line.
    var help: String {
        switch self {
        case .navigation: return "The navigation bar appearance."
        case .tab: return "The tab bar appearance."
        case .toolbar: return "The toolbar appearance."
        case .layout: return "The navigation bar layout preset."
        case .sheets: return "Sheet presets."
        case .toolbars: return "SwiftUI toolbar presets."
        case .scoped:
            return "Further appearances, each applied inside the container classes its bar.containers names."
        case .deploymentTarget: return "iOS version the exported code targets (default 15.0)."
        }
    }
}
