internal import BarkeepCore

/// Draws the bars of one appearance: for a variant and a colour appearance, the ``BarPicture`` UIKit
/// would show, at the theme's layout height or the system height of the bar kind.
struct BarPictureBuilder {
    /// The width every bar is drawn at: an iPhone in portrait, in points.
    static let width: Double = 375
    /// The height a large title adds to a navigation bar (Apple's documentation).
    static let largeTitleHeight: Double = 52
    /// The blur material UIKit's default background shows, drawn as a tint (light, dark).
    static let material = AdaptiveColor(
        light: RGBA(red255: 249, green255: 249, blue255: 249, alpha: 0.94),
        dark: RGBA(red255: 29, green255: 29, blue255: 29, alpha: 0.94))

    /// The appearance.
    let appearance: ResolvedEntity
    /// The navigation layout preset the bar is drawn with, if a theme gives it one.
    let layout: LayoutGeometry?

    /// The system height of the bar kind (Apple's documentation): 44 pt for navigation bars and toolbars,
    /// 49 pt for tab bars; a navigation bar takes its layout's height.
    var barHeight: Double {
        switch appearance.bar {
        case .tab: return 49
        case .navigation: return layout?.barHeight ?? 44
        case .toolbar, nil: return 44
        }
    }

    /// The picture of `variant` in every colour appearance (the variant's fields are looked up once).
    func pictures(_ variant: Variant) -> [ColorAppearance: BarPicture] {
        let drawing = VariantDrawing(variant, of: appearance)
        let fields = AppearanceFields(appearance, variant: drawing.fieldsVariant)
        return Dictionary(
            uniqueKeysWithValues: ColorAppearance.allCases.map {
                ($0, picture(variant, in: $0, drawing: drawing, fields: fields))
            })
    }

    /// The picture of `variant` in `mode`, drawn from `fields` as `drawing` says.
    private func picture(
        _ variant: Variant, in mode: ColorAppearance, drawing: VariantDrawing, fields: AppearanceFields
    ) -> BarPicture {
        let content: (height: Double, texts: [BarPicture.Text], shapes: [BarPicture.Shape])
        switch appearance.bar {
        case .tab: content = tabContent(fields, mode: mode)
        case .toolbar, nil: content = toolbarContent(fields, mode: mode)
        case .navigation: content = navigationContent(fields, variant: variant, mode: mode)
        }
        let background = Self.background(fields, drawing: drawing, mode: mode)
        return BarPicture(
            width: Self.width, height: content.height, backdrop: Self.system("systemBackground", mode),
            layers: background.layers,
            image: drawing.isTransparent ? nil : fields.image(BarTargets.backgroundImage),
            hairline: background.hairline, backgroundNote: background.note, texts: content.texts,
            shapes: content.shapes)
    }

    /// The background layers, hairline and caption of a drawn variant: the background preset first, then
    /// the effect and colour the fields set, as UIKit applies them.
    private static func background(_ fields: AppearanceFields, drawing: VariantDrawing, mode: ColorAppearance)
        -> (layers: [RGBA], hairline: RGBA?, note: String)
    {
        if drawing.isTransparent {
            return (
                [], nil,
                "transparent: \(drawing.variant.rawValue) is left to UIKit, the content shows through"
            )
        }
        let preset =
            fields.choice(.backgroundPreset).flatMap(BackgroundPreset.init(rawValue:)) ?? .defaultBackground
        var layers: [RGBA] = []
        var notes: [String] = []
        var blur = preset == .defaultBackground
        if let effect = fields.choice(BarTargets.backgroundEffect).flatMap(BlurStyle.init(rawValue:)) {
            blur = effect != .none
        }
        if blur {
            layers.append(material.value(for: mode))
            notes.append("blur material, drawn as a tint")
        } else if preset == .opaque {
            layers.append(system("systemBackground", mode))
            notes.append("opaque")
        } else if preset == .transparent {
            notes.append("transparent")
        }
        if let color = fields.color(BarTargets.backgroundColor) {
            layers.append(color.value(for: mode))
            notes.append("colour \(color.value(for: mode).hexString)")
        }
        var hairline: RGBA? = preset == .transparent ? nil : system("separator", mode)
        if let shadow = fields.color(BarTargets.shadowColor) {
            hairline = shadow.value(for: mode).alpha > 0 ? shadow.value(for: mode) : nil
        }
        if fields.image(BarTargets.shadowImage) != nil { notes.append("hairline image not drawn") }
        return (layers, hairline, notes.joined(separator: ", "))
    }

    /// A UIKit system colour in `mode`.
    static func system(_ name: String, _ mode: ColorAppearance) -> RGBA {
        SystemColor.named(name)?.color.value(for: mode) ?? .black
    }

    /// A text: the look's colour (or `fallback`), size and weight (or `defaultWeight`).
    static func text(
        _ role: String, _ content: String, look: TextLook, fallback: AdaptiveColor,
        defaultWeight: FontWeight?,
        mode: ColorAppearance, x: Double, baseline: Double, anchor: String
    ) -> BarPicture.Text {
        BarPicture.Text(
            role: role, content: content, x: x, baseline: baseline, anchor: anchor, size: look.size,
            weight: look.weight ?? defaultWeight, color: (look.color ?? fallback).value(for: mode))
    }

    /// The bar's tint (`tintColor`, else `systemBlue`).
    static func tint(_ fields: AppearanceFields) -> AdaptiveColor {
        fields.color(BarTargets.tintColor) ?? SystemColor.named("systemBlue")!.color
    }
}
