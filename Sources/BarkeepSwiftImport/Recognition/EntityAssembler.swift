internal import BarkeepCore

/// Turns what the recogniser found into import entries: appearances from applications (and from
/// appearance objects applied nowhere), layouts, sheets, toolbars, the palette colours that are shared,
/// named or not expressible inline, and a theme for the global proxies. Names come from the hints,
/// with the prefix in front and `-2`, `-3` … on collisions.
struct EntityAssembler {
    /// One entity before naming.
    struct Draft {
        /// The record.
        var record: PresetRecord
        /// Its key in the recogniser's tables, for references between drafts.
        let key: String
    }

    /// The recogniser's findings.
    let recognizer: SwiftBarRecognizer
    /// The prefix put before every name.
    let prefix: String?

    /// The entries, ordered so that referenced entities come first.
    func entries() -> [ImportedEntity] {
        let report = recognizer.report
        var drafts: [Draft] = []
        var repeats: [(FieldSetting, String, Variant)] = []
        for key in recognizer.applications.keys.sorted() {
            var record = recognizer.applications[key]!
            // SwiftUI modifiers style bars without UIKit's appearance variants.
            record = flatten(
                record, leavingScrollEdges: !key.hasSuffix("|instance:swiftui"), repeats: &repeats)
            if Self.onlyResets(record) {
                report.note(
                    record.location,
                    "sets every bar property it touches back to UIKit's own value (a reset, such as a theme "
                        + "switch's): not imported as an appearance")
                continue
            }
            drafts.append(Draft(record: record, key: key))
        }
        let applied = Set(recognizer.applications.values.flatMap { $0.variants.values })
        for (index, object) in recognizer.objects.enumerated()
        where !applied.contains(index) && recognizer.standaloneObjects.contains(index) {
            guard case .bar(let bar) = object.kind, object.nameHint != "{scratch}", !object.fields.isEmpty
            else { continue }
            var record = PresetRecord(
                kind: .appearance, bar: bar, nameHint: object.nameHint ?? bar.rawValue,
                location: object.location)
            for (target, setting) in object.fields {
                guard let path = SwiftBarRecognizer.appearancePath(target, in: .standard, bar: bar) else {
                    continue
                }
                record.fields[path] = setting
            }
            report.note(
                object.location,
                "appearance applied nowhere in these files: imported with its standard variant")
            drafts.append(Draft(record: record, key: "object|\(index)"))
        }
        for key in recognizer.layouts.keys.sorted() {
            drafts.append(Draft(record: recognizer.layouts[key]!, key: "layout|" + key))
        }
        for key in recognizer.sheetKeys {
            drafts.append(Draft(record: recognizer.sheets[key]!, key: "sheet|" + key))
        }
        for key in recognizer.toolbars.keys.sorted() {
            drafts.append(Draft(record: recognizer.toolbars[key]!, key: "toolbar|" + key))
        }
        drafts = drafts.map { validated($0) }.filter { !$0.record.fields.isEmpty }
        drafts = joiningNavigationItems(deduplicated(drafts))

        var names = NameAllocator(prefix: prefix)
        var palette = PaletteBuilder(recognizer: recognizer, names: names)
        for draft in drafts { palette.count(draft.key, draft.record.fields) }
        var result: [ImportedEntity] = []
        var nameByKey: [String: String] = [:]
        for draft in drafts {
            nameByKey[draft.key] = names.allocate(draft.record.nameHint, kind: draft.record.kind)
        }
        palette.names = names
        for draft in drafts {
            let name = nameByKey[draft.key]!
            var entry = ImportedEntity(
                kind: draft.record.kind, name: name, bar: draft.record.bar, line: draft.record.location.line)
            entry.file = draft.record.location.file
            // In the order of the code, so a placeholder is described where it is first written.
            for (path, setting) in draft.record.fields.sorted(by: {
                ($0.value.location, $0.key) < ($1.value.location, $1.key)
            }) {
                var text: String
                switch setting.value {
                case .text(let value): text = value
                case .color(let color):
                    text = palette.text(
                        for: color, usedBy: Self.describe(draft.record, name: name, path: path))
                }
                if text == "{fallback}" {
                    text = nameByKey["layout|{fallback}"] ?? text
                }
                entry.fields[path] = text
                entry.fieldLines[path] = setting.location.line
                report.mapped(setting.location, "\(draft.record.kind.rawValue) \(name) \(path) = \(text)")
            }
            result.append(entry)
        }
        for (setting, path, fallback) in repeats { noteRepeat(setting, path: path, fallback: fallback) }
        names = palette.names
        var paletteEntries = palette.entries()
        reportFiles(of: result, palette: &paletteEntries)
        result = paletteEntries + result.sorted { order($0) < order($1) }
        if let theme = theme(result, nameByKey: nameByKey, names: &names) { result.append(theme) }
        return result
    }

