internal import BarkeepCore

/// What the recogniser knows an expression to be.
indirect enum RecognizedValue: Sendable {
    /// A bar appearance object (or a bar-button / tab-item appearance), by its index.
    case appearance(Int)
    /// A part of an appearance object: its index and the Swift property path from it
    /// (`buttonAppearance.normal`, `stackedLayoutAppearance.selected`).
    case appearancePart(Int, [String])
    /// A text-attribute dictionary of an appearance object: its index and the dictionary
    /// (`titleTextAttributes` of `buttonAppearance.normal`).
    case textAttributes(Int, TextAttributeSet)
    /// A bar, its appearance proxy or a navigation item that appearances are applied to.
    case target(BarTarget)
    /// A sheet presentation controller, by its index.
    case sheet(Int)
    /// A colour.
    case color(ColorReference)
    /// A font.
    case font(FontDescription)
    /// An image value in the catalogue's syntax.
    case image(String)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A Boolean.
    case boolean(Bool)
    /// `nil`.
    case null
    /// A dictionary of text attributes, by attribute name (`foregroundColor`, `font` …).
    case attributeDictionary([(key: String, value: RecognizedValue)])
    /// A `UIOffset`.
    case offset(horizontal: Double, vertical: Double)
    /// `UIEdgeInsets`.
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// An implicit member or enum case (`.medium`, `.alwaysOriginal`).
    case enumCase(String)
    /// A sheet detent in the catalogue's syntax (`medium`, `compact:height(320)`).
    case detent(String)
    /// An array.
    case array([RecognizedValue])
    /// An `NSShadow`: colour, offset and blur radius.
    case shadow(color: ColorReference?, horizontal: Double?, vertical: Double?, blur: Double?)
    /// A closure, to run when called.
    case closure(parameters: [String], body: [SourceStatement])
    /// A type named in code (`UIColor`, `CustomNavigationBar.self`).
    case typeName(String)
    /// An asset-catalogue entry named in code but not yet read as a colour or an image: SwiftGen's
    /// `Asset.Colors.brandBlue` (a `ColorAsset` or `ImageAsset`), R.swift's `R.color.brand`; with the
    /// asset's name, exact when the generated code is among the files, else the Swift identifier.
    case assetReference(String)
    /// A `UIBarButtonItem` built from an image or a title, with the title when it is a literal.
    case barButtonItem(imageBased: Bool, title: String?)
    /// The layer of a bar (`navigationBar.layer`), whose shadow, border and masking are the bar's view
    /// settings.
    case barLayer(BarTarget)
    /// An `NSParagraphStyle`: the alignment and line-break mode set on it, as catalogue words.
    case paragraphStyle(alignment: String?, lineBreakMode: String?)
    /// A `UIGraphicsImageRenderer`, with its size when the code states it.
    case imageRenderer(width: Double?, height: Double?)
    /// Something the recogniser cannot evaluate, as written.
    case unknown(String)

    /// The number, if this is one.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
