internal import BarkeepCore

extension EntityAssembler {
    /// Drafts with the settings of a helper beside an appearance's `apply(to:)` joined to the appearance
    /// of the same bar kind and name, when there is exactly one: the back-button settings of a navigation
    /// item (`applyBackButton(to:)`: `navigationItem.*` fields only) and the view and layer settings of a
    /// bar (`applyView(to:)`: `bar.clipsToBounds`, `bar.layer.*` only, beside the scroll edges an
    /// application without appearances leaves to UIKit). A draft with no such appearance stays an
    /// appearance of its own.
    func joiningNavigationItems(_ drafts: [Draft]) -> [Draft] {
        let helperPaths = { (draft: Draft) in EntityAssembler.helperPaths(draft.record) }
        var result = drafts
        for draft in drafts {
            guard let paths = helperPaths(draft) else { continue }
            let owners = result.indices.filter {
                helperPaths(result[$0]) == nil && result[$0].record.kind == .appearance
                    && result[$0].record.bar == draft.record.bar
                    && result[$0].record.nameHint == draft.record.nameHint
            }
            guard owners.count == 1, let owner = owners.first,
                let index = result.firstIndex(where: { $0.key == draft.key })
            else { continue }
            for path in paths where result[owner].record.fields[path] == nil {
                result[owner].record.fields[path] = draft.record.fields[path]
            }
            let what =
                paths.allSatisfy(Self.isNavigationItemPath)
                ? "back-button settings of a navigation item" : "view and layer settings of a bar"
            recognizer.report.note(
                draft.record.location,
                "\(what): joined to the \(draft.record.bar?.rawValue ?? "") appearance set up at "
                    + "\(result[owner].record.location)")
            result.remove(at: index)
        }
        return result
    }

    /// The paths of a helper's settings when `record` is an appearance that sets nothing else: navigation
    /// item fields, or bar view fields (with scroll edges left to UIKit); nil otherwise.
    static func helperPaths(_ record: PresetRecord) -> [String]? {
        guard record.kind == .appearance, record.variants.isEmpty else { return nil }
        if setsOnlyNavigationItems(record) { return Array(record.fields.keys) }
        let catalogue = FieldCatalogue.of(.appearance, bar: record.bar)
        var paths: [String] = []
        for (path, setting) in record.fields {
            guard let spec = catalogue.spec(path) else { return nil }
            if case .barView = spec.uikitTarget {
                paths.append(path)
                continue
            }
            guard spec.type == .wholeVariant, case .text("default") = setting.value else { return nil }
        }
        return paths.isEmpty ? nil : paths.sorted()
    }

    /// Whether `record` is a navigation appearance that sets navigation-item fields and nothing else.
    static func setsOnlyNavigationItems(_ record: PresetRecord) -> Bool {
        record.kind == .appearance && record.bar == .navigation && record.variants.isEmpty
            && !record.fields.isEmpty && record.fields.keys.allSatisfy(isNavigationItemPath)
    }

    /// Whether `path` is a navigation item's field rather than the bar's or an appearance's.
    static func isNavigationItemPath(_ path: String) -> Bool {
        guard let spec = FieldCatalogue.of(.appearance, bar: .navigation).spec(path) else { return false }
        if case .navigationItemProperty = spec.uikitTarget { return true }
        return false
    }
}
