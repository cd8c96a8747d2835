/// One entity as an import file states it, fields as canonical text, with the lines it came from so
/// that errors can point into the file.
public struct ImportedEntity: Hashable, Sendable {
    /// The entity's kind.
    public var kind: EntityKind
    /// The entity's name.
    public var name: String
    /// The bar kind, for appearances.
    public var bar: BarKind?
    /// The parent's name, if any.
    public var parent: String?
    /// The description, if any.
    public var description: String?
    /// Every set field's text, by path, as `set` accepts it.
    public var fields: [String: String]
    /// The line of the entry in the file, when the format has lines.
    public var line: Int?
    /// The line of each field, when the format has lines.
    public var fieldLines: [String: Int]
    /// The file the entry came from, when an import reads several (Swift sources): errors and reports
    /// name it rather than the folder given.
    public var file: String?
    /// Whether the entry sets only some fields of an entity that may exist (a design token): the
    /// entity's other fields are kept. A snapshot entry states the whole entity.
    public var mergesFields = false

    /// Creates an entry.
    public init(
        kind: EntityKind, name: String, bar: BarKind? = nil, parent: String? = nil,
        description: String? = nil,
        fields: [String: String] = [:], line: Int? = nil, fieldLines: [String: Int] = [:]
    ) {
        self.kind = kind
        self.name = name
        self.bar = bar
        self.parent = parent
        self.description = description
        self.fields = fields
        self.line = line
        self.fieldLines = fieldLines
    }

    /// The `path=value` assignments `create` and `set` would take for this entry, sorted by path.
    public var assignments: [String] {
        pathsAndValues.map { "\($0.path)=\($0.value)" }
    }

    /// ``assignments`` already split: each path with its value text, fields sorted by path, then the
    /// parent and the description.
    public var pathsAndValues: [(path: String, value: String)] {
        var result = fields.sorted { $0.key < $1.key }.map { (path: $0.key, value: $0.value) }
        if let parent { result.append(("parent", parent)) }
        if let description { result.append(("description", description)) }
        return result
    }

    /// The line of `path` (a field, `parent` or `description`), else of the entry.
    public func line(of path: String?) -> Int? {
        path.flatMap { fieldLines[$0] } ?? line
    }
}
