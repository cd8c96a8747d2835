/// Applies `path=value` assignments and unsets to an entity: the one place `create`, `set`,
/// `unset`, the demo and imports turn text into typed fields.
package enum EntityEditor {
    /// Keys every entity takes besides its catalogue fields.
    package static let entityKeys = ["parent", "description"]

    /// Splits `path=value` at the first `=`; the error says what was expected.
    package static func split(_ assignment: String, kind: EntityKind, name: String) throws -> (
        path: String, value: String
    ) {
        // In ASCII text every byte is a character, so the first `=` byte is the first `=` character;
        // searching bytes spares the grapheme breaking that most of an import's parsing went into.
        let isASCII = assignment.utf8.allSatisfy { $0 < 0x80 }
        let found =
            isASCII ? assignment.utf8.firstIndex(of: UInt8(ascii: "=")) : assignment.firstIndex(of: "=")
        guard let equals = found, equals != assignment.startIndex else {
            throw CatalogError.invalidValue(
                kind: kind, name: name, path: assignment,
                problem: "expected <path>=<value>, e.g. standard.backgroundColor=#FFFFFF")
        }
        return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
    }

    /// Returns `entity` with every assignment applied, in order; all or nothing. A field no UIKit API
    /// reads is refused, naming the field that does the job (`create` and `set`; an import still takes
    /// one, so a snapshot of an older catalog reads back, and lint reports it).
    package static func applying(_ assignments: [String], to entity: Entity) throws -> Entity {
        var result = entity
        var assigned = Set<String>()
        for assignment in assignments {
            let (path, rawText) = try split(assignment, kind: entity.kind, name: entity.name)
            try apply(
                path, rawText, to: &result, of: entity, assigned: &assigned, refusingFieldsWithoutAPI: true)
        }
        return result
    }

    /// Returns `entity` with each path set to its value text, as the assignments `path=value` would
    /// (an import, whose entries come split already); all or nothing.
    package static func applying(_ assignments: [(path: String, value: String)], to entity: Entity) throws
        -> Entity
    {
        var result = entity
        var assigned = Set<String>()
        for (path, rawText) in assignments {
            try apply(
                path, rawText, to: &result, of: entity, assigned: &assigned, refusingFieldsWithoutAPI: false)
        }
        return result
    }

    /// Applies one assignment of `path` to `rawText` to `result`, which began as `entity`; `assigned`
    /// holds the paths assigned so far, each of which may be assigned only once.
    private static func apply(
        _ path: String, _ rawText: String, to result: inout Entity, of entity: Entity,
        assigned: inout Set<String>, refusingFieldsWithoutAPI: Bool
    ) throws {
        // One rule for spaces: a value is read without surrounding spaces and tabs, so
        // `light= #FF0000 `, `barHeight= 60 ` and `title= Hi ` mean what they say without
        // them, and a whitespace-only value counts as empty (refused for text, unset for a
        // description).
        let text = trimmed(rawText)
        guard assigned.insert(path).inserted else {
            throw CatalogError.invalidValue(
                kind: entity.kind, name: entity.name, path: path,
                problem: "is given twice in one command; give each path once")
        }
        switch path {
        case "parent":
            guard entity.kind.inherits else {
                throw CatalogError.invalidValue(
                    kind: entity.kind, name: entity.name, path: "parent",
                    problem: "palette colours do not inherit; refer to another colour with {name} instead"
                )
            }
            if text == "none" {
                result.parent = nil
            } else if let problem = EntityNameRule.problem(with: text) {
                throw CatalogError.invalidValue(
                    kind: entity.kind, name: entity.name, path: path, problem: problem)
            } else {
                result.parent = text
            }
        case "description":
            result.description = text.isEmpty ? nil : text
        case "bar":
            throw CatalogError.immutableBar(name: entity.name)
        default:
            for spec in try specs(for: path, of: entity) {
                if refusingFieldsWithoutAPI,
                    let refusal = entity.catalogue.refusalOfWrite(
                        to: spec, kind: entity.kind, name: entity.name)
                {
                    throw refusal
                }
                do {
                    result.fields[spec.path] = try FieldValueParser.parse(text, for: spec)
                } catch {
                    throw CatalogError.invalidValue(
                        kind: entity.kind, name: entity.name, path: spec.path, problem: error.message)
                }
            }
        }
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        // Most values have nothing to trim: their end bytes say so without breaking graphemes.
        let isBlankByte: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if let first = text.utf8.first, let last = text.utf8.last, !isBlankByte(first), !isBlankByte(last) {
            return text
        }
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
            let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Returns `entity` without the fields at `paths` (or its parent or description); every path
    /// must currently be set.
    package static func unsetting(_ paths: [String], from entity: Entity) throws -> Entity {
        var result = entity
        for path in paths {
            switch path {
            case "parent":
                guard result.parent != nil else {
                    throw CatalogError.notSet(kind: entity.kind, name: entity.name, path: path)
                }
                result.parent = nil
            case "description":
                guard result.description != nil else {
                    throw CatalogError.notSet(kind: entity.kind, name: entity.name, path: path)
                }
                result.description = nil
            default:
                let specs = try specs(for: path, of: entity)
                guard specs.contains(where: { result.fields[$0.path] != nil }) else {
                    throw CatalogError.notSet(kind: entity.kind, name: entity.name, path: path)
                }
                for spec in specs {
                    // A field another one can stand in for is checked on the result, by the validator.
                    if spec.isRequired, spec.requiredUnlessSet == nil {
                        throw CatalogError.missingRequired(
                            kind: entity.kind, name: entity.name, path: spec.path)
                    }
                    result.fields[spec.path] = nil
                }
            }
        }
        return result
    }

    /// The catalogue rows `path` stands for on `entity`, or an error naming the valid paths nearby.
    private static func specs(for path: String, of entity: Entity) throws -> [FieldSpec] {
        do {
            return try entity.catalogue.lookup(path)
        } catch {
            throw CatalogError.unknownPath(kind: entity.kind, name: entity.name, error: error)
        }
    }
}
