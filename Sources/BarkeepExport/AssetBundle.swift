/// The bundle whose asset catalog generated code looks asset colours up in (`--asset-bundle`): the
/// app's main bundle, or the `Bundle.module` SwiftPM makes for a package target with resources, where
/// the build plugin's users keep their assets.
public enum AssetBundle: String, CaseIterable, Sendable {
    /// `Bundle.main`.
    case main
    /// `Bundle.module`.
    case module
}
