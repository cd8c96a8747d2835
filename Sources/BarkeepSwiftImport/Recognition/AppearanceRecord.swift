internal import BarkeepCore

/// One appearance object the code builds, and what it sets.
struct AppearanceRecord {
    /// What sort of object it is.
    enum Kind {
        /// `UINavigationBarAppearance`, `UITabBarAppearance` or `UIToolbarAppearance`.
        case bar(BarKind)
        /// `UIBarButtonItemAppearance`: its fields start with a state (`normal.color`).
        case button
        /// `UITabBarItemAppearance`: its fields start with a state (`selected.iconColor`).
        case item
    }

    /// The object's kind.
    let kind: Kind
    /// The fields set, by path within one variant.
    var fields: [String: FieldSetting] = [:]
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
