/// What a resolved entity carries beyond its fields, by kind.
enum ResolvedDetails: Hashable, Sendable {
    /// Appearances, sheet presets and toolbar presets: their fields say it all.
    case none
    /// A palette colour's composed value.
    case paletteColor(ResolvedColor)
    /// A layout preset's numbers, and the preset it falls back to on older systems.
    indirect case layout(LayoutGeometry, fallback: LayoutFallback?)
    /// A theme's members.
    indirect case theme(ResolvedTheme)
}
