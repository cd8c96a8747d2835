internal import BarkeepStore

/// Follows the names in history documents to the identities they meant at the time: to compare two
/// documents by identity (a reference that only followed a rename is no change), and to bring an
/// old document's references to the referenced entities' current names.
///
/// A document's references are read as of its change's batch: a `before` document with the names
/// just before the batch, an `after` document with the names at its end.
final class ReferenceTranslator {
    /// The history tables.
    private let history: HistoryRepository
    /// The entities table.
    private let entities: EntityRepository
    /// Identities already looked up, by kind, name and change id.
    private var identities: [String: Int64?] = [:]
    /// Change ranges of batches already looked up.
    private var batches: [Int64: ClosedRange<Int64>] = [:]

    /// A translator reading through `connection`.
    init(connection: Connection) {
        history = HistoryRepository(connection: connection)
        entities = EntityRepository(connection: connection)
    }

    /// The change id as of which `change`'s `before` (or `after`) document names its references.
    func namesPoint(of change: Change, after: Bool) throws -> Int64 {
        let range =
            try batches[change.batchID] ?? history.changeRange(ofBatch: change.batchID) ?? change
            .id...change.id
        batches[change.batchID] = range
        return after ? range.upperBound : range.lowerBound - 1
    }

    /// The identity that had `name` among entities of `kind` right after change `point`.
    func identity(_ kind: EntityKind, _ name: String, asOf point: Int64) throws -> Int64? {
        let key = "\(kind.rawValue)\u{0}\(name)\u{0}\(point)"
        if let known = identities[key] { return known }
        let id = try history.entityID(kind: kind, name: name, asOf: point)
        identities[key] = id
        return id
    }

    /// `document` with each reference replaced by an identity token, for comparisons.
    func identityForm(_ document: EntityDocument, asOf point: Int64) throws -> EntityDocument {
        try document.mappingReferences { kind, name in
            try identity(kind, name, asOf: point).map { "\u{1}\($0)" } ?? name
        }
    }

    /// `document` with each reference renamed to the referenced entity's current name; a reference
    /// to an entity that no longer exists keeps its old name.
    func currentNames(_ document: EntityDocument, asOf point: Int64) throws -> EntityDocument {
        try document.mappingReferences { kind, name in
            guard let id = try identity(kind, name, asOf: point) else { return name }
            return try entities.name(id: id) ?? name
        }
    }

    /// The properties `change` changed, comparing references by identity.
    func changedProperties(of change: Change) throws -> Set<String> {
        let before = try change.beforeDocument().map {
            try identityForm($0, asOf: namesPoint(of: change, after: false))
        }
        let after = try change.afterDocument().map {
            try identityForm($0, asOf: namesPoint(of: change, after: true))
        }
        return Set(EntityDiff(from: before, to: after).differences.map(\.path))
    }
}
