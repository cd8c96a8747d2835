internal import BarkeepCore

/// An app's resource accessors: SwiftGen's `Asset.Colors.brandBlue.color`, `Asset.Images.back.image`,
/// `ColorName.accent.color` and `L10n…` strings; R.swift's `R.color.brand()`, `R.image.back()`,
/// `R.font.openSansBold(size:)` and `R.string.localizable.title()`; an app's `UIImage` factory of a
/// colour and `UIFont` helpers it does not declare. An asset becomes `asset:<name>` (a colour: a palette
/// colour naming the asset); what cannot be known becomes a named placeholder on its line.
extension SwiftBarRecognizer {
    /// The names SwiftGen's asset-catalogue template gives its namespace (`Asset` by default).
    static let swiftGenAssetRoots: Set<String> = ["Asset", "Assets", "XCAssets"]

    /// The members of a SwiftGen asset or R.swift resource that read it as a colour.
    static let colorAccessors: Set<String> = ["color", "uiColor", "swiftUIColor", "cgColor"]

    /// The members of a SwiftGen asset or R.swift resource that read it as an image.
    static let imageAccessors: Set<String> = ["image", "uiImage", "swiftUIImage"]

    /// `type.member` of a resource namespace the files do not declare: a nested namespace
    /// (`Asset.Colors`, `R.color`), an asset (`Asset.Colors.brandBlue`, `R.image.back`), a SwiftGen
    /// `ColorName` colour or an `L10n` string; `nil` when `type` is no such namespace.
    func resourceMember(_ type: String, _ member: String, line: Int) -> RecognizedValue? {
        let path = type.split(separator: ".").map(String.init)
        guard let root = path.first else { return nil }
        let isNamespace = member.first?.isUppercase == true
        switch root {
        case _ where Self.swiftGenAssetRoots.contains(root):
            if isNamespace { return .typeName(type + "." + member) }
            // The generated code, when among the files, gives the asset's own name.
            if let declared = propertyValue(member, ofType: path.last, line: line),
                case .assetReference = declared
            {
                return declared
            }
            report.note(
                location(line),
                "\(type).\(member): SwiftGen's generated code is not in these files, so the asset's name is "
                    + "taken as the Swift identifier '\(member)': check it against the asset catalogue")
            return .assetReference(member)
        case "ColorName" where path.count == 1:
            return .color(
                placeholderColor(
                    "ColorName.\(member)", line: line,
                    why: "a SwiftGen colour whose value lives in the colour file SwiftGen reads"))
        case "L10n":
            return isNamespace
                ? .typeName(type + "." + member) : localizedText(type + "." + member, line: line)
        case "R" where path.count == 1:
            return .typeName("R." + member)
        case "R" where path.count == 2 && (path[1] == "color" || path[1] == "image"):
            report.note(
                location(line),
                "R.\(path[1]).\(member): an R.swift resource; its asset name is taken as the Swift identifier "
                    + "'\(member)': check it against the asset catalogue")
            return .assetReference(member)
        case "R" where path.count == 2 && path[1] == "string":
            return .typeName(type + "." + member)
        case "R" where path.count == 3 && path[1] == "string":
            return localizedText(type + "." + member, line: line)
        default:
            return nil
        }
    }