    /// Gives each palette colour the file of the first field that uses it and, when the import reads
    /// several files, says in each file's report which entities come from it.
    private func reportFiles(of entries: [ImportedEntity], palette: inout [ImportedEntity]) {
        var firstUse: [String: SourceLocation] = [:]
        for entry in entries {
            for (path, text) in entry.fields where text.hasPrefix("{") && text.hasSuffix("}") {
                let referenced = String(text.dropFirst().dropLast())
                let location = SourceLocation(file: entry.file ?? "", line: entry.fieldLines[path] ?? 0)
                if firstUse[referenced].map({ location < $0 }) ?? true { firstUse[referenced] = location }
            }
        }
        for index in palette.indices { palette[index].file = firstUse[palette[index].name]?.file }
        guard recognizer.filePaths.count > 1 else { return }
        for entry in entries {
            guard let file = entry.file else { continue }
            recognizer.report.note(
                SourceLocation(file: file, line: entry.line ?? 0),
                "\(entry.kind.rawValue) \(entry.name) comes from this file")
        }
        for entry in palette {
            guard let location = firstUse[entry.name] else { continue }
            recognizer.report.note(
                location, "palette colour \(entry.name) comes from this file (its first use is here)")
        }
    }

    /// How the report names field `path` of entity `name`: `appearance brand (UINavigationBar)
    /// standard.backgroundColor`, so a placeholder says which bar it belongs to.
    static func describe(_ record: PresetRecord, name: String, path: String) -> String {
        "\(record.kind.rawValue) \(name)" + (record.bar.map { " (\($0.viewClassName))" } ?? "") + " \(path)"
    }

    /// Sort key: layouts that are fallbacks first, then by kind and name.
    private func order(_ entry: ImportedEntity) -> String {
        let rank = entry.kind == .layout && entry.fields[LayoutParameter.fallback.path] == nil ? "0" : "1"
        return rank + entry.kind.rawValue + entry.name
    }

    /// An application's fields: bar-level, each variant's object, legacy where nothing else sets the path;
    /// a compact variant equal to what it falls back to is left out.
    private func flatten(
        _ application: PresetRecord, leavingScrollEdges: Bool,
        repeats: inout [(FieldSetting, String, Variant)]
    ) -> PresetRecord {
        var record = application
        let objects = recognizer.objects
        for variant in Variant.allCases {
            guard let index = application.variants[variant] else { continue }
            if let hint = objects[index].nameHint, hint != "{scratch}", !hint.isEmpty,
                record.nameHint == application.nameHint,
                !recognizer.isVariantName(hint)
            {
                record.nameHint = hint
            }
            for (target, setting) in objects[index].fields {
                guard let bar = application.bar,
                    let path = SwiftBarRecognizer.appearancePath(target, in: variant, bar: bar)
                else { continue }
                record.fields[path] = setting
            }
        }
        let catalogue = FieldCatalogue.of(.appearance, bar: application.bar)
        let settled = Set(record.fields.values.map(\.location))
        for (path, setting) in application.legacyFields.sorted(by: {
            ($0.value.location, $0.key) < ($1.value.location, $1.key)
        }) {
            // A statement run again in a pre-iOS 13 branch (a theme switch's) that already set a field.
            if settled.contains(setting.location) { continue }
            let legacy = catalogue.legacySpec(for: path)
            guard let appearanceSetting = record.fields[path] ?? Self.followed(path, in: record, catalogue)
            else {
                // The legacy branch of an availability check beside a standard appearance that leaves the
                // field alone: from iOS 13 the app has UIKit's value, so the value is for older iOS only.
                if let legacy, application.legacyBranchPaths.contains(path),
                    application.variants[.standard] != nil
                {
                    record.fields[legacy.path] = setting
                    recognizer.report.note(
                        setting.location,
                        "pre-\(Self.legacyAPIBelow.name) \(path): the \(Self.legacyAPIBelow.name) branch's standard "
                            + "appearance does not set it, so it is kept as \(legacy.path), for iOS before "
                            + "\(Self.legacyAPIBelow.major) only")
                } else {
                    record.fields[path] = setting
                }
                continue
            }
            reportLegacyBeside(appearanceSetting, legacy: setting, path: path, keptAs: legacy?.path)
            if let legacy, !Self.isSameBelowIOS13(setting, appearanceSetting) {
                record.fields[legacy.path] = setting
            }
        }
        if leavingScrollEdges { leaveUnassignedScrollEdgesToUIKit(application, in: &record) }
        record.variants = [:]
        return withoutFallbackRepeats(record, repeats: &repeats)
    }

