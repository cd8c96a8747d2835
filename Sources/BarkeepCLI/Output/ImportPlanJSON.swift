import BarkeepCore

/// `import --json`: what the import would make (`--dry-run`, with each entity's field changes) or
/// made (with the batch that undoes it).
struct ImportPlanJSON: Encodable {
    /// One entity the import creates, updates or deletes.
    struct Step: Encodable {
        let action: String
        let kind: String
        let name: String
        /// The field changes of an update; empty for a create or a delete.
        let differences: [FieldDifference]
    }

    let file: String
    let dryRun: Bool
    let create: Int
    let update: Int
    let delete: Int
    let unchanged: Int
    /// The history batch the import wrote; nil for a dry run.
    let batch: Int64?
    /// Each entity's step, for a dry run; nil after an import, whose report is the counts.
    let steps: [Step]?

    /// The report of `plan`, read from `file`; `batch` is nil for a dry run.
    init(_ plan: ImportPlan, file: String, dryRun: Bool, batch: Int64?) {
        self.file = file
        self.dryRun = dryRun
        create = plan.count(.create)
        update = plan.count(.update)
        delete = plan.count(.delete)
        unchanged = plan.unchanged
        self.batch = batch
        steps =
            dryRun
            ? plan.steps.map {
                Step(
                    action: $0.action.rawValue, kind: $0.kind.rawValue, name: $0.name,
                    differences: $0.action == .update ? $0.diff.differences : [])
            } : nil
    }
}
