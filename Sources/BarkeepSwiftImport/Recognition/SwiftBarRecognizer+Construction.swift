internal import BarkeepCore

extension SwiftBarRecognizer {
    /// An initializer of a type Barkeep knows; `nil` for others.
    func construct(
        _ type: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int,
        expression: SourceExpression
    ) -> RecognizedValue? {
        func argument(_ label: String?) -> RecognizedValue? {
            arguments.first { $0.label == label }.map { evaluate($0.value, scope) }
        }
        switch type {
        case "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance":
            let bar: BarKind =
                type == "UINavigationBarAppearance"
                ? .navigation : type == "UITabBarAppearance" ? .tab : .toolbar
            if case .appearance(let source)? = argument("barAppearance") {
                return .appearance(copyObject(source, line: line))
            }
            objects.append(AppearanceRecord(kind: .bar(bar), location: location(line)))
            return .appearance(objects.count - 1)
        case "UIBarButtonItemAppearance":
            objects.append(AppearanceRecord(kind: .button, location: location(line)))
            return .appearance(objects.count - 1)
        case "UITabBarItemAppearance":
            objects.append(AppearanceRecord(kind: .item, location: location(line)))
            return .appearance(objects.count - 1)
        case "UIColor", "Color":
            return .color(color(type, arguments, scope, line: line, source: expression.text))
        case "UIFont":
            guard case .string(let name)? = argument("name") else { return .unknown(expression.text) }
            return .font(FontDescription(name: name, size: argument("size")?.number))
        case "UIFontMetrics":
            if case .enumCase(let style)? = argument("forTextStyle") {
                return .font(FontDescription(textStyle: textStyleName(style)))
            }
            return .font(FontDescription())
        case "UIImage":
            if arguments.isEmpty { return .image("empty") }
            if case .string(let name)? = argument("named") { return .image("asset:" + name) }
            if case .string(let name)? = argument("systemName") { return .image("symbol:" + name) }
            if let asset = argument("asset") ?? argument("resource") {
                if case .assetReference(let name) = asset { return .image("asset:" + name) }
                return .image(placeholderImage(expression.text, line: line))
            }
            if let image = colorImage(arguments, scope, line: line, source: expression.text) { return image }
            return .image(placeholderImage(expression.text, line: line))
        case "ColorAsset", "ImageAsset":
            if case .string(let name)? = argument("name") { return .assetReference(name) }
            return nil
        case "CGSize":
            return .offset(
                horizontal: argument("width")?.number ?? 0, vertical: argument("height")?.number ?? 0)
        case "UIOffset":
            return .offset(
                horizontal: argument("horizontal")?.number ?? 0, vertical: argument("vertical")?.number ?? 0)
        case "UIEdgeInsets":
            return .insets(
                top: argument("top")?.number ?? 0, left: argument("left")?.number ?? 0,
                bottom: argument("bottom")?.number ?? 0, right: argument("right")?.number ?? 0)
        case "NSShadow":
            return .shadow(color: nil, horizontal: nil, vertical: nil, blur: nil)
        case "NSMutableParagraphStyle", "NSParagraphStyle":
            return .paragraphStyle(alignment: nil, lineBreakMode: nil)
        case "UIBlurEffect":
            if case .enumCase(let style)? = argument("style") { return .enumCase(style) }
            return .unknown(expression.text)
        case "UIBarButtonItem":
            let title: String?
            if case .string(let text)? = argument("title") { title = text } else { title = nil }
            return .barButtonItem(imageBased: arguments.contains { $0.label == "image" }, title: title)
        case "UIGraphicsImageRenderer":
            guard case .offset(let width, let height)? = argument("size") else {
                return .imageRenderer(width: nil, height: nil)
            }
            return .imageRenderer(width: width, height: height)
        case "CGFloat", "Double", "Float", "Int":
            return arguments.first.map { evaluate($0.value, scope) }
        case "ToolbarItem", "ToolbarItemGroup":
            recordToolbarItems(arguments, scope, line: line)
            return .unknown(expression.text)
        default:
            return nil
        }
    }

    /// A new object with the fields of object `source` (`copy()`, `init(barAppearance:)`).
    func copyObject(_ source: Int, line: Int) -> Int {
        var copy = AppearanceRecord(kind: objects[source].kind, location: location(line))
        copy.fields = objects[source].fields
        objects.append(copy)
        return objects.count - 1
    }