    /// A call of a resource accessor: `R.color.brand()`, `R.image.back()`, `R.font.openSansBold(size:)`,
    /// `R.string.localizable.title()`, `L10n.greeting(name)`; `nil` for other calls.
    func resourceCall(
        _ type: String, _ method: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue? {
        let path = type.split(separator: ".").map(String.init)
        guard path.first == "R" || path.first == "L10n" else { return nil }
        if path == ["R", "font"] {
            let size = arguments.first { $0.label == "size" }.flatMap { evaluate($0.value, scope).number }
            report.placeholder(
                location(line),
                "font R.font.\(method): R.swift's identifier, not the font's PostScript name; imported as "
                    + "name '\(method),system' (the system font when no font has that name): set the real name"
            )
            return .font(FontDescription(name: method + ",system", size: size))
        }
        guard let value = resourceMember(type, method, line: line) else { return nil }
        if case .assetReference(let name) = value {
            return path.last == "color"
                ? .color(assetColor(name, line: line, source: "R.color.\(method)()"))
                : .image("asset:" + name)
        }
        return value
    }

    /// `member` of an asset reference: its colour, its image or its name.
    func assetMember(_ name: String, _ member: String, line: Int, source: String) -> RecognizedValue {
        if Self.colorAccessors.contains(member) {
            return .color(assetColor(name, line: line, source: source))
        }
        if Self.imageAccessors.contains(member) { return .image("asset:" + name) }
        if member == "name" { return .string(name) }
        return .unknown(source)
    }

    /// A palette colour naming asset `name`, with the placeholder light value until the asset catalogue
    /// is imported.
    func assetColor(_ name: String, line: Int, source: String) -> ColorReference {
        report.placeholder(
            location(line),
            "colour asset '\(name)': its values live in the asset catalogue, which the import does not "
                + "read; the palette colour gets asset=\(name) and light=\(Self.placeholderLight) until you set it"
        )
        return ColorReference(
            literal: nil, paletteFields: [.asset: name, .light: Self.placeholderLight],
            nameHint: NameDeriver.kebab(name), source: source, location: location(line).description)
    }

    /// A localized string (`L10n.Settings.title`, `R.string.localizable.title`): its text lives in the
    /// app's strings files, so the Swift path stands for it.
    func localizedText(_ path: String, line: Int) -> RecognizedValue {
        report.placeholder(
            location(line),
            "localized string \(path): its text lives in the app's strings files, which the import does not "
                + "read; the text '\(path)' stands for it")
        return .string(path)
    }

    /// An image the code draws from a colour (`UIImage.make(color:)`, `UIImage(color:)`): `color:<colour>`
    /// for a literal colour; a named placeholder image otherwise. `nil` when no argument is a colour.
    func colorImage(
        _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int, source: String
    ) -> RecognizedValue? {
        let candidates = arguments.filter { $0.label == "color" || $0.label == "with" || $0.label == nil }
        for argument in candidates {
            guard let color = asColor(evaluate(argument.value, scope), line: line) else { continue }
            if let literal = color.literal { return .image("color:" + literal) }
            return .image(
                placeholderImage(
                    source, line: line,
                    name: (color.nameHint ?? NameDeriver.placeholderName(color.source)) + "-image",
                    why:
                        "an image drawn from \(color.source), which is not a literal colour (color: images take one)"
                ))
        }
        return nil
    }

    /// A `UIFont` helper the files do not declare (`UIFont.brandFont(ofSize:weight:)`): its size and weight
    /// when the arguments give them, the face unknown; `nil` when they give neither.
    func unknownFontHelper(
        _ method: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue? {
        let size = arguments.first { ["size", "ofSize", nil].contains($0.label) }
            .flatMap { evaluate($0.value, scope).number }
        var weight: String?
        if case .enumCase(let name)? = arguments.first(where: { $0.label == "weight" }).map({
            evaluate($0.value, scope)
        }) {
            weight = name
        }
        guard size != nil || weight != nil else { return nil }
        report.placeholder(
            location(line),
            "font UIFont.\(method)(…) is not in these files: its size and weight are kept, its face is left "
                + "to the system font; set the field's name")
        return .font(FontDescription(size: size, weight: weight))
    }

    /// An image the import cannot evaluate, stood in for by the asset named after the expression.
    func placeholderImage(
        _ source: String, line: Int, name: String? = nil, why: String = "the value cannot be evaluated"
    ) -> String {
        let name = name ?? NameDeriver.placeholderName(source)
        report.placeholder(
            location(line),
            "image \(source): \(why); asset '\(name)' stands for it (\(location(line))): add that asset or set "
                + "the field")
        return "asset:" + name
    }
}
