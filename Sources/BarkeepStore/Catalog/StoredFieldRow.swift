import BarkeepRecords

/// One row of the `field` table as `EntityRepository.visitEntities` hands it over, its text read in
/// place as UTF-8 bytes: the buffers point into SQLite's row and are valid only during the call that
/// receives them, so a reader makes a `String` only of what it keeps.
///
/// Text is cut at its first NUL byte, as `String(cString:)` reads it.
package struct StoredFieldRow {
    /// The field path's bytes, such as `standard.title.color`.
    package var path: UnsafeBufferPointer<UInt8>
    /// The literal's bytes (canonical text such as `#0A84FF`), or nil for a reference.
    package var literal: UnsafeBufferPointer<UInt8>?
    /// The entity a reference row points at, or nil for a literal.
    package var reference: (kind: EntityKind, name: String)?

    /// The stored value as a `FieldRecord` holds it.
    package var storedValue: StoredValue {
        if let reference { return .reference(reference.kind, reference.name) }
        return .literal(literal.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
}
