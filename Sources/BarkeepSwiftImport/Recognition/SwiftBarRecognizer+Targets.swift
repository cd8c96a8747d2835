internal import BarkeepCore

extension SwiftBarRecognizer {
    /// The application of appearances to `target` in the running frame, created on first use.
    func applicationKey(_ target: BarTarget, line: Int) -> String {
        let reach: String
        var hint: String
        switch target.reach {
        case .proxy(let containers):
            reach = "proxy:" + containers.joined(separator: ",")
            hint = containers.first.map { NameDeriver.hint(typeName: $0) } ?? ""
        case .instance(let text), .item(let text), .layoutBar(let text):
            reach = "instance:" + text
            hint = text == typeName ? NameDeriver.hint(typeName: text) : ""
            // An item a helper is given is named after the helper's type, like its `apply(to:)`.
            if case .item = target.reach, entryPointBarParameters[text] != nil, let typeName {
                hint = NameDeriver.hint(typeName: typeName)
            }
            // A SwiftUI view's bar styles are named after the view, not its `body`.
            if text == "swiftui" { hint = NameDeriver.hint(typeName: typeName ?? "") }
        case .barButtonProxy, .tabItemProxy, .unmodelled:
            reach = "proxy:"
            hint = ""
        }
        if hint.isEmpty {
            hint = NameDeriver.hint(function: functionName ?? "", typeName: typeName)
        }
        if hint.isEmpty { hint = target.bar.rawValue }
        var key = "\(frame)|\(target.bar.rawValue)|\(reach)"
        if applications[key] == nil, let related = relatedApplication(target.bar, reach) { key = related }
        if applications[key] == nil {
            var record = PresetRecord(
                kind: .appearance, bar: target.bar, nameHint: hint, location: location(line))
            if case .proxy(let containers) = target.reach, !containers.isEmpty,
                let path = Self.appearancePath(.appearanceContainers, in: nil, bar: target.bar)
            {
                record.fields[path] = FieldSetting(
                    value: .text(containers.joined(separator: ",")), location: location(line))
            }
            applications[key] = record
        }
        return key
    }

    /// The standard variant's image a bar's own image property stands for (`shadowImage`,
    /// `backgroundImage`, `backIndicatorImage` …): the image row whose appearance property, or whose
    /// pre-iOS 13 bar property, has the name.
    static func legacyImagePath(_ property: String, bar: BarKind) -> String? {
        for (each, catalogue) in appearanceCatalogues(from: bar) {
            for spec in catalogue.specs where spec.variant == .standard && spec.type == .image {
                switch (spec.uikitTarget, spec.uikitTarget?.legacyTarget(for: each)) {
                case (.property(.appearance, property)?, _), (_, .barProperty(property, _)?): return spec.path
                default: continue
                }
            }
        }
        return nil
    }

    /// In a pre-iOS 13 branch, the application of the same bar and reach in a frame that called the
    /// running one (nearest first), else in the running frame's calls, else in an earlier run of the
    /// function of the running frame or of a caller, or in its calls (a theme switch's pre-iOS 13 branch
    /// running the set-up again), if there is one: the set-up whose legacy path the branch writes.
    private func relatedApplication(_ bar: BarKind, _ reach: String) -> String? {
        guard isLegacyPath else { return nil }
        let suffix = "|\(bar.rawValue)|\(reach)"
        var current = frame
        while let caller = callerFrames[current] {
            if applications["\(caller)\(suffix)"] != nil { return "\(caller)\(suffix)" }
            current = caller
        }
        if let key = latestApplication(under: frame, suffix) { return key }
        var chain: Int? = frame
        while let running = chain, let function = frameFunctions[running] {
            let runs = (framesByFunction[function] ?? []).reversed().filter { $0 != running }
            if let key = runs.lazy.compactMap({ self.latestApplication(under: $0, suffix) }).first {
                return key
            }
            chain = callerFrames[running]
        }
        return nil
    }

    /// The latest application with key `suffix` in frame `top` or a frame it called, directly or not.
    private func latestApplication(under top: Int, _ suffix: String) -> String? {
        let frames = applications.keys.compactMap { key -> Int? in
            guard key.hasSuffix(suffix), let run = Int(key.prefix { $0 != "|" }) else { return nil }
            var ancestor: Int? = run
            while let candidate = ancestor {
                if candidate == top { return run }
                ancestor = callerFrames[candidate]
            }
            return nil
        }
        return frames.max().map { "\($0)\(suffix)" }
    }