    /// Gives `scrollEdge=default` (and `compactScrollEdge=default` where the bar has one) to an
    /// application that never assigns that variant: UIKit then draws its own scroll edge, transparent
    /// from iOS 15, and an unset variant would make the exporter write an opaque one the app never had.
    private func leaveUnassignedScrollEdgesToUIKit(_ application: PresetRecord, in record: inout PresetRecord)
    {
        guard let bar = application.bar, !Self.setsOnlyNavigationItems(application) else { return }
        for variant in [Variant.scrollEdge, .compactScrollEdge] where bar.variants.contains(variant) {
            guard application.variants[variant] == nil, application.fields[variant.rawValue] == nil else {
                continue
            }
            record.fields[variant.rawValue] = FieldSetting(
                value: .text("default"), location: application.location)
            recognizer.report.note(
                application.location,
                "\(variant.barPropertyName) is never assigned here: \(variant.rawValue)=default, left to UIKit "
                    + "(\(Self.uikitBehaviour(of: variant)))")
        }
    }

    /// What UIKit draws for a variant left unassigned, for the report.
    private static func uikitBehaviour(of variant: Variant) -> String {
        variant == .scrollEdge
            ? "from \(APIAvailability.scrollEdgeOnEveryBar.introduced.name) the standard appearance with a transparent background at the scroll edge"
            : "the scroll-edge appearance, in a compact bar"
    }

    /// Whether a flattened application only puts bar properties back to UIKit's own values (`nil`, a
    /// fresh appearance, `isTranslucent = true`): a reset, not a style.
    static func onlyResets(_ record: PresetRecord) -> Bool {
        guard record.kind == .appearance, !record.fields.isEmpty else { return false }
        let catalogue = FieldCatalogue.of(.appearance, bar: record.bar)
        return record.fields.allSatisfy { path, setting in
            // Where the bar is (its containers) and paths validation drops say nothing of the style.
            guard let spec = catalogue.spec(path), spec.uikitTarget != .appearanceContainers else {
                return true
            }
            let text: String
            switch setting.value {
            case .text(let value): text = value
            case .color(let color):
                // A layer's `UIColor.black.cgColor`: a colour the code spells out, compared as its value.
                guard let literal = color.literal, color.paletteFields.isEmpty else { return false }
                text = literal
            }
            if text == "default" || text == "none" { return true }
            // `false`, `0`, `system:black`: the row's own default value.
            return spec.uikitDefault != nil
                && (try? FieldValueParser.parse(text, for: spec)) == spec.uikitDefault
        }
    }

    /// The record without variant fields equal to what the variant falls back to (`scrollEdge` and
    /// `compact` to `standard`, `compactScrollEdge` to `scrollEdge`, then `standard`): resolution gives
    /// them anyway, and the generator writes them out, so the same object assigned to several variants
    /// is stored once and generated code imports back to the same catalog.
    private func withoutFallbackRepeats(
        _ record: PresetRecord, repeats: inout [(FieldSetting, String, Variant)]
    ) -> PresetRecord {
        var record = record
        for variant in [Variant.compactScrollEdge, .compact, .scrollEdge] {
            guard let fallback = variant.fallback else { continue }
            let prefix = variant.rawValue + "."
            // In path order, so the report notes the same field of a line on every run.
            for (path, setting) in record.fields.sorted(by: { $0.key < $1.key }) where path.hasPrefix(prefix)
            {
                let key = String(path.dropFirst(prefix.count))
                if Self.resolved(record.fields, fallback, key) == Self.identity(setting) {
                    record.fields.removeValue(forKey: path)
                    repeats.append((setting, path, fallback))
                }
            }
        }
        return record
    }

