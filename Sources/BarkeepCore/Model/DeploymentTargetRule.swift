/// The rule a deployment target follows: an iOS version such as `15.0`, as a theme's
/// `deploymentTarget` field accepts it; `lint --deployment-target`, `export` and importers check it alike.
package enum DeploymentTargetRule {
    /// The version `target` names, or a message saying what is wrong with it.
    package static func version(_ target: String) -> Result<IOSVersion, DeploymentTargetError> {
        guard let spec = FieldCatalogue.of(.theme).spec(ThemeField.deploymentTarget.rawValue),
            case .version(let version) = try? FieldValueParser.parse(target, for: spec)
        else {
            return .failure(
                DeploymentTargetError(
                    description: "invalid deployment target '\(target)'; expected an iOS version such as 15.0"
                ))
        }
        return .success(version)
    }
}
