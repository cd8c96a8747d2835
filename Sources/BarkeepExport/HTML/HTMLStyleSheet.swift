/// The style guide's inline style sheet: system fonts only, nothing loaded from anywhere.
enum HTMLStyleSheet {
    /// The CSS.
    static let css: StaticString = """
        body { margin: 0; padding: 24px; font: 14px/1.45 system-ui, -apple-system, "Helvetica Neue", Arial, \
        sans-serif; color: #1c1c1e; background: #f2f2f7; }
        h1, h2, h3 { line-height: 1.2; }
        h2 { margin-top: 40px; border-bottom: 1px solid #c6c6c8; padding-bottom: 4px; }
        a { color: #0a58ca; }
        code, .value { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 12px; }
        .entity { background: #fff; border-radius: 10px; padding: 16px; margin: 16px 0; }
        .entity-body { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .pictures { display: grid; gap: 12px; }
        .facts { flex: 1 1 420px; min-width: 0; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #3c3c43; max-width: 375px; }
        svg.bar, svg.diagram { display: block; }
        table { border-collapse: collapse; margin: 8px 0; }
        th, td { text-align: left; vertical-align: top; padding: 2px 8px 2px 0; border-bottom: 1px solid #e5e5ea; }
        .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #8e8e93; \
        vertical-align: middle; margin-right: 4px; }
        .swatches { display: flex; gap: 8px; }
        .swatches div { width: 88px; height: 48px; border: 1px solid #c6c6c8; border-radius: 6px; \
        font-size: 11px; padding: 4px; box-sizing: border-box; }
        .error { color: #b00020; } .warning { color: #8a5a00; } .note { color: #3c3c43; } .pass { color: #1b7f3b; }
        .description { color: #3c3c43; }
        p, td, li, figcaption, code { unicode-bidi: isolate; }
        """
}