    /// Notes a variant field left out as equal to what it falls back to, on a line the report says
    /// nothing else about (the object applied to one variant only), so its statement is accounted for.
    private func noteRepeat(_ setting: FieldSetting, path: String, fallback: Variant) {
        let location = setting.location
        guard
            !recognizer.report.lines.contains(where: { $0.file == location.file && $0.line == location.line })
        else { return }
        recognizer.report.note(
            location,
            "\(path): the same as \(fallback.rawValue)'s, which it falls back to; stored once, there")
    }

    /// The identity of field `key` of `variant` in `fields`, following variant fallbacks.
    private static func resolved(_ fields: [String: FieldSetting], _ variant: Variant, _ key: String)
        -> String?
    {
        var current: Variant? = variant
        while let each = current {
            if let setting = fields[each.rawValue + "." + key] { return identity(setting) }
            current = each.fallback
        }
        return nil
    }

    /// What identifies a field value, for comparisons.
    static func identity(_ setting: FieldSetting) -> String {
        switch setting.value {
        case .text(let text): return text
        case .color(let color): return "color:" + color.identity
        }
    }

    /// The draft without paths its kind does not have (each reported).
    private func validated(_ draft: Draft) -> Draft {
        var draft = draft
        let catalogue = FieldCatalogue.of(draft.record.kind, bar: draft.record.bar)
        for (path, setting) in draft.record.fields {
            do {
                _ = try catalogue.lookup(path)
                // Text the catalogue cannot parse (`titleDisplayMode=inlineLarge`) would fail the whole
                // import; a reference to another entity (`{fallback}`) is named later.
                if case .text(let text) = setting.value, !text.hasPrefix("{"), let spec = catalogue.spec(path)
                {
                    _ = try FieldValueParser.parse(text, for: spec)
                }
            } catch {
                recognizer.report.ignored(
                    setting.location, "\(draft.record.kind.rawValue) field '\(path)': \(error)")
                draft.record.fields.removeValue(forKey: path)
            }
        }
        return draft
    }

    /// The drafts with exact duplicates (same kind, hint and fields) merged into the first.
    private func deduplicated(_ drafts: [Draft]) -> [Draft] {
        var result: [Draft] = []
        var seen: [String: SourceLocation] = [:]
        for draft in drafts {
            let fields = draft.record.fields.keys.sorted().map {
                "\($0)=\(Self.identity(draft.record.fields[$0]!))"
            }
            let signature =
                "\(draft.record.kind.rawValue)|\(draft.record.bar?.rawValue ?? "")|\(draft.record.nameHint)|"
                + fields.joined(separator: ";")
            if let kept = seen[signature] {
                for setting in draft.record.fields.values where setting.location != kept {
                    recognizer.report.note(
                        setting.location,
                        "the same \(draft.record.kind.rawValue) as the one set up at \(kept): merged into it")
                }
            } else {
                seen[signature] = draft.record.location
                result.append(draft)
            }
        }
        return result
    }

    /// A theme naming the appearances applied to the global proxies, if any.
    private func theme(_ entries: [ImportedEntity], nameByKey: [String: String], names: inout NameAllocator)
        -> ImportedEntity?
    {
        var fields: [String: String] = [:]
        var scoped: [String] = []
        for (key, name) in nameByKey.sorted(by: { $0.key < $1.key }) where key.contains("|proxy:") {
            guard let entry = entries.first(where: { $0.name == name && $0.kind == .appearance }),
                let bar = entry.bar
            else { continue }
            if key.hasSuffix("|proxy:") {
                let member = ThemeField.appearance(for: bar).rawValue
                if fields[member] == nil { fields[member] = name }
            } else {
                scoped.append(name)
            }
        }
        guard !fields.isEmpty || !scoped.isEmpty else { return nil }
        if !scoped.isEmpty { fields[ThemeField.scoped.rawValue] = scoped.joined(separator: ",") }
        let fallbacks = Set(entries.compactMap { $0.fields[LayoutParameter.fallback.path] })
        let layouts = entries.filter { $0.kind == .layout && !fallbacks.contains($0.name) }
        if layouts.count == 1 { fields[ThemeField.layout.rawValue] = layouts[0].name }
        let name = names.allocate(prefix == nil ? "app" : "theme", kind: .theme)
        return ImportedEntity(kind: .theme, name: name, fields: fields)
    }
}
