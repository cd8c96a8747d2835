internal import BarkeepCore

/// Writes an appearance's standard variant with the bar API from before iOS 13, for files whose
/// deployment target is below 13.0: the bar's own properties in `applyLegacy(to:)`, and the bar-button
/// and tab-item title attributes through their appearance proxies. A `legacy.<key>` value is written in
/// place of its standard field's.
struct UIKitLegacyWriter {
    /// The appearance.
    let appearance: ResolvedEntity
    /// The bar kind.
    let bar: BarKind
    /// Value expressions, writing adaptive system colours (iOS 13) as their light value.
    let expressions: UIKitExpressions

    /// Creates the writer; `expressions` are adapted to the pre-iOS 13 API.
    init(
        appearance: ResolvedEntity, bar: BarKind, expressions: UIKitExpressions, deploymentTarget: IOSVersion
    ) {
        self.appearance = appearance
        self.bar = bar
        var legacy = expressions
        legacy.adaptiveSystemColorsAvailable = false
        self.expressions = legacy
        self.deploymentTarget = deploymentTarget
    }
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The standard variant's fields that have a legacy target, with it, each carrying its `legacy.<key>`
    /// value where one is set (``ResolvedEntity/legacyStandardFields``).
    private var mapped: [(field: ResolvedField, target: LegacyTarget)] {
        appearance.legacyStandardFields.compactMap { field in
            guard !field.value.isUIKitDefault, let target = field.spec.uikitTarget?.legacyTarget(for: bar)
            else {
                return nil
            }
            return (field, target)
        }
    }

    /// The text-attribute dictionaries, by destination, in order of first appearance.
    private var dictionaries:
        [(destination: LegacyTextDestination, entries: [(key: String, value: SwiftExpression)])]
    {
        var order: [LegacyTextDestination] = []
        var fields: [LegacyTextDestination: [ResolvedField]] = [:]
        var sets: [LegacyTextDestination: TextAttributeSet] = [:]
        for (field, target) in mapped {
            guard case .textAttributes(let destination) = target,
                case .textAttribute(let set, _) = field.spec.uikitTarget
            else { continue }
            if fields[destination] == nil { order.append(destination) }
            fields[destination, default: []].append(field)
            sets[destination] = set
        }
        return order.compactMap { destination in
            guard let set = sets[destination] else { return nil }
            let entries = TextAttributeEntries(
                set, fields[destination] ?? [], expressions: expressions,
                scalesWithMetrics: deploymentTarget >= Self.fontMetricsIntroduced
            ).entries
            return entries.isEmpty ? nil : (destination, entries)
        }
    }

    /// `UIFontMetrics` (text styles that scale with Dynamic Type) needs iOS 11.
    private static let fontMetricsIntroduced = APIAvailability.fontMetrics.introduced

    /// The comment in place of an SF Symbol, which the bar's own properties cannot show.
    private static func symbolLeftOut(_ field: ResolvedField) -> String {
        "\(field.path): SF Symbols need \(APIAvailability.symbolImage.introduced.name), so the image is left out here."
    }

