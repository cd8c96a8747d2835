/// The rule a deployment target follows: an iOS version such as `15.0`, as a theme's
/// `deploymentTarget` field accepts it; `lint --deployment-target` and importers check it alike.
public enum DeploymentTargetRule {
    /// What is wrong with `target`, in words, or `nil` when it is a valid deployment target.
    public static func problem(with target: String) -> String? {
        guard let spec = FieldCatalogue.of(.theme).spec("deploymentTarget"),
            case .version = try? FieldValueParser.parse(target, for: spec)
        else {
            return "invalid deployment target '\(target)'; expected an iOS version such as 15.0"
        }
        return nil
    }
}
