public import BarkeepCore

/// What an export needs beyond the resolved catalog: the catalog's name for file headers, the
/// deployment target of entities outside themes, and whether to explain where values came from.
public struct ExportSettings: Sendable {
    /// The catalog's name as the file header shows it, such as `barkeep.sqlite`.
    public let catalogName: String
    /// The deployment target of entities outside themes (`--deployment-target`), if given.
    public let deploymentTarget: IOSVersion?
    /// Whether a data export adds each field's provenance (`--explain`, `json` format).
    public let explain: Bool

    /// Creates settings.
    public init(catalogName: String, deploymentTarget: IOSVersion? = nil, explain: Bool = false) {
        self.catalogName = catalogName
        self.deploymentTarget = deploymentTarget
        self.explain = explain
    }
}
