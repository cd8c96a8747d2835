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
    /// Swift name owns it, and a second one is refused naming the first.
    package struct Owners {
        /// Entity names by kind and Swift name.
        private var owners: [EntityKind: [String: String]] = [:]

        /// An empty table.
        package init() {}

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

        /// Gives `name`'s Swift name to it; throws ``CatalogError/swiftNameTaken`` naming the entity
        /// that has it.
        package mutating func claim(_ kind: EntityKind, _ name: String) throws(CatalogError) {
            let swiftName = SwiftName.lowerCamelCase(name)
            if let other = owners[kind]?[swiftName], other != name {
                throw CatalogError.swiftNameTaken(kind: kind, name: name, other: other, swiftName: swiftName)
            }
            owners[kind, default: [:]][swiftName] = name
        }
    }
}