    /// `bar.property = value` on a proxy, instance or navigation item.
    func setTargetProperty(_ target: BarTarget, _ property: String, _ value: RecognizedValue, line: Int) {
        if reportUnmodelled(target, property, line: line) { return }
        if let variant = Variant.allCases.first(where: { $0.barPropertyName == property }) {
            guard target.bar.variants.contains(variant) else {
                report.ignored(
                    location(line), "\(property): a \(target.bar.rawValue) bar has no such variant")
                return
            }
            guard case .appearance(let index) = value else {
                if case .null = value {
                    leaveVariantToUIKit(variant, of: target, property: property, line: line)
                    return
                }
                report.ignored(
                    location(line),
                    "\(property) = \(describe(value)): not an appearance the import can follow")
                return
            }
            let key = applicationKey(target, line: line)
            applications[key]!.variants[variant] = index
            applications[key]!.fields.removeValue(forKey: variant.rawValue)
            report.mapped(
                location(line),
                "\(property) of \(targetDescription(target)) ← appearance built at \(objects[index].location)"
            )
            return
        }
        if setBarView(target, value, line: line, named: property, { $0.viewName == property }) { return }
        if isLegacyPath,
            let (path, field) = replacedByAppearance(property, value, bar: target.bar, line: line)
        {
            let key = applicationKey(target, line: line)
            setLegacyField(key, path, FieldSetting(value: field, location: location(line)))
            return
        }
        if let path = Self.appearancePath(.barProperty(property), in: nil, bar: target.bar) {
            guard let field = fieldValue(value, line: line, what: property) else { return }
            var text = field
            if property == "barStyle", case .text(let style) = field, style != "black" {
                text = .text("default")
            }
            let key = applicationKey(target, line: line)
            applications[key]!.fields[path] = FieldSetting(value: text, location: location(line))
            return
        }
        if clearsLegacyImage(property, value, on: target, line: line) { return }
        if let path = Self.legacyImagePath(property, bar: target.bar) {
            guard let field = fieldValue(value, line: line, what: property) else { return }
            let application = applicationKey(target, line: line)
            setLegacyField(application, path, FieldSetting(value: field, location: location(line)))
            return
        }
        if property == "titleTextAttributes" || property == "largeTitleTextAttributes" {
            guard case .attributeDictionary(let pairs) = value else { return }
            let scratch = legacyScratch(line: line)
            for (key, attribute) in pairs {
                setTextAttribute(
                    scratch, TextAttributeSet(.appearance, property), key: key, attribute, line: line)
            }
            mergeLegacy(scratch, into: target, line: line)
            return
        }
        if property == "leftBarButtonItem" || property == "rightBarButtonItem",
            case .barButtonItem(let imageBased, _) = value
        {
            recordLayoutFact(
                .buttonKind, .text((imageBased ? ButtonKind.image : ButtonKind.text).rawValue), line: line)
            return
        }
        // `backBarButtonItem = UIBarButtonItem(title: "Back", …)`: before `backButtonTitle` (iOS 11), the way
        // to title the back button; only its title shows.
        if case .item = target.reach, property == "backBarButtonItem",
            case .barButtonItem(false, let title?) = value
        {
            report.note(
                location(line),
                "backBarButtonItem of \(targetDescription(target)): only its title shows, read as backButtonTitle"
            )
            setTargetProperty(target, "backButtonTitle", .string(title), line: line)
            return
        }
        if case .item = target.reach, property == "backButtonTitle", case .string("") = value,
            let path = Self.navigationItemPath("backButtonDisplayMode"),
            let spec = FieldCatalogue.of(.appearance, bar: .navigation).spec(path)
        {
            // The idiom for a back button without its title: what `.minimal` says from iOS 14.
            report.note(
                location(line),
                "backButtonTitle = \"\" of \(targetDescription(target)): a back button without its title, "
                    + "imported as \(path)=\(BackButtonDisplayMode.minimal.rawValue), which does the same from "
                    + "\(spec.introduced.name)")
            let key = applicationKey(target, line: line)
            applications[key]!.fields[path] = FieldSetting(
                value: .text(BackButtonDisplayMode.minimal.rawValue), location: location(line))
            return
        }
        if case .item = target.reach, let path = Self.navigationItemPath(property) {
            guard let field = fieldValue(value, line: line, what: property) else { return }
            let key = applicationKey(target, line: line)
            applications[key]!.fields[path] = FieldSetting(value: field, location: location(line))
            return
        }
        if [
            "title", "titleView", "leftBarButtonItem", "rightBarButtonItem", "largeTitleDisplayMode",
            "backButtonTitle",
        ].contains(property) {
            report.note(
                location(line),
                "\(property) of \(targetDescription(target)): the bar's content, not its look; not imported")
            return
        }
        report.ignored(
            location(line), "\(property) of \(targetDescription(target)): not something Barkeep models")
    }

