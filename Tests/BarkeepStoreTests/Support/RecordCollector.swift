import BarkeepRecords

@testable import BarkeepStore

/// Gathers what `EntityRepository.visitEntities` reads back into `EntityRecord`s, to compare with the
/// records written.
struct RecordCollector: StoredEntityVisitor {
    /// The records read, in the order visited (by id).
    private(set) var records: [EntityRecord] = []

    /// The records `selection` picks in `repository`, in id order.
    static func records(_ selection: EntitySelection, in repository: EntityRepository) throws
        -> [EntityRecord]
    {
        var collector = RecordCollector()
        try repository.visitEntities(selection, &collector)
        return collector.records
    }

    mutating func beginEntity(_ header: StoredEntityHeader) throws {
        records.append(
            EntityRecord(
                id: header.id, kind: header.kind, name: header.name, bar: header.bar, parent: header.parent,
                description: header.description))
    }

    mutating func field(_ row: StoredFieldRow) throws {
        let path = String(decoding: row.path, as: UTF8.self)
        let last = records.count - 1
        if records[last].fields.last?.path == path {
            records[last].fields[records[last].fields.count - 1].values.append(row.storedValue)
        } else {
            records[last].fields.append(FieldRecord(path: path, values: [row.storedValue]))
        }
    }

    mutating func endEntity() throws {}
}
