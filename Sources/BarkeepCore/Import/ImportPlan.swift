/// What an import does, worked out before anything is written: the entities to create, update and
/// delete (with their field differences) and how many are left alone.
public struct ImportPlan: Sendable {
    /// One entity the import changes.
    public struct Step: Sendable {
        /// What happens to the entity.
        public enum Action: String, Sendable {
            case create, update, delete
        }

        /// What happens.
        public let action: Action
        /// The entity's kind.
        public let kind: EntityKind
        /// The entity's name.
        public let name: String
        /// The properties that differ, before to after.
        public let diff: EntityDiff
    }

    /// The entities to change, in the order they are applied.
    public let steps: [Step]
    /// How many entries of the file equal what the catalog holds.
    public let unchanged: Int

    /// How many steps do `action`.
    public func count(_ action: Step.Action) -> Int {
        steps.count { $0.action == action }
    }

    /// Whether the import changes nothing.
    public var isEmpty: Bool { steps.isEmpty }
}
