/// The Swift identifier an entity name becomes in generated UIKit and SwiftUI code, and the rule that
/// no two entities of a kind may share one.
///
/// `brand-dark` and `brand.dark` both become `brandDark`; the exporters name both (their
/// `SwiftNames`) and so does every write that would bring the second one in, through ``Owners``.
package enum SwiftName {
    /// `tall-teal.v2` → `tallTealV2`: letters and digits kept, each `-` or `.` capitalises what follows.
    package static func lowerCamelCase(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        for character in name {
            if character == "-" || character == "." {
                capitalizeNext = true
            } else if capitalizeNext {
                result += character.uppercased()
                capitalizeNext = false
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The entity names of one or more kinds by the Swift name they become: the first entity to claim a
    /// Swift name owns it, and a second one is refused naming the first.
    package struct Owners {
        /// Entity names by kind and Swift name.
        private var owners: [EntityKind: [String: String]] = [:]

        /// An empty table.
        package init() {}

        /// Whether the names of `kind` have been added (a session reads a kind's names once).
        package func holds(_ kind: EntityKind) -> Bool { owners[kind] != nil }

        /// Adds the names of `kind` already in a catalog; a pair that already shares a Swift name (a
        /// catalog written before the rule) keeps the first.
        package mutating func add(_ kind: EntityKind, existing names: some Sequence<String>) {
            var table = owners[kind] ?? [:]
            for name in names {
                let swiftName = SwiftName.lowerCamelCase(name)
                if table[swiftName] == nil { table[swiftName] = name }
            }
            owners[kind] = table
        }

        /// The entity of `kind`, other than `name` itself, whose Swift name `name` would take.
        package func owner(of kind: EntityKind, _ name: String) -> String? {
            guard let owner = owners[kind]?[SwiftName.lowerCamelCase(name)], owner != name else { return nil }
            return owner
        }

        /// Gives `name`'s Swift name to it; throws ``CatalogError/swiftNameTaken`` naming the entity
        /// that has it.
        package mutating func claim(_ kind: EntityKind, _ name: String) throws(CatalogError) {
            if let other = owner(of: kind, name) {
                throw CatalogError.swiftNameTaken(
                    kind: kind, name: name, other: other, swiftName: SwiftName.lowerCamelCase(name))
            }
            owners[kind, default: [:]][SwiftName.lowerCamelCase(name)] = name
        }

        /// Gives up `name`'s Swift name (it was deleted or renamed).
        package mutating func release(_ kind: EntityKind, _ name: String) {
            let swiftName = SwiftName.lowerCamelCase(name)
            if owners[kind]?[swiftName] == name { owners[kind]?[swiftName] = nil }
        }
    }
}
