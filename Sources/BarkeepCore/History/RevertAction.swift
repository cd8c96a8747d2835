/// What reverting one entity comes down to, once checked against everything changed since.
enum RevertAction {
    /// The entity already is as the revert would make it.
    case nothing
    /// Delete it (reverting its creation).
    case delete
    /// Re-create it under its identity (reverting its deletion), from this document with current names.
    case create(EntityDocument)
    /// Set these properties (`name`, `parent`, `description`, field paths) to their values in this
    /// document (current names); a property the document lacks is unset.
    case update(properties: Set<String>, from: EntityDocument)
}
