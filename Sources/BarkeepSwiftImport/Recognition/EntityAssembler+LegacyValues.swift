internal import BarkeepCore

/// How the assembler weighs a value set through a bar's own pre-iOS 13 properties against the one an
/// appearance object sets: kept once, kept as the field's legacy value, or reported as not imported.
extension EntityAssembler {
    /// Reports a pre-iOS 13 value of `path` that an appearance object also sets: an equal one is kept
    /// once (the exporter writes the appearance's through the legacy API too); a different one is kept as
    /// the field's legacy value `keptAs`, or, for a field without one, not imported. The report gives
    /// both values.
    func reportLegacyBeside(
        _ appearance: FieldSetting, legacy: FieldSetting, path: String, keptAs legacyPath: String?
    ) {
        if Self.isSameBelowIOS13(legacy, appearance) {
            recognizer.report.note(
                legacy.location,
                "pre-\(Self.legacyAPIBelow.name) \(path): the same value as the appearance's (\(appearance.location)); kept once"
            )
            return
        }
        let old = Self.shownText(legacy)
        let differs =
            "pre-\(Self.legacyAPIBelow.name) \(path) = \(old) differs from the appearance's \(Self.shownText(appearance)) "
            + "(\(appearance.location))"
        guard let legacyPath else {
            recognizer.report.ignored(
                legacy.location,
                differs + ": the field keeps the appearance's, which the exporter also writes below "
                    + "\(Self.legacyAPIBelow.name); "
                    + "\(old) is not imported (the catalogue has no legacy value for \(path))")
            return
        }
        recognizer.report.note(
            legacy.location,
            differs + ": kept as \(legacyPath), which the exporter writes below \(Self.legacyAPIBelow.name)")
    }

    /// The setting a field of a dictionary that starts as a copy of another takes (`largeTitle.color` from
    /// `title.color` with `largeTitle.followsTitle=true`, resolution rule 8), when the record says so.
    static func followed(_ path: String, in record: PresetRecord, _ catalogue: FieldCatalogue)
        -> FieldSetting?
    {
        guard let spec = catalogue.spec(path), let variant = spec.variant,
            case .textAttribute(let set, let attribute)? = spec.uikitTarget
        else { return nil }
        for copy in catalogue.specs where copy.variant == variant {
            guard case .textAttributesCopy(let from, set)? = copy.uikitTarget,
                case .text("true")? = record.fields[copy.path]?.value,
                let source = catalogue.specs.first(where: {
                    $0.variant == variant && $0.uikitTarget == .textAttribute(from, attribute)
                })
            else { continue }
            return record.fields[source.path]
        }
        return nil
    }

    /// Whether the pre-iOS 13 value `legacy` is what `appearance` is below iOS 13: the same value, or a
    /// fixed colour equal to the light value of an adaptive system colour (`system:label`), which needs
    /// iOS 13 and which code for older iOS (the exporter's too) writes as its light value.
    static func isSameBelowIOS13(_ legacy: FieldSetting, _ appearance: FieldSetting) -> Bool {
        if identity(legacy) == identity(appearance) { return true }
        guard case .color(let color) = appearance.value, case .color(let old) = legacy.value,
            let literal = color.literal, let oldLiteral = old.literal,
            case .system(let system)? = try? ColorValue.parse(literal), system.isAdaptive,
            let oldColor = (try? ColorValue.parse(oldLiteral))?.adaptiveColor
        else { return false }
        return oldColor.isFixed && oldColor.light == system.color.light
    }

    /// The release before which apps style bars through the bars' own properties.
    static let legacyAPIBelow = APIAvailability.barAppearance.introduced

    /// A field value as the report shows it: its text, or a colour's literal or source code.
    static func shownText(_ setting: FieldSetting) -> String {
        switch setting.value {
        case .text(let text): return text
        case .color(let color): return color.literal ?? color.source
        }
    }
}
