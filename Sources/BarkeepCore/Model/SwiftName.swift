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

    /// What every name of one Swift name shares, for finding them among stored names: the lowercase
    /// letters it starts with (a `-`, `.` or digit ends them in each), and its letters and digits
    /// without the `-` and `.` (`brand-dark` and `brand.dark`: `brand`, `branddark`).
    package static func lookupKey(_ name: String) -> (prefix: String, letters: String) {
        (
            String(name.prefix { $0.isASCII && $0.isLowercase }),
            String(name.filter { $0 != "-" && $0 != "." })
        )
    }

    /// The entity names of one or more kinds by the Swift name they become: the first entity to claim a
    /// Swift name owns it, and a second one is refused naming the first. An import checks the catalog
    /// it would leave with one; a session writing many entities one change at a time keeps one in step
    /// with its creates, renames and deletes.
    package struct Owners {
        /// Entity names by kind and Swift name, the owner first; more than one only where a catalog
        /// written before the rule holds a pair.
        private var owners: [EntityKind: [String: [String]]] = [:]

        /// An empty table.
        package init() {}

        /// Whether the names of `kind` have been added.
        package func holds(_ kind: EntityKind) -> Bool { owners[kind] != nil }

        /// Adds the names of `kind` already in a catalog; of a pair that already shares a Swift name (a
        /// catalog written before the rule), the first owns it.
        package mutating func add(_ kind: EntityKind, existing names: some Sequence<String>) {
            var table = owners[kind] ?? [:]
            for name in names { table[SwiftName.lowerCamelCase(name), default: []].append(name) }
            owners[kind] = table
        }

        /// Gives `name`'s Swift name to it; throws ``CatalogError/swiftNameTaken`` naming the entity
        /// that has it.
        package mutating func claim(_ kind: EntityKind, _ name: String) throws(CatalogError) {
            let swiftName = SwiftName.lowerCamelCase(name)
            let names = owners[kind]?[swiftName] ?? []
            if let owner = names.first, owner != name {
                throw CatalogError.swiftNameTaken(kind: kind, name: name, other: owner, swiftName: swiftName)
            }
            if names.isEmpty { owners[kind, default: [:]][swiftName] = [name] }
        }

        /// A name of `kind` other than `name` and `renamed` (the entity taking `name`) with `name`'s Swift
        /// name, if there is one.
        package func other(_ kind: EntityKind, than name: String, renamed: String?) -> String? {
            owners[kind]?[SwiftName.lowerCamelCase(name)]?.first { $0 != name && $0 != renamed }
        }

        /// Adds `name`, which an entity of `kind` has just taken.
        package mutating func insert(_ kind: EntityKind, _ name: String) {
            guard owners[kind] != nil else { return }
            owners[kind, default: [:]][SwiftName.lowerCamelCase(name), default: []].append(name)
        }

        /// Takes `name` out, which no entity of `kind` has any more.
        package mutating func remove(_ kind: EntityKind, _ name: String) {
            let swiftName = SwiftName.lowerCamelCase(name)
            owners[kind]?[swiftName]?.removeAll { $0 == name }
            if owners[kind]?[swiftName]?.isEmpty == true { owners[kind]?[swiftName] = nil }
        }
    }
}
