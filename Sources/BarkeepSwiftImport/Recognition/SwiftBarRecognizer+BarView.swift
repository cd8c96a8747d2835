internal import BarkeepCore

/// The bar view's own settings: `clipsToBounds` and the layer's shadow and border
/// (`navigationBar.layer.shadowOpacity = 0.2`), recorded on the bar's application at the path the
/// catalogue gives the `.barView` target.
extension SwiftBarRecognizer {
    /// The catalogue's bar view rows of `bar` whose property `matches`, each with its property.
    static func barViewRows(_ bar: BarKind, _ matches: (BarViewProperty) -> Bool) -> [(
        BarViewProperty, FieldSpec
    )] {
        FieldCatalogue.of(.appearance, bar: bar).specs.compactMap { spec in
            guard case .barView(let property)? = spec.uikitTarget, matches(property) else { return nil }
            return (property, spec)
        }
    }

    /// The bar `expression` (whose value is `value`) is, for its layer or view settings: a bar or bar
    /// proxy the code reaches, or a bar parameter of an entry point whose value nothing in the files
    /// passes (`applyView(to bar:)`), named after it.
    func viewTarget(_ expression: SourceExpression, _ value: RecognizedValue, _ scope: RecognitionScope)
        -> BarTarget?
    {
        if case .target(let target) = value {
            switch target.reach {
            case .proxy, .instance, .layoutBar: return target
            case .item, .barButtonProxy, .tabItemProxy, .unmodelled: return nil
            }
        }
        guard case .name(let name, _) = expression, let type = entryPointBarParameters[name],
            let bar = barKind(ofType: type), scope.lookup(name).map(isUnknown) ?? false
        else { return nil }
        return BarTarget(bar: bar, reach: .instance(name))
    }

    /// `bar.clipsToBounds = …` on a bar parameter of an entry point; whether it was a view setting.
    func setParameterView(
        _ baseExpression: SourceExpression, _ property: String, _ value: RecognizedValue,
        _ scope: RecognitionScope, line: Int
    ) -> Bool {
        guard let target = viewTarget(baseExpression, .unknown(baseExpression.text), scope) else {
            return false
        }
        return setBarView(target, value, line: line, named: property) { $0.viewName == property }
    }

    /// `bar.layer.<property> = value`: a layer setting of `target`, or a layer property Barkeep does not
    /// model, reported.
    func setLayerProperty(_ target: BarTarget, _ property: String, _ value: RecognizedValue, line: Int) {
        if setBarView(target, value, line: line, named: "layer." + property, { $0.layerName == property }) {
            return
        }
        report.ignored(
            location(line),
            "layer.\(property) of \(targetDescription(target)): a layer property Barkeep does not model (it "
                + "models the layer's shadow colour, opacity, offset and radius, border and masksToBounds)")
    }

    /// Records the value of the bar view rows whose property `matches` on `target`'s application: one
    /// row, or a `CGSize`'s two; on a proxy, which passes no view or layer property on to bars, reported
    /// instead. Whether some row matched.
    func setBarView(
        _ target: BarTarget, _ value: RecognizedValue, line: Int, named what: String,
        _ matches: (BarViewProperty) -> Bool
    ) -> Bool {
        let rows = Self.barViewRows(target.bar, matches)
        guard !rows.isEmpty else { return false }
        if case .proxy = target.reach {
            report.ignored(
                location(line),
                "\(what) of \(targetDescription(target)): a view or layer property, which an appearance proxy "
                    + "does not pass on to bars (set it on each bar, as the UIKit export's applyView(to:) does)"
            )
            return true
        }
        var settings: [(String, FieldSetting.Value)] = []
        for (property, spec) in rows {
            guard case .shadowOffset(let component) = property else {
                guard let field = fieldValue(value, line: line, what: property.layerName) else { return true }
                settings.append((spec.path, field))
                continue
            }
            let size: (width: Double, height: Double)
            switch value {
            case .offset(let width, let height): size = (width, height)
            case .enumCase("zero"): size = (0, 0)
            default:
                report.ignored(
                    location(line), "\(what) = \(describe(value)): not a CGSize the import can read")
                return true
            }
            settings.append(
                (spec.path, .text(SwiftNumberText.format(component == .width ? size.width : size.height))))
        }
        let key = applicationKey(target, line: line)
        for (path, field) in settings {
            applications[key]!.fields[path] = FieldSetting(value: field, location: location(line))
        }
        return true
    }
}
