internal import BarkeepCore

/// Writes `BarkeepAssetBundle`: the bundle the UIKit file looks its asset colours and images up in,
/// chosen at export (`--asset-bundle`): the app's main bundle, or the `Bundle.module` SwiftPM makes for a
/// package target with resources, which the build plugin picks when the target has an asset catalog.
struct UIKitAssetBundleWriter {
    /// The bundle chosen.
    let bundle: AssetBundle

    /// Writes the namespace.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation("Where the file's asset colours and images are looked up.")
        writer.block("public enum \(UIKitExpressions.assetBundleNamespace)") { writer in
            switch bundle {
            case .main:
                writer.documentation(
                    "The app's main bundle. Export with `--asset-bundle module` when the assets are in a Swift "
                        + "package target's resources.")
            case .module:
                writer.documentation("The resources of the Swift package target this file is compiled into.")
            }
            writer.line("public static var bundle: Bundle { Bundle.\(bundle.rawValue) }")
        }
    }
}
