/// What an import does, worked out before anything is written: the entities to create, update and
/// delete (with their field differences) and how many are left alone.
public struct ImportPlan: Sendable {
    /// One entity the import changes.
    public struct Step: Sendable {
        /// What happens to the entity.
        public enum Action: String, Sendable {
            case create, update, delete
        }

        /// What the step's properties are worked out from.
        enum Difference: Sendable {
            /// The differences, worked out (an update, a delete).
            case known(EntityDiff)
            /// A new entity's: every property it holds, worked out only when read (only `--dry-run`
            /// lists them, so a real import does not pay for them).
            case created(Entity)
        }

        /// What happens.
        public let action: Action
        /// The entity's kind.
        public let kind: EntityKind
        /// The entity's name.
        public let name: String
        /// What ``diff`` is worked out from.
        let difference: Difference

        /// The properties that differ, before to after.
        public var diff: EntityDiff {
            switch difference {
            case .known(let diff): diff
            case .created(let entity): EntityDiff(from: nil, to: EntityDocument(entity))
            }
        }
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
