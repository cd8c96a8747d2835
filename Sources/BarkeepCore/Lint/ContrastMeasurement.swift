/// The contrast of one bar text (title or large title) against the background UIKit draws it on, in
/// every appearance that matters, for one or more variants that measure the same.
struct ContrastMeasurement: Equatable {
    /// The text measured.
    let role: TextRole
    /// Whether UIKit draws the variant transparent because it is left to UIKit.
    let isTransparent: Bool
    /// The measured variant's fields: where the finding reads where the colours are set (only a
    /// measurement that makes a finding does), and the paths it names when nothing sets them.
    private let paths: ContrastFieldPaths
    /// The variants that measure like this, in the bar's order.
    var variants: [Variant]
    /// What the text must reach.
    let requirement: ContrastRequirement
    /// The ratio in each appearance measured (light and dark; both high-contrast ones when a colour
    /// involved has high-contrast values).
    let ratios: [(appearance: ColorAppearance, ratio: ContrastRatio)]
    /// What the background was measured against.
    let backdrop: ContrastBackdrop

    /// What the background was measured against, when it is not simply the background colour.
    var backgroundNote: String? { backdrop.note }

    /// The system colours the measurement falls back on.
    private static let label = SystemColor.named("label")!.color
    private static let systemBackground = SystemColor.named("systemBackground")!.color

    /// Measures `role` as UIKit draws `drawn` of `appearance`; nil when a background image makes the
    /// background unknown.
    init?(role: TextRole, drawn: DrawnVariant, of appearance: borrowing ResolvedEntity) {
        // Stored fields only: a field nothing sets reads as UIKit's default (no text style, size,
        // weight, colour, image or preset), which every test below treats as absent, without making it.
        let paths = ContrastFieldPaths.of(drawn.fieldsVariant, role: role, bar: appearance.bar ?? .navigation)
        let textStyle = paths.textStyle.read(in: appearance) {
            $0.value.choice.flatMap(TextStyle.init(rawValue:))
        }
        let size =
            paths.size.read(in: appearance) { $0.value.number } ?? textStyle?.defaultPointSize
            ?? role.defaultPointSize
        let weight =
            paths.weight.read(in: appearance) { $0.value.choice.flatMap(FontWeight.init(rawValue:)) }
            ?? textStyle?.defaultWeight
        // Only the colours are read here, not the fields (a copy of a field retains its strings).
        let text = paths.textColor.read(in: appearance) { $0.value.color?.color } ?? Self.label
        let backgroundColor = paths.backgroundColor.read(in: appearance) { $0.value.color?.color }

        let background: AdaptiveColor
        if drawn.isTransparent {
            background = Self.systemBackground
            backdrop = .transparent
        } else if let image = paths.backgroundImage.read(in: appearance, { $0.value }), !image.isUIKitDefault,
            image.fieldValue != .image(.none)
        {
            return nil
        } else if let color = backgroundColor {
            background = color
            let translucent = ColorAppearance.allCases.contains { !color.value(for: $0).isOpaque }
            backdrop = translucent ? .translucent : .backgroundColor
        } else {
            background = Self.systemBackground
            backdrop = .noColor(
                preset: paths.background.read(in: appearance) { $0.value.choice } ?? "default")
        }

        var appearances: [ColorAppearance] = [.light, .dark]
        if Self.hasHighContrastValues(text) || Self.hasHighContrastValues(background) {
            appearances += [.lightHighContrast, .darkHighContrast]
        }
        self.role = role
        self.isTransparent = drawn.isTransparent
        self.paths = paths
        self.variants = [drawn.variant]
        self.requirement = ContrastRequirement.forText(
            size: size, weight: weight, isLargeTitle: role == .largeTitle)
        self.ratios = appearances.map { appearance in
            let backdrop = Self.systemBackground.value(for: appearance)
            let ratio = ContrastRatio.between(
                text.value(for: appearance), background.value(for: appearance), backdrop: backdrop)
            return (appearance, ratio)
        }
    }

    /// The severity of the worst appearance, or nil when every one is enough.
    var severity: LintSeverity? {
        ratios.compactMap { requirement.severity(forRatio: $0.ratio.value) }.min()
    }

    /// The finding for `appearance`, if the text falls short anywhere.
    func finding(for appearance: ResolvedEntity) -> LintFinding? {
        guard let severity, let first = variants.first else { return nil }
        var reason = ""
        reason.reserveCapacity(192)
        reason += role.displayName
        reason += " contrast in "
        reason += variants.map(\.rawValue).joined(separator: ", ")
        reason += " is "
        var isFirstShort = true
        for (appearance, ratio) in ratios where requirement.severity(forRatio: ratio.value) != nil {
            if !isFirstShort { reason += ", " }
            isFirstShort = false
            reason += ratio.formatted
            reason += ":1 in "
            reason += appearance.rawValue
        }
        reason += "; "
        reason += requirement.name
        reason +=
            requirement == .normalText ? " needs 4.5:1 (3:1 at the least)" : " needs 3:1 (4.5:1 recommended)"
        if let backgroundNote {
            reason += "; "
            reason += backgroundNote
        }
        let textPath = Self.sourcePath(of: paths.textColor, in: appearance) ?? paths.textColor.path
        var fix = ""
        fix.reserveCapacity(96)
        if isTransparent {
            fix += "unset "
            fix += first.rawValue
            fix += "=default so it falls back to standard, or change "
            fix += textPath
        } else {
            fix += "change "
            fix += textPath
            fix += " or "
            fix += Self.sourcePath(of: paths.backgroundColor, in: appearance) ?? paths.backgroundColor.path
            fix += " until the ratio reaches 4.5:1"
        }
        return LintFinding(
            rule: .contrast, severity: severity, kind: .appearance, entity: appearance.name,
            path: ContrastFieldPaths.of(first, role: role, bar: appearance.bar ?? .navigation).textColor.path,
            reason: reason, fix: fix)
    }

    /// Whether two measurements read the same, whatever their variants.
    func measuresLike(_ other: ContrastMeasurement) -> Bool {
        role == other.role && isTransparent == other.isTransparent && requirement == other.requirement
            && backdrop == other.backdrop && ratios.count == other.ratios.count
            && zip(ratios, other.ratios).allSatisfy { $0.appearance == $1.appearance && $0.ratio == $1.ratio }
    }

    /// Compares measurements as ``measuresLike(_:)`` does, and their variants.
    static func == (lhs: ContrastMeasurement, rhs: ContrastMeasurement) -> Bool {
        lhs.measuresLike(rhs) && lhs.variants == rhs.variants
    }

    /// The field the value of `field` of `appearance` comes from: `standard.title.color`, or
    /// `standard.title.color (inherited from appearance base)`; nil when nothing sets it (not for
    /// `default` or UIKit's).
    private static func sourcePath(of field: ContrastField, in appearance: ResolvedEntity) -> String? {
        let origin = field.read(in: appearance) { $0.provenance.origin }
        guard case .set(let source) = origin else { return nil }
        if source.entity == appearance.name { return source.path }
        return "\(source.path) (inherited from \(source.kind.rawValue) \(source.entity))"
    }

    /// Whether `color` has high-contrast values of its own.
    private static func hasHighContrastValues(_ color: AdaptiveColor) -> Bool {
        color.lightHighContrast != color.light || color.darkHighContrast != color.dark
    }
}
