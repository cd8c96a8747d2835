public import BarkeepCore

/// What an export needs beyond the resolved catalog: the catalog's name for file headers and the
/// deployment target of entities outside themes.
public struct ExportSettings: Sendable {
    /// The catalog's name as the file header shows it, such as `barkeep.sqlite`.
    public let catalogName: String
    /// The deployment target of entities outside themes (`--deployment-target`), if given.
    public let deploymentTarget: IOSVersion?

    /// Creates settings.
    public init(catalogName: String, deploymentTarget: IOSVersion? = nil) {
        self.catalogName = catalogName
        self.deploymentTarget = deploymentTarget
    }
}