    /// The field a navigation item's `property` sets (`backButtonTitle` → `navigationItem.backButtonTitle`),
    /// asked of the catalogue's navigation-item targets; nil for the item's content (its title, buttons).
    static func navigationItemPath(_ property: String) -> String? {
        FieldCatalogue.of(.appearance, bar: .navigation).specs.first {
            $0.uikitTarget == .navigationItemProperty(property)
        }?.path
    }

    /// `bar.shadowImage = nil`, `setBackgroundImage(nil, …)` and the like outside a pre-iOS 13 branch: code
    /// from iOS 13 clearing what the old API set, the `bar.clearsLegacy…Image` field the catalogue gives
    /// `api` on the target's bar. Whether it was one.
    func clearsLegacyImage(_ api: String, _ value: RecognizedValue, on target: BarTarget, line: Int) -> Bool {
        guard case .null = value, !isLegacyPath,
            let path = FieldCatalogue.of(.appearance, bar: target.bar).specs.first(where: { spec in
                guard case .legacyImageReset(let image, let bar)? = spec.uikitTarget else { return false }
                return image.swiftName(on: bar) == api
            })?.path
        else { return false }
        let key = applicationKey(target, line: line)
        applications[key]!.fields[path] = FieldSetting(value: .text("true"), location: location(line))
        return true
    }

    /// `bar.<variant>Appearance = nil`: the variant is left to UIKit (`V=default`), which is what the
    /// exporter writes for it. A nil standard appearance only exists on a navigation item, where it
    /// means the bar's own, which an item without one has anyway.
    func leaveVariantToUIKit(_ variant: Variant, of target: BarTarget, property: String, line: Int) {
        guard variant != .standard else {
            report.note(
                location(line),
                "\(property) of \(targetDescription(target)) = nil: the bar's own standard appearance, "
                    + "which is what an unset one gives")
            return
        }
        let key = applicationKey(target, line: line)
        applications[key]!.variants.removeValue(forKey: variant)
        applications[key]!.fields[variant.rawValue] = FieldSetting(
            value: .text("default"), location: location(line))
        report.mapped(location(line), "\(property) of \(targetDescription(target)) = nil: left to UIKit")
    }

    /// The version below which the `else` of an `#available` that names no iOS version runs: the
    /// appearance API's.
    static let unnamedAvailability = APIAvailability.barAppearance.introduced.description

    /// Whether the running code is the pre-iOS 13 path: the `else` of `#available(iOS 13, *)` or older.
    var isLegacyPath: Bool {
        guard let legacyBelow, let version = IOSVersion(legacyBelow) else { return false }
        return version <= APIAvailability.barAppearance.introduced
    }

    /// The standard-variant field and value a bar property stands for when an appearance object has
    /// replaced it (`barTintColor` → `standard.backgroundColor`, `isTranslucent = false` →
    /// `standard.background = opaque`), asked of the catalogue's legacy targets; `nil` otherwise.
    func replacedByAppearance(_ property: String, _ value: RecognizedValue, bar: BarKind, line: Int)
        -> (String, FieldSetting.Value)?
    {
        for spec in FieldCatalogue.of(.appearance, bar: bar).specs where spec.variant == .standard {
            switch (spec.uikitTarget, spec.uikitTarget?.legacyTarget(for: bar)) {
            case (_, .barProperty(let name, _)?) where name == property:
                return fieldValue(value, line: line, what: property).map { (spec.path, $0) }
            case (_, .translucency?) where property == LegacyTarget.translucencyProperty:
                // Only an opaque bar says something: a translucent one is UIKit's own.
                guard case .boolean(false) = value else { return nil }
                return (spec.path, .text(BackgroundPreset.opaque.rawValue))
            default:
                continue
            }
        }
        return nil
    }

    /// Records a pre-iOS 13 value of `path` for application `key`, and whether it was set in the legacy
    /// branch of an availability check.
    func setLegacyField(_ key: String, _ path: String, _ setting: FieldSetting) {
        applications[key]!.legacyFields[path] = setting
        if isLegacyPath {
            applications[key]!.legacyBranchPaths.insert(path)
        } else {
            applications[key]!.legacyBranchPaths.remove(path)
        }
    }

    /// A scratch object that collects legacy text attributes before they move into an application.
    func legacyScratch(line: Int) -> Int {
        objects.append(
            AppearanceRecord(kind: .bar(.navigation), nameHint: "{scratch}", location: location(line)))
        return objects.count - 1
    }

    /// Moves the fields of scratch object `scratch` into the legacy fields of `target`'s application, as
    /// the standard variant's; a tab item's under the shorthand for every item layout, since the item
    /// proxy styles them all.
    func mergeLegacy(_ scratch: Int, into target: BarTarget, line: Int) {
        let key = applicationKey(target, line: line)
        for (field, setting) in objects[scratch].fields {
            guard let spec = Self.appearanceSpec(field, in: .standard, bar: target.bar) else { continue }
            // Below iOS 13 tab items have one layout, which the catalogue's legacy rows give as stacked;
            // from iOS 13 the proxy styles every layout.
            let shorthand = isLegacyPath ? nil : FieldCatalogue.itemShorthand(of: spec)
            setLegacyField(key, shorthand ?? spec.path, setting)
        }
        objects[scratch].fields = [:]
    }

