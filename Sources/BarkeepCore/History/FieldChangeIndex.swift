/// For every property of every entity, the change that last set it: provenance's link into the
/// history (`resolve --explain`).
package struct FieldChangeIndex: Hashable, Sendable {
    /// The change id that last set each property that is set.
    package var changeIDs: [FieldChangeKey: Int64]

    /// Creates an index.
    package init(changeIDs: [FieldChangeKey: Int64] = [:]) {
        self.changeIDs = changeIDs
    }

    /// The change that last set `path` (a field path, `parent` or `description`) of `kind` `name`;
    /// nil when it is unset.
    package func changeID(_ kind: EntityKind, _ name: String, _ path: String) -> Int64? {
        changeIDs[FieldChangeKey(kind: kind, name: name, path: path)]
    }
}
