internal import BarkeepCore

/// `export --format json`: every entity of a resolved catalog as ``ResolvedDocument`` prints it for
/// `resolve --json`, sorted by kind and name, written one entity at a time.
///
/// ```json
/// {
///   "barkeepResolved" : 1,
///   "entities" : [
///     { "fields" : { … }, "kind" : "palette", "name" : "brand" },
///     …
/// ```
///
/// The document is made in pieces — ``opening``, one ``write(_:to:)`` each, ``closing`` — so that a
/// whole catalog is written entity by entity as it is resolved, never held whole in memory.
struct ResolvedJSONExporter: ExportFormatWriter {
    /// The version of the document's shape, its first member.
    static let version = 1

    /// Whether each field says where it came from.
    let explain: Bool
    /// How many entities the document lists.
    let count: Int
    /// How many entities were written so far.
    private var written = 0
    /// The text of the entity being written, its storage reused from one entity to the next.
    private var buffer = JSONText()

    /// A writer of a document listing `count` entities.
    init(explain: Bool, count: Int) {
        self.explain = explain
        self.count = count
    }

    /// The document up to its first entity.
    var opening: JSONText {
        var output = JSONText()
        output.append(literal: "{")
        output.newline(pretty: true, level: 1)
        CanonicalJSON.appendMember(
            "barkeepResolved", .integer(Int64(Self.version)), to: &output, pretty: true, level: 1)
        output.append(literal: ",")
        output.newline(pretty: true, level: 1)
        output.appendQuoted("entities")
        output.append(literal: count == 0 ? " : []" : " : [")
        return output
    }

    /// Hands the bytes of the next entity of the list, with the comma before it, to `sink`, without
    /// making a `String` of them.
    mutating func write(_ entity: ResolvedEntity, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        append(entity)
        try buffer.withUnsafeBytes(sink)
    }

    /// Writes the next entity of the list, with the comma before it, into ``buffer``.
    private mutating func append(_ entity: ResolvedEntity) {
        buffer.removeAll()
        if written > 0 { buffer.append(literal: ",") }
        written += 1
        buffer.newline(pretty: true, level: 2)
        ResolvedDocument.append(
            entity, includeDefaults: false, explain: explain, to: &buffer, pretty: true, level: 2)
    }

    /// The document after its last entity, ending with a newline.
    var closing: JSONText {
        var output = JSONText()
        if count > 0 {
            output.newline(pretty: true, level: 1)
            output.append(literal: "]")
        }
        output.append(literal: "\n}\n")
        return output
    }

    /// The document of the entities `request` exports, written as they are resolved.
    static func stream(_ request: ExportRequest) throws -> ExportStream {
        let resolver = Resolver(snapshot: request.exported)
        if request.checkingFirst { try resolver.entities().validate() }
        let explain = request.settings.explain
        return ExportStream(
            name: request.fileName,
            bytes: { sink in
                var exporter = ResolvedJSONExporter(explain: explain, count: resolver.snapshot.count)
                try exporter.opening.withUnsafeBytes(sink)
                for (_, resolved) in resolver.entities() { try exporter.write(try resolved.get(), to: sink) }
                try exporter.closing.withUnsafeBytes(sink)
            })
    }
}