    /// A method called on a bar, proxy or navigation item.
    func targetMethod(
        _ target: BarTarget, _ method: String, _ arguments: [SourceArgument], _ scope: RecognitionScope,
        line: Int
    ) -> RecognizedValue? {
        let known = [
            "setBackgroundImage", "setTitleTextAttributes", "setTitleVerticalPositionAdjustment",
            "setBackgroundVerticalPositionAdjustment", "sizeToFit", "setBackButtonTitlePositionAdjustment",
        ]
        if reportUnmodelled(target, method + "(…)", line: line) { return .unknown(method) }
        if let first = arguments.first,
            clearsLegacyImage(method, evaluate(first.value, scope), on: target, line: line)
        {
            return .unknown(method)
        }
        guard known.contains(method) else { return nil }
        let values = arguments.map { evaluate($0.value, scope) }
        switch method {
        case "setBackgroundImage":
            if let first = values.first,
                let field = fieldValue(first, line: line, what: "setBackgroundImage"),
                let path = Self.appearancePath(
                    .property(.appearance, "backgroundImage"), in: .standard, bar: target.bar)
            {
                let key = applicationKey(target, line: line)
                setLegacyField(key, path, FieldSetting(value: field, location: location(line)))
            }
        case "setTitleTextAttributes":
            guard case .attributeDictionary(let pairs)? = values.first else { break }
            var state = "normal"
            if values.count > 1, case .enumCase(let name) = values[1] { state = name }
            let scratch = legacyScratch(line: line)
            let part =
                target.reach == .tabItemProxy
                ? ItemLayout.stacked.swiftProperty : ButtonGroup.button.swiftProperty
            let set = TextAttributeSet(AppearanceObject(propertyPath: [part, state]), "titleTextAttributes")
            for (key, attribute) in pairs {
                setTextAttribute(scratch, set, key: key, attribute, line: line)
            }
            let proxy = BarTarget(bar: target.bar, reach: .proxy(containers: []))
            mergeLegacy(scratch, into: proxy, line: line)
        case "setBackButtonTitlePositionAdjustment":
            guard case .offset(let horizontal, let vertical)? = values.first else { break }
            let proxy = BarTarget(bar: target.bar, reach: .proxy(containers: []))
            let key = applicationKey(proxy, line: line)
            for spec in FieldCatalogue.of(.appearance, bar: target.bar).specs where spec.variant == .standard
            {
                guard
                    case .backButtonTitleOffset(let component)? = spec.uikitTarget?.legacyTarget(
                        for: target.bar)
                else { continue }
                let number = component == .horizontal ? horizontal : vertical
                setLegacyField(
                    key, spec.path,
                    FieldSetting(value: .text(SwiftNumberText.format(number)), location: location(line)))
            }
        case "setTitleVerticalPositionAdjustment":
            if let offset = values.first?.number {
                recordLayoutFact(.titleOffset, .text(SwiftNumberText.format(offset)), line: line)
            }
        case "setBackgroundVerticalPositionAdjustment":
            if let offset = values.first?.number {
                recordLayoutFact(.buttonOffset, .text(SwiftNumberText.format(offset)), line: line)
            }
        case "sizeToFit":
            if Self.resizesOnAppear(functionName) {
                recordLayoutFact(.resizeOnAppear, .text("true"), line: line)
            }
        default:
            break
        }
        return .unknown(method)
    }

    /// Reports `what` (a property or method) of a proxy Barkeep does not model; whether it was one.
    func reportUnmodelled(_ target: BarTarget, _ what: String, line: Int) -> Bool {
        guard case .unmodelled(let text) = target.reach else { return false }
        report.ignored(
            location(line),
            "\(what) of \(text): not a navigation bar, tab bar or toolbar (nor their items), so not imported "
                + "into one")
        return true
    }

    /// How the report names a target.
    func targetDescription(_ target: BarTarget) -> String {
        switch target.reach {
        case .proxy(let containers):
            return containers.isEmpty
                ? "\(target.bar.viewClassName).appearance()"
                : "\(target.bar.viewClassName).appearance(whenContainedInInstancesOf: \(containers))"
        case .instance(let text), .item(let text), .layoutBar(let text): return text
        case .barButtonProxy: return "UIBarButtonItem.appearance()"
        case .tabItemProxy: return "UITabBarItem.appearance()"
        case .unmodelled(let text): return text
        }
    }
}
