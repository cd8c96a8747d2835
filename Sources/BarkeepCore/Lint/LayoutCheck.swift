/// The layout preset rules: the private content-view strategy, legacy adjustment with text buttons, and
/// content pushed outside the bar.
struct LayoutCheck: LintCheck {
    /// The findings for a resolved layout preset (none for other kinds).
    func findings(for entity: ResolvedEntity, in context: LintContext) -> [LintFinding] {
        entity.kind == .layout ? findings(for: entity) : []
    }

    /// The findings for one layout preset.
    private func findings(for layout: ResolvedEntity) -> [LintFinding] {
        guard let geometry = layout.layout else { return [] }
        let finding = {
            (rule: LintRule, severity: LintSeverity, field: LayoutParameter, reason: String, fix: String) in
            LintFinding(
                rule: rule, severity: severity, kind: .layout, entity: layout.name, path: field.path,
                reason: reason, fix: fix)
        }
        var findings: [LintFinding] = []
        if geometry.strategy == .contentViewLayout {
            findings.append(
                finding(
                    .privateContentView, .warning, .strategy,
                    "contentViewLayout re-centres the private UINavigationBarContentView: "
                        + "App Store rejection risk, and any iOS update may break it",
                    "use strategy=spacerStack (public API only)"))
        }
        if geometry.strategy == .contentViewLayout, let title = geometry.titleOffset,
            let button = geometry.buttonOffset, title != button
        {
            findings.append(
                finding(
                    .contentViewMovesTogether, .warning, .buttonOffset,
                    "contentViewLayout moves the whole content view, so title and buttons cannot sit at different "
                        + "heights (titleOffset \(Self.points(title)), buttonOffset \(Self.points(button)))",
                    "make the offsets equal, or use strategy=spacerStack to place them apart"))
        }
        if geometry.strategy == .positionAdjustment,
            layout.value(LayoutParameter.buttonKind.path)?.choice == "text"
        {
            findings.append(
                finding(
                    .textButtonsDoNotMove, .warning, .buttonKind,
                    "setBackgroundVerticalPositionAdjustment moves only image bar buttons; text buttons stay put",
                    "use image bar buttons (buttonKind=image) or strategy=spacerStack"))
        }
        for (what, offset, top) in [
            ("title", LayoutParameter.titleOffset, geometry.titleSpacerHeight),
            ("button", LayoutParameter.buttonOffset, geometry.buttonSpacerHeight),
        ] {
            let bottom = top + geometry.contentHeight
            guard top < 0 || bottom > geometry.barHeight else { continue }
            let isSet = layout.value(offset.path)?.number != nil
            let span = "\(Self.points(top))…\(Self.points(bottom)) pt"
            let bar = "\(Self.points(geometry.barHeight)) pt"
            findings.append(
                finding(
                    .contentOutsideBar, .error, isSet ? offset : .barHeight,
                    "the \(what) content (\(Self.points(geometry.contentHeight)) pt) would span \(span), "
                        + "outside the \(bar) bar",
                    fix(geometry, path: offset.path)))
        }
        return findings
    }

    /// How to bring content at `path` back inside the bar.
    private func fix(_ geometry: LayoutGeometry, path: String) -> String {
        let room = geometry.barHeight - geometry.contentHeight
        guard room >= 0 else {
            return "make barHeight at least baseHeight (\(Self.points(geometry.contentHeight)))"
        }
        let low = geometry.strategy == .spacerStack ? 0 : -geometry.contentOriginY
        return "keep \(path) between \(Self.points(low)) and \(Self.points(low + room))"
    }

    /// A number of points in canonical form.
    private static func points(_ value: Double) -> String {
        NumberFormatting.canonical(value)
    }
}
