/// What a recorded change did to its entity.
public enum ChangeOperation: String, CaseIterable, Codable, Sendable {
    case create
    case update
    case rename
    case delete
    case restore
    case `import`
    case revert
}
