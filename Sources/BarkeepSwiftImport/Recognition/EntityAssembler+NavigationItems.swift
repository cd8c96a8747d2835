internal import BarkeepCore

extension EntityAssembler {
    /// Drafts with the back-button settings of a navigation item (`navigationItem.*` fields only) joined
    /// to the navigation appearance of the same name, when there is exactly one: an appearance's
    /// `applyBackButton(to:)` sits beside the `apply(to:)` that the rest comes from. A draft with no such
    /// appearance stays an appearance of its own.
    func joiningNavigationItems(_ drafts: [Draft]) -> [Draft] {
        let isItemOnly = { (draft: Draft) in EntityAssembler.setsOnlyNavigationItems(draft.record) }
        var result = drafts
        for draft in drafts where isItemOnly(draft) {
            let owners = result.indices.filter {
                !isItemOnly(result[$0]) && result[$0].record.kind == .appearance
                    && result[$0].record.bar == .navigation
                    && result[$0].record.nameHint == draft.record.nameHint
            }
            guard owners.count == 1, let owner = owners.first,
                let index = result.firstIndex(where: { $0.key == draft.key })
            else { continue }
            for (path, setting) in draft.record.fields where result[owner].record.fields[path] == nil {
                result[owner].record.fields[path] = setting
            }
            recognizer.report.note(
                draft.record.location,
                "back-button settings of a navigation item: joined to the navigation appearance set up at "
                    + "\(result[owner].record.location)")
            result.remove(at: index)
        }
        return result
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