    /// A method of a value the recogniser knows; `nil` when it does not apply.
    func methodCall(
        _ base: RecognizedValue, _ method: String, _ arguments: [SourceArgument], _ scope: RecognitionScope,
        line: Int, baseExpression: SourceExpression
    ) -> RecognizedValue? {
        func argument(_ label: String?) -> RecognizedValue? {
            arguments.first { $0.label == label }.map { evaluate($0.value, scope) }
        }
        switch base {
        case .appearance(let index):
            if method.hasPrefix("configureWith") {
                // UIKit resets the background and shadow properties before configuring them.
                for target in BackgroundPreset.configuredTargets {
                    objects[index].fields.removeValue(forKey: target)
                }
            }
            switch method {
            case "configureWithOpaqueBackground":
                setField(index, .backgroundPreset, .text(BackgroundPreset.opaque.rawValue), line: line)
            case "configureWithTransparentBackground":
                setField(index, .backgroundPreset, .text(BackgroundPreset.transparent.rawValue), line: line)
            case "configureWithDefaultBackground":
                setField(
                    index, .backgroundPreset, .text(BackgroundPreset.defaultBackground.rawValue), line: line)
            case "configureWithDefault":
                break
            case "copy":
                return .appearance(copyObject(index, line: line))
            case "setBackIndicatorImage":
                if let image = arguments.first.map({ evaluate($0.value, scope) }) {
                    setAppearanceProperty(
                        index, path: [], BackIndicatorImage.image.swiftProperty, image, line: line)
                }
                if let mask = argument("transitionMaskImage") {
                    setAppearanceProperty(
                        index, path: [], BackIndicatorImage.transitionMask.swiftProperty, mask, line: line)
                }
            default:
                report.ignored(location(line), "\(method)() on an appearance: not something Barkeep models")
            }
            return .unknown(method)
        case .target(let target):
            return targetMethod(target, method, arguments, scope, line: line)
        case .typeName(let type):
            if ["UINavigationBar", "UITabBar", "UIToolbar"].contains(type) && method == "appearance" {
                let bar: BarKind =
                    type == "UINavigationBar" ? .navigation : type == "UITabBar" ? .tab : .toolbar
                var containers: [String] = []
                if case .array(let elements)? = argument("whenContainedInInstancesOf") {
                    containers = elements.compactMap {
                        if case .typeName(let name) = $0 { return name } else { return nil }
                    }
                }
                return .target(BarTarget(bar: bar, reach: .proxy(containers: containers)))
            }
            if let bar = barKind(ofType: type), method == "appearance" {
                return .target(BarTarget(bar: bar, reach: .proxy(containers: [])))
            }
            if method == "appearance", functionsByType["appearance"]?[type] == nil {
                return proxy(of: type, in: argument("whenContainedInInstancesOf"), baseExpression, arguments)
            }
            if type == "UIFont" { return fontFactory(method, arguments, scope, line: line) }
            if type == "UIImage", method != "init",
                let image = colorImage(arguments, scope, line: line, source: "UIImage.\(method)(…)")
            {
                return image
            }
            return resourceCall(type, method, arguments, scope, line: line)
        case .color(let color):
            switch method {
            case "withAlphaComponent", "opacity":
                if let alpha = arguments.first.flatMap({ evaluate($0.value, scope).number }) {
                    return .color(withAlpha(color, alpha, line: line))
                }
                return .color(color)
            case "resolvedColor":
                return .color(color)
            default:
                return nil
            }
        case .font(var font):
            switch method {
            case "scaledFont":
                if case .font(let scaled)? = argument("for") {
                    font.name = font.name ?? scaled.name
                    font.size = scaled.size ?? font.size
                    font.weight = scaled.weight ?? font.weight
                    font.textStyle = font.textStyle ?? scaled.textStyle ?? "body"
                }
                // The style's own size and weight are what the style gives anyway.
                if let style = font.textStyle.flatMap(TextStyle.init(rawValue:)) {
                    if font.size == style.defaultPointSize { font.size = nil }
                    if let weight = font.weight, weight == style.defaultWeight?.rawValue { font.weight = nil }
                }
                return .font(font)
            case "withSize":
                font.size = arguments.first.flatMap { evaluate($0.value, scope).number }
                return .font(font)
            default:
                return nil
            }
        case .image(let image):
            switch method {
            case "draw":
                // Inside an image renderer's closure: the renderer's image is this one, redrawn.
                drawnImage = (image, argument("alpha")?.number)
                return .unknown(method)
            case "withRenderingMode":
                if case .enumCase(let mode)? = arguments.first.map({ evaluate($0.value, scope) }) {
                    if mode == "alwaysOriginal" { return .image(image + ";original") }
                    if mode == "alwaysTemplate" { return .image(image + ";template") }
                }
                return .image(image)
            case "withAlignmentRectInsets":
                if case .insets(let t, let l, let b, let r)? = arguments.first.map({
                    evaluate($0.value, scope)
                }) {
                    return .image(
                        image + ";insets=" + [t, l, b, r].map(SwiftNumberText.format).joined(separator: ","))
                }
                return .image(image)
            case "resizableImage":
                if case .insets(let t, let l, let b, let r)? = argument("withCapInsets") {
                    return .image(
                        image + ";caps=" + [t, l, b, r].map(SwiftNumberText.format).joined(separator: ","))
                }
                return .image(image)
            default:
                return .image(image)
            }
        case .imageRenderer(let width, let height):
            return redrawnImage(width: width, height: height, method, arguments, scope, baseExpression)
        case .sheet:
            guard method == "animateChanges",
                case .closure(let parameters, let body)? = arguments.last.map({ evaluate($0.value, scope) })
            else { return nil }
            report.note(location(line), "animateChanges { … }: the sheet settings inside are read")
            _ = runClosure(parameters, body, [], scope)
            return .unknown(method)
        default:
            return nil
        }
    }

