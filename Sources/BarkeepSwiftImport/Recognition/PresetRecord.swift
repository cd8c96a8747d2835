internal import BarkeepCore

/// A non-appearance entity the code sets up (a layout, sheet or toolbar preset, or an application of
/// appearances to a target), with its fields so far.
struct PresetRecord {
    /// The entity kind.
    let kind: EntityKind
    /// The bar kind, for appearances.
    let bar: BarKind?
    /// The name the entity would take.
    var nameHint: String
    /// The fields set, by path.
    var fields: [String: FieldSetting] = [:]
    /// Appearance objects applied per variant (applications only).
    var variants: [Variant: Int] = [:]
    /// Fields the pre-iOS 13 API set, used only where no appearance object sets the same path.
    var legacyFields: [String: FieldSetting] = [:]
    /// The paths of ``legacyFields`` set in the pre-iOS 13 branch of an availability check, which code
    /// from iOS 13 does not run.
    var legacyBranchPaths: Set<String> = []
    /// Where it starts.
    let location: SourceLocation
}

extension PresetRecord {
    /// The setting of a layout preset's `parameter`, at the path the catalogue gives it.
    subscript(layout parameter: LayoutParameter) -> FieldSetting? {
        get { fields[parameter.path] }
        set { fields[parameter.path] = newValue }
    }

    /// The setting of a sheet preset's `field`.
    subscript(sheet field: SheetField) -> FieldSetting? {
        get { fields[field.path] }
        set { fields[field.path] = newValue }
    }

    /// The setting of a toolbar preset's `field`.
    subscript(toolbar field: ToolbarField) -> FieldSetting? {
        get { fields[field.path] }
        set { fields[field.path] = newValue }
    }
}
