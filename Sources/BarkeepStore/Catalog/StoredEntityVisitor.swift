/// What reads entities row by row through `EntityRepository.visitEntities`, the one way entities are
/// read: each entity's row, then its field rows in path and position order, then the end of the
/// entity. No string is made of a path or literal the visitor does not keep.
package protocol StoredEntityVisitor {
    /// Starts the entity `header`; its field rows follow.
    mutating func beginEntity(_ header: StoredEntityHeader) throws
    /// One field row of the entity begun last; the row's buffers are valid only during the call.
    mutating func field(_ row: StoredFieldRow) throws
    /// Ends the entity begun last.
    mutating func endEntity() throws
}
