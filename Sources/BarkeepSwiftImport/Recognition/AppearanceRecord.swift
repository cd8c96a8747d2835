internal import BarkeepCore

/// One appearance object the code builds, and what it sets.
struct AppearanceRecord {
    /// What sort of object it is.
    enum Kind {
        /// `UINavigationBarAppearance`, `UITabBarAppearance` or `UIToolbarAppearance`.
        case bar(BarKind)
        /// `UIBarButtonItemAppearance`: its targets' objects start with a state (`normal`).
        case button
        /// `UITabBarItemAppearance`: its targets' objects start with a state (`selected`).
        case item
    }

    /// The object's kind.
    let kind: Kind
    /// What the code sets, by the API it sets (relative to the object): the catalogue gives each its
    /// path once the object's bar kind and variant are known.
    var fields: [UIKitTarget: FieldSetting] = [:]
    /// The name the entity would take, from a factory, property or variable.
    var nameHint: String?
    /// Where it was created.
    let location: SourceLocation
}

/// A file and line.
struct SourceLocation: Hashable, Comparable, CustomStringConvertible {
    /// The file, as given.
    let file: String
    /// The 1-based line.
    let line: Int

    /// `file:line`.
    var description: String { "\(file):\(line)" }

    /// By file, then line.
    static func < (left: SourceLocation, right: SourceLocation) -> Bool {
        (left.file, left.line) < (right.file, right.line)
    }
}

/// One field's value as the import found it, with where.
struct FieldSetting {
    /// The value: text for the field, or a colour decided once the palette is known.
    enum Value {
        /// Field text as `set` takes it.
        case text(String)
        /// A colour.
        case color(ColorReference)
    }

    /// The value.
    let value: Value
    /// Where it was set.
    let location: SourceLocation
}
