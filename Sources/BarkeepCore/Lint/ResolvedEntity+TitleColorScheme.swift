extension ResolvedEntity {
    /// The colour scheme the standard title's colour implies for the bar's text, for SwiftUI's
    /// `toolbarColorScheme(_:for:)` when `swiftui.colorScheme` says nothing: `dark` when the title is
    /// lighter (higher WCAG relative luminance) than an opaque background, `light` when it is darker, in
    /// every colour appearance alike. Nil when the appearance has no title colour (tab bars, toolbars) or
    /// no opaque background colour, or when the answer differs between appearances (a title that adapts
    /// to dark mode is left to the system's scheme).
    package var titleColorScheme: BarColorScheme? {
        let fields = ContrastFieldPaths.of(.standard, role: .title, bar: bar ?? .navigation)
        guard let text = fields.textColor.read(in: self, { $0.value.color?.color }),
            let background = fields.backgroundColor.read(in: self, { $0.value.color?.color })
        else { return nil }
        var schemes: Set<BarColorScheme> = []
        for appearance in ColorAppearance.allCases {
            let backdrop = background.value(for: appearance)
            guard backdrop.isOpaque else { return nil }
            let lighter = text.value(for: appearance).relativeLuminance > backdrop.relativeLuminance
            schemes.insert(lighter ? .dark : .light)
        }
        return schemes.count == 1 ? schemes.first : nil
    }
}
