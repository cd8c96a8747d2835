/// What reads a whole catalog row by row through `EntityRepository.visitEntities`: each entity's row,
/// then its field rows in path and position order, then the end of the entity. Reading this way
/// spares the `EntityRecord` and `FieldRecord` values (and the strings of every path and literal) that
/// `forEachRecord` makes.
public protocol StoredEntityVisitor {
    /// Starts the entity `header`; its field rows follow.
    mutating func beginEntity(_ header: StoredEntityHeader) throws
    /// One field row of the entity begun last; the row's buffers are valid only during the call.
    mutating func field(_ row: StoredFieldRow) throws
    /// Ends the entity begun last.
    mutating func endEntity() throws
}
