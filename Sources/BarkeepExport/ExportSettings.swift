public import BarkeepCore

/// What an export needs beyond the resolved catalog: the catalog's name for file headers, the
/// deployment target of entities outside themes, whether to explain where values came from, the
/// bundle of asset colours, and how generated Swift declares its types.
public struct ExportSettings: Sendable {
    /// The catalog's name as the file header shows it, such as `barkeep.sqlite`.
    public let catalogName: String
    /// The deployment target of entities outside themes (`--deployment-target`), if given.
    public let deploymentTarget: IOSVersion?
    /// Whether a data export adds each field's provenance (`--explain`, `json` format).
    public let explain: Bool
    /// The bundle generated Swift looks asset colours up in (`--asset-bundle`).
    public let assetBundle: AssetBundle
    /// The access level and type-name prefix of generated Swift (`--access-level`, `--type-prefix`).
    public let swiftStyle: GeneratedSwiftStyle

    /// Creates settings.
    public init(
        catalogName: String, deploymentTarget: IOSVersion? = nil, explain: Bool = false,
        assetBundle: AssetBundle = .main, swiftStyle: GeneratedSwiftStyle = .standard
    ) {
        self.catalogName = catalogName
        self.deploymentTarget = deploymentTarget
        self.explain = explain
        self.assetBundle = assetBundle
        self.swiftStyle = swiftStyle
    }
}
