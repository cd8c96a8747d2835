internal import BarkeepCore

extension BarPictureBuilder {
    /// A navigation bar: title, back button with chevron, a bar button, and the large title when the bar
    /// prefers large titles (in the scroll-edge variant, where it is expanded), placed by the layout.
    func navigationContent(_ fields: AppearanceFields, variant: Variant, mode: ColorAppearance)
        -> (height: Double, texts: [BarPicture.Text], shapes: [BarPicture.Shape])
    {
        let label = SystemColor.named("label")!.color
        let tint = Self.tint(fields)
        let content = layout?.contentHeight ?? 44
        let titleTop = layout?.titleSpacerHeight ?? 0
        let buttonTop = layout?.buttonSpacerHeight ?? 0
        let showsLargeTitle =
            fields.value(BarTargets.prefersLargeTitles)?.bool == true && variant == .scrollEdge
        var height = barHeight
        var texts: [BarPicture.Text] = []
        let buttonMiddle = buttonTop + content / 2
        let back = fields.text(BarTargets.buttonTitle(.backButton))
        texts.append(
            Self.text(
                "back button", "Back", look: back, fallback: tint, defaultWeight: nil, mode: mode, x: 26,
                baseline: buttonMiddle + back.size * 0.35, anchor: "start"))
        let button = fields.text(BarTargets.buttonTitle(.button))
        texts.append(
            Self.text(
                "button", "Edit", look: button, fallback: tint, defaultWeight: nil, mode: mode,
                x: Self.width - 16,
                baseline: buttonMiddle + button.size * 0.35, anchor: "end"))
        if showsLargeTitle {
            let large = fields.text(BarTargets.largeTitle)
            texts.append(
                Self.text(
                    TextRole.largeTitle.rawValue, "Title", look: large, fallback: label, defaultWeight: .bold,
                    mode: mode,
                    x: 16,
                    baseline: height + Self.largeTitleHeight - 11, anchor: "start"))
            height += Self.largeTitleHeight
        } else {
            let title = fields.text(BarTargets.title)
            texts.append(
                Self.text(
                    TextRole.title.rawValue, "Title", look: title, fallback: label, defaultWeight: .semibold,
                    mode: mode,
                    x: Self.width / 2 + fields.offset(BarTargets.titleOffset, .horizontal),
                    baseline: titleTop + content / 2 + title.size * 0.35
                        + fields.offset(BarTargets.titleOffset, .vertical),
                    anchor: "middle"))
        }
        return (height, texts, [.chevron(x: 9, y: buttonMiddle, color: tint.value(for: mode))])
    }

    /// A tab bar: a selected and an unselected stacked item, the unselected one with a badge.
    func tabContent(_ fields: AppearanceFields, mode: ColorAppearance)
        -> (height: Double, texts: [BarPicture.Text], shapes: [BarPicture.Shape])
    {
        let unselectedTint =
            fields.color(BarTargets.unselectedItemTintColor) ?? SystemColor.named("systemGray")!.color
        var texts: [BarPicture.Text] = []
        var shapes: [BarPicture.Shape] = []
        for (index, state) in [ItemState.selected, .normal].enumerated() {
            let center = Self.width * (index == 0 ? 0.25 : 0.75)
            let icon =
                fields.color(BarTargets.itemIcon(state))
                ?? (state == .selected ? Self.tint(fields) : unselectedTint)
            shapes.append(.icon(x: center - 12, y: 6, size: 24, color: icon.value(for: mode)))
            texts.append(
                Self.text(
                    state == .selected ? "selected item" : "unselected item",
                    state == .selected ? "Selected" : "Unselected",
                    look: fields.text(BarTargets.itemTitle(state)),
                    fallback: icon, defaultWeight: .medium, mode: mode, x: center, baseline: 43,
                    anchor: "middle"))
        }
        let badge = fields.color(BarTargets.badgeBackground(.normal)) ?? SystemColor.named("systemRed")!.color
        let badgeText = fields.color(BarTargets.badgeText(.normal)) ?? SystemColor.named("white")!.color
        shapes.append(.badge(x: Self.width * 0.75 + 14, y: 9, radius: 9, color: badge.value(for: mode)))
        texts.append(
            BarPicture.Text(
                role: "badge", content: "3", x: Self.width * 0.75 + 14, baseline: 13.5, anchor: "middle",
                size: 13,
                weight: nil, color: badgeText.value(for: mode)))
        return (barHeight, texts, shapes)
    }

    /// A toolbar: a plain bar button and a done button.
    func toolbarContent(_ fields: AppearanceFields, mode: ColorAppearance)
        -> (height: Double, texts: [BarPicture.Text], shapes: [BarPicture.Shape])
    {
        let tint = Self.tint(fields)
        let button = fields.text(BarTargets.buttonTitle(.button))
        let done = fields.text(BarTargets.buttonTitle(.doneButton))
        let middle = barHeight / 2
        return (
            barHeight,
            [
                Self.text(
                    "button", "Share", look: button, fallback: tint, defaultWeight: nil, mode: mode, x: 16,
                    baseline: middle + button.size * 0.35, anchor: "start"),
                Self.text(
                    "done button", "Done", look: done, fallback: tint, defaultWeight: .semibold, mode: mode,
                    x: Self.width - 16, baseline: middle + done.size * 0.35, anchor: "end"),
            ], []
        )
    }
}
