import UIKit

/// Uses the generated code, so the build fails if the plugin did not run.
@MainActor
public func barkeepPluginFixtureThemes() -> [BarkeepTheme] {
    BarkeepTheme.allCases
}