    /// `renderer.image { _ in image.draw(in: …) }`: the image its closure draws, at the renderer's size when
    /// the code states it (`;size=WxH`) and with the opacity it is drawn with (`;alpha=`), as the
    /// exporter's `barkeepImage(_:…size:)` and apps' resizing helpers draw it; unknown when the closure
    /// draws no image the import knows.
    func redrawnImage(
        width: Double?, height: Double?, _ method: String, _ arguments: [SourceArgument],
        _ scope: RecognitionScope, _ baseExpression: SourceExpression
    ) -> RecognizedValue? {
        guard method == "image",
            case .closure(let parameters, let body)? = arguments.last.map({ evaluate($0.value, scope) })
        else { return nil }
        let outer = drawnImage
        drawnImage = nil
        _ = runClosure(parameters, body, values: [], scope)
        let drawn = drawnImage
        drawnImage = outer
        guard let drawn else { return .unknown(baseExpression.text + ".image { … }") }
        var image = drawn.image
        if let width, let height {
            image += ";size=" + SwiftNumberText.format(width) + "x" + SwiftNumberText.format(height)
        }
        if let alpha = drawn.alpha, alpha != 1 { image += ";alpha=" + SwiftNumberText.format(alpha) }
        return .image(image)
    }

    /// `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`.
    func fontFactory(
        _ method: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue? {
        func argument(_ label: String?) -> RecognizedValue? {
            arguments.first { $0.label == label }.map { evaluate($0.value, scope) }
        }
        switch method {
        case "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            var weight: String?
            if case .enumCase(let name)? = argument("weight") { weight = name }
            return .font(FontDescription(size: argument("ofSize")?.number, weight: weight))
        case "boldSystemFont":
            return .font(FontDescription(size: argument("ofSize")?.number, weight: "bold"))
        case "preferredFont":
            if case .enumCase(let style)? = argument("forTextStyle") {
                return .font(FontDescription(textStyle: textStyleName(style)))
            }
            return nil
        default:
            return nil
        }
    }

    /// The catalogue's name of a `UIFont.TextStyle` case.
    func textStyleName(_ style: String) -> String { style }

    /// The appearance proxy `type.appearance(…)` of a class other than a bar: bar button items (the
    /// navigation bar's, or the toolbar's when contained in one), tab bar items, or something Barkeep
    /// does not model (`UISearchBar`, bar button items or text fields inside a search bar), whose
    /// settings are reported rather than given to a bar they do not belong to.
    func proxy(
        of type: String, in containers: RecognizedValue?, _ baseExpression: SourceExpression,
        _ arguments: [SourceArgument]
    ) -> RecognizedValue {
        var names: [String] = []
        if case .array(let elements)? = containers {
            names = elements.compactMap {
                if case .typeName(let name) = $0 { return name } else { return nil }
            }
        }
        let text = baseExpression.text + ".appearance(" + arguments.map(\.text).joined(separator: ", ") + ")"
        let insideBar = names.isEmpty || names.contains { barKind(ofType: $0) != nil || isController($0) }
        switch type {
        case "UIBarButtonItem" where insideBar:
            let bar: BarKind = names.contains { barKind(ofType: $0) == .toolbar } ? .toolbar : .navigation
            return .target(BarTarget(bar: bar, reach: .barButtonProxy))
        case "UITabBarItem" where insideBar:
            return .target(BarTarget(bar: .tab, reach: .tabItemProxy))
        default:
            return .target(BarTarget(bar: .navigation, reach: .unmodelled(text)))
        }
    }
}
