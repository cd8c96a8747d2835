/// Why a deployment target was refused, in words.
public struct DeploymentTargetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String
}