    /// `private static func applyLegacy(to bar:)`: the bar's own legacy properties.
    func writeApplyLegacy(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Before \(APIAvailability.barAppearance.introduced.name): the standard appearance through the bar's own "
                + "properties.")
        writer.block("private static func applyLegacy(to bar: \(bar.viewClassName))") { writer in
            var wrote = false
            for (field, target) in mapped {
                switch target {
                case .barProperty(let property, let introduced):
                    if case .value(.image(let image)) = field.value, image.isSymbol {
                        writer.comment(Self.symbolLeftOut(field))
                        continue
                    }
                    guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                    UIKitAvailability.guarded(introduced, target: deploymentTarget, into: &writer) { writer in
                        writer.statement("bar.\(property) = ", value)
                    }
                    wrote = true
                case .backgroundImageForDefaultMetrics:
                    if case .value(.image(let image)) = field.value, image.isSymbol {
                        writer.comment(Self.symbolLeftOut(field))
                        continue
                    }
                    guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                    writer.statement(
                        "bar.",
                        .call(
                            "setBackgroundImage",
                            [SwiftArgument(nil, value), SwiftArgument("for", .atom(".default"))]))
                    wrote = true
                case .translucency:
                    guard field.value == .value(.choice(BackgroundPreset.opaque.rawValue)) else { continue }
                    writer.line("bar.\(LegacyTarget.translucencyProperty) = false")
                    wrote = true
                case .textAttributes, .backButtonTitleOffset:
                    continue
                }
            }
            if deploymentTarget < Self.fontMetricsIntroduced {
                for (field, target) in mapped {
                    guard case .textAttributes = target,
                        case .textAttribute(_, .font(.textStyle)) = field.spec.uikitTarget,
                        case .value = field.value
                    else { continue }
                    writer.comment(
                        "\(field.path): UIFontMetrics needs \(Self.fontMetricsIntroduced.name), so here the text style sets only the font's size, "
                            + "unscaled.")
                }
            }
            for (destination, entries) in dictionaries {
                guard case .barProperty(let property, let introduced) = destination else { continue }
                UIKitAvailability.guarded(introduced, target: deploymentTarget, into: &writer) { writer in
                    writer.statement("bar.\(property) = ", .dictionary(entries))
                }
                wrote = true
            }
            if !wrote {
                writer.comment(
                    "The standard appearance sets nothing the pre-\(APIAvailability.barAppearance.introduced.name) bar API "
                        + "has.")
            }
        }
    }

    /// Whether `applyGlobally()` has proxy lines to write.
    var hasProxyLines: Bool {
        dictionaries.contains { $0.destination.isProxy } || backButtonTitleOffset != nil
    }

    /// The back button's title offset, when the standard variant sets a component of it.
    private var backButtonTitleOffset: SwiftExpression? {
        var components: [OffsetComponent: SwiftExpression] = [:]
        for (field, target) in mapped {
            guard case .backButtonTitleOffset(let component) = target,
                let value = expressions.expression(field.value, spec: field.spec)
            else { continue }
            components[component] = value
        }
        guard !components.isEmpty else { return nil }
        return .call(
            "UIOffset",
            [
                SwiftArgument("horizontal", components[.horizontal] ?? .atom("0")),
                SwiftArgument("vertical", components[.vertical] ?? .atom("0")),
            ])
    }

    /// The bar-button proxy inside this kind of bar.
    private var barButtonProxy: String {
        "UIBarButtonItem.appearance(whenContainedInInstancesOf: [\(bar.viewClassName).self])"
    }

    /// The bar-button and tab-item title attributes, set through their appearance proxies.
    func writeProxies(into writer: inout SwiftSourceWriter) {
        var declared = Set<String>()
        for (destination, entries) in dictionaries {
            let name: String
            let proxy: String
            let state: String
            switch destination {
            case .barProperty: continue
            case .barButtonItemProxy(let buttonState):
                (name, state) = ("buttons", buttonState)
                proxy = barButtonProxy
            case .tabBarItemProxy(let itemState):
                (name, state) = ("items", itemState)
                proxy = "UITabBarItem.appearance()"
            }
            if declared.insert(name).inserted { writer.statement("let \(name) = ", .atom(proxy)) }
            writer.statement(
                "\(name).",
                .call(
                    "setTitleTextAttributes",
                    [SwiftArgument(nil, .dictionary(entries)), SwiftArgument("for", .atom(".\(state)"))]))
        }
        if let offset = backButtonTitleOffset {
            if declared.insert("buttons").inserted {
                writer.statement("let buttons = ", .atom(barButtonProxy))
            }
            writer.statement(
                "buttons.",
                .call(
                    "setBackButtonTitlePositionAdjustment",
                    [SwiftArgument(nil, offset), SwiftArgument("for", .atom(".default"))]))
        }
    }
}
