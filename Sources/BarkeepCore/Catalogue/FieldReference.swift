/// The README's field reference, generated from the field catalogue (a test keeps the README current).
package enum FieldReference {
    /// The whole reference as Markdown.
    package static func markdown() -> String {
        var lines: [String] = []
        for bar in BarKind.allCases {
            let catalogue = FieldCatalogue.of(.appearance, bar: bar)
            lines.append("#### \(bar.rawValue.capitalized) appearances (`\(bar.appearanceClassName)`)")
            lines.append("")
            let variants = bar.variants.map { "`\($0.rawValue)` (iOS \(bar.introduced($0)))" }
            lines.append(
                "Variants: " + variants.joined(separator: ", ") + ". Each variant path is `<variant>.<key>`;")
            lines.append("`<variant>=default` leaves the whole variant to UIKit.")
            lines.append("")
            lines.append("| key | value | UIKit | since |")
            lines.append("|---|---|---|---|")
            // The legacy values of every button or item state make one row where they share their API.
            let settings = catalogue.specs.filter { $0.variant == nil }.map { spec in
                (
                    spec: spec, path: generalized(spec.path, layouts: false),
                    mapping: statesGeneralized(spec.uikit ?? spec.swiftui ?? "")
                )
            }
            var rowsByPath: [String: Set<String>] = [:]
            for setting in settings { rowsByPath[setting.path, default: []].insert(setting.mapping) }
            var seenSettings = Set<String>()
            for setting in settings {
                guard setting.path != setting.spec.path, rowsByPath[setting.path]?.count == 1,
                    settings.filter({ $0.path == setting.path }).count > 1
                else {
                    lines.append(
                        row(
                            setting.spec.path, setting.spec,
                            mapping: setting.spec.uikit ?? setting.spec.swiftui ?? ""))
                    continue
                }
                guard seenSettings.insert(setting.path).inserted else { continue }
                lines.append(row(setting.path, setting.spec, mapping: setting.mapping))
            }
            var seen = Set<String>()
            for spec in catalogue.specs where spec.variant == .standard && !spec.key.isEmpty {
                let key = generalized(spec.key)
                guard seen.insert(key).inserted else { continue }
                let mapping = generalized(String(spec.uikit?.dropFirst("standardAppearance.".count) ?? ""))
                lines.append(row("<variant>." + key, spec, mapping: mapping))
            }
            lines.append("")
        }
        let presets: [(String, EntityKind)] = [
            ("Palette colours", .palette), ("Layout presets", .layout), ("Sheet presets", .sheet),
            ("Toolbar presets", .toolbar), ("Themes", .theme),
        ]
        for (title, kind) in presets {
            lines.append("#### \(title)")
            lines.append("")
            lines.append("| key | value | maps to | since |")
            lines.append("|---|---|---|---|")
            for spec in FieldCatalogue.of(kind).specs {
                lines.append(
                    row(
                        spec.path, spec,
                        mapping: [spec.uikit, spec.swiftui].compactMap(\.self).joined(separator: " / ")))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One table row.
    private static func row(_ key: String, _ spec: FieldSpec, mapping: String) -> String {
        let value =
            spec.type.summary + (spec.acceptsDefault ? ", or default" : "")
            + (spec.isRequired
                ? " (required" + (spec.requiredUnlessSet.map { " unless `\($0)` is set" } ?? "") + ")" : "")
        let escaped = [key, value, mapping].map { $0.replacing("|", with: "\\|") }
        if case .noAPI(let missing) = spec.uikitTarget {
            return
                "| `\(escaped[0])` | \(escaped[1]) | none: \(missing.reason.replacing("|", with: "\\|")) | \(spec.introduced) |"
        }
        return "| `\(escaped[0])` | \(escaped[1]) | `\(escaped[2])` | \(spec.introduced) |"
    }

    /// An API with the button or item state of `for: .<state>)` replaced by a placeholder.
    private static func statesGeneralized(_ api: String) -> String {
        var api = api
        for state in Set(ButtonState.allCases.map(\.rawValue) + ItemState.allCases.map(\.rawValue)) {
            api = api.replacing("for: .\(state))", with: "for: .<state>)")
        }
        return api
    }

    /// A key with its button state, item layout (unless not `layouts`) and item state replaced by
    /// placeholders.
    static func generalized(_ key: String, layouts: Bool = true) -> String {
        var parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for index in parts.indices {
            let previous = index > 0 ? parts[index - 1] : ""
            let isButtonGroup =
                ButtonGroup(rawValue: previous) != nil
                || ButtonGroup.allCases.contains { previous == $0.swiftProperty }
            if isButtonGroup, ButtonState(rawValue: parts[index]) != nil { parts[index] = "<state>" }
            if previous == "item", ItemLayout(rawValue: parts[index]) != nil {
                if layouts { parts[index] = "<layout>" }
                if index + 1 < parts.count { parts[index + 1] = "<state>" }
            }
            if parts[index].hasSuffix("LayoutAppearance") {
                parts[index] = "<layout>LayoutAppearance"
                if index + 1 < parts.count { parts[index + 1] = "<state>" }
            }
        }
        return parts.joined(separator: ".")
    }
}
