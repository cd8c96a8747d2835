// A type-checking stub of UIKit for Linux, written from the signatures and availability Apple documents
// for each declaration. Only declarations matter: bodies are `fatalError()` or trivial, and nothing
// here ever runs.
//
// Fidelity rules:
// - Names, argument labels, optionality, read-only-ness and `@MainActor` follow Apple's Swift
//   declarations. Classes Apple marks `@MainActor` are `@MainActor` here; UIColor, UIFont, UIImage,
//   UIFontMetrics and UITraitCollection are not isolated and are `Sendable`, as Apple declares them.
// - `@available` carries the sheet's versions. Linux does not enforce them: availability and
//   per-platform deprecation are documentation here, so generators must enforce them themselves.
// - APIs marked "not on the sheet" are well-known declarations that generated code needs; their
//   signatures come from Apple's documentation pages, not from the sheet.
//
// Known differences from the real SDK, each forced by Linux or by Swift itself:
// - `@NSCopying` is left out (it needs stored properties; these are computed or plain stored ones).
// - NSCoding/NSSecureCoding conformances are left out; `init?(coder:)` stays, `required`, so
//   subclasses that add a designated initializer must still implement it, as on iOS.
// - `copy() -> Self` exists, but Foundation on Linux also has `NSObject.copy() -> Any`, so a
//   call needs a type context (`let c: UINavigationBarAppearance = a.copy()`).
// - There is no `Selector` on Linux: target/action initializers are left out.
// - Where an Objective-C subclass narrows a property's type (UISheetPresentationController's
//   `delegate`), the superclass property is left out.
// - Like the real UIKit, this module re-exports Foundation (CGFloat, CGSize, NSStringFromClass…).

@_exported import Foundation

// MARK: - Geometry

/// An offset: `UIOffset` [SDK14 UIGeometry.swift].
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() {
        horizontal = 0
        vertical = 0
    }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset()
}

/// Edge insets: `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() {
        top = 0
        left = 0
        bottom = 0
        right = 0
    }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

// MARK: - Text attributes

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// The line styles of `.underlineStyle` and `.strikethroughStyle` (an option set of `Int`).
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Text alignment (`NSText.h`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// What happens to text that does not fit (`NSParagraphStyle.h`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's layout (iOS 6), not isolated.
@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open var alignment: NSTextAlignment { .natural }
    open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
}

/// The changeable paragraph style (iOS 6).
@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private var storedAlignment = NSTextAlignment.natural
    private var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

/// A drop shadow for text: `NSShadow` (iOS 6), not isolated.
@available(iOS 6.0, *)
open class NSShadow: NSObject {
    public override init() { super.init() }
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
}

// MARK: - Traits

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone
    case pad
    case tv
    case carPlay
    case mac = 5
    case vision
}

@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal
    case high
}

/// A trait collection: not isolated, `Sendable` [AD]. Not on the sheet, except as the
/// dynamic-colour provider's argument.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    @available(iOS 12.0, tvOS 10.0, *)
    public init(userInterfaceStyle: UIUserInterfaceStyle) { super.init() }
    @available(iOS 13.0, tvOS 13.0, *)
    public init(accessibilityContrast: UIAccessibilityContrast) { super.init() }
    public init(traitsFrom traitCollections: [UITraitCollection]) { super.init() }
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *)
    open class var current: UITraitCollection { fatalError() }
}

// MARK: - Colour

/// A colour: not isolated, `Sendable` [AD].
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }
    /// Not on the sheet: the colour as Core Graphics takes it (a layer's colours).
    open var cgColor: CGColor { fatalError() }
    @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    public init?(named name: String) { super.init() }
    /// Not on the sheet: an asset-catalog colour of a given bundle.
    @available(iOS 11.0, tvOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        super.init()
    }
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
    @available(iOS 13.0, tvOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    /// Not on the sheet (used to draw a one-colour image).
    open func setFill() {}

    // Fixed colours, not on the sheet [AD "Standard colors"].
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    @available(tvOS, unavailable)
    open class var lightText: UIColor { fatalError() }
    @available(tvOS, unavailable)
    open class var darkText: UIColor { fatalError() }

    // Adaptable system colours, not on the sheet.
    @available(iOS 7.0, *) open class var systemRed: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemOrange: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemYellow: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemGreen: UIColor { fatalError() }
    @available(iOS 15.0, tvOS 15.0, *) open class var systemMint: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemTeal: UIColor { fatalError() }
    @available(iOS 15.0, tvOS 15.0, *) open class var systemCyan: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemBlue: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var systemIndigo: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemPurple: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemPink: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var systemBrown: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray3: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray4: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray6: UIColor { fatalError() }

    // UI element colours, not on the sheet.
    @available(iOS 13.0, tvOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var quaternaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var placeholderText: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var link: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *) open class var opaqueSeparator: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var secondarySystemFill: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var tertiarySystemFill: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var quaternarySystemFill: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemBackground: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var secondarySystemBackground: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var tertiarySystemBackground: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGroupedBackground: UIColor {
        fatalError()
    }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
}

// MARK: - Fonts

/// A font: not isolated, `Sendable` [AD].
open class UIFont: NSObject, @unchecked Sendable {
    /// Failable: nil when no font has that name.
    public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont
    {
        fatalError()
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// Not on the sheet.
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var fontName: String { fatalError() }
    open var familyName: String { fatalError() }

    /// Font weights [SDK14 UIFontDescriptor.swift]; raw values are not Apple's (unverified).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Font widths (iOS 16).
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public struct Width: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Dynamic Type text styles, not on the sheet.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 11.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        @available(iOS 9.0, *) public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 9.0, *) public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 9.0, *) public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 9.0, *) public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// Scales custom fonts with Dynamic Type; not on the sheet. Not isolated, `Sendable` [AD].
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
    open class var `default`: UIFontMetrics { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError()
    }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}

// MARK: - Images

/// An image: not isolated, `Sendable` [AD]. Not on the sheet beyond its use as a property type.
open class UIImage: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init?(named name: String) { super.init() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        super.init()
    }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init?(systemName name: String) { super.init() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        super.init()
    }
    @available(iOS 7.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    @available(iOS 6.0, *)
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { fatalError() }
    @available(iOS 5.0, *)
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        fatalError()
    }
    open var size: CGSize { fatalError() }
    /// Draws the image with a blend mode and opacity (iOS 2) [AD].
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// Draws the whole image scaled into a rectangle (iOS 2) [AD].
    open func draw(in rect: CGRect) {}
    /// The preferred image renderer format for the image [AD].
    @available(iOS 10.0, tvOS 10.0, *)
    open var imageRendererFormat: UIGraphicsImageRendererFormat { fatalError() }
    @available(iOS 7.0, *)
    open var renderingMode: UIImage.RenderingMode { fatalError() }

    @available(iOS 7.0, *)
    public enum RenderingMode: Int, Sendable {
        case automatic
        case alwaysOriginal
        case alwaysTemplate
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(weight: UIImage.SymbolWeight) {}
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public enum SymbolWeight: Int, Sendable {
        case unspecified
        case ultraLight
        case thin
        case light
        case regular
        case medium
        case semibold
        case bold
        case heavy
        case black
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified
        case small
        case medium
        case large
    }
}

/// Draws images; not on the sheet (a one-colour image for `color:` image values).
@available(iOS 10.0, tvOS 10.0, *)
open class UIGraphicsImageRenderer: NSObject {
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { super.init() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

/// The format of an image renderer's context [AD]; only its use as a value is declared.
@available(iOS 10.0, tvOS 10.0, *)
open class UIGraphicsImageRendererFormat: NSObject {}

/// Core Graphics blend modes (re-exported by UIKit) [AD]; the cases generated code uses.
public enum CGBlendMode: Int32, Sendable {
    case normal
}

@available(iOS 10.0, tvOS 10.0, *)
open class UIGraphicsImageRendererContext: NSObject {
    open func fill(_ rect: CGRect) {}
}

// MARK: - Appearance proxies

/// Containers for appearance proxies [AD]: `@MainActor`.
@MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// Appearance proxies [AD]: `@MainActor`; every method returns `Self`.
@MainActor
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// The proxies themselves; conforming classes (UIView, UIBarItem) get them from here.
extension UIAppearance {
    public static func appearance() -> Self { fatalError() }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> Self
    { fatalError() }
    public static func appearance(for trait: UITraitCollection) -> Self { fatalError() }
    public static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self { fatalError() }
}

// MARK: - Views

/// The responder chain's root class.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
    /// The next responder: a view's view controller or superview, a view controller's view's superview.
    open var next: UIResponder? { fatalError() }
}

/// Not on the sheet: a Core Graphics colour (a Core Foundation type in the SDK), what layers take.
public final class CGColor: @unchecked Sendable {}

/// Not on the sheet: a view's Core Animation layer (QuartzCore), with the shadow, border and masking
/// properties apps style bars with. Not isolated, as Apple declares it.
open class CALayer: NSObject {
    open var masksToBounds: Bool = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
}

/// A view. Not on the sheet except as a superclass and for `UIView.ContentMode`.
@MainActor
open class UIView: UIResponder, UIAppearance, UIAppearanceContainer {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// Objective-C's `-init`, a convenience initializer in Swift (calls `init(frame: .zero)`).
    public override convenience init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var subviews: [UIView] { fatalError() }
    open var superview: UIView? { fatalError() }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Not on the sheet.
    open var clipsToBounds: Bool = false
    /// Not on the sheet: the view's Core Animation layer.
    open var layer: CALayer { fatalError() }
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() {}
    /// Not on the sheet: hit testing and coordinates.
    open var window: UIWindow? { fatalError() }
    open var isUserInteractionEnabled: Bool = true
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }

    @available(iOS 9.0, *) open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *) open var widthAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 9.0, *) open var heightAnchor: NSLayoutDimension { fatalError() }

    /// [SDK14 UIView.swift]
    public enum ContentMode: Int, Sendable {
        case scaleToFill
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight
    }
}

// MARK: - Auto Layout (not on the sheet)

@MainActor
open class NSLayoutConstraint: NSObject {
    @available(iOS 8.0, *)
    open var isActive: Bool = false
    open var constant: CGFloat = 0
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}

    public enum Axis: Int, Sendable {
        case horizontal
        case vertical
    }
}

@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        fatalError()
    }
}

@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@available(iOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - Controls and simple views (not on the sheet)

@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: UIStackView.Alignment = .fill
    open var distribution: UIStackView.Distribution = .fill
    open var spacing: CGFloat = 0
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) {}

    public enum Alignment: Int, Sendable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill
        case fillEqually
        case fillProportionally
        case equalSpacing
        case equalCentering
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var attributedText: NSAttributedString?
    open var numberOfLines: Int = 1
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false
}

@MainActor
open class UIControl: UIView {
    open var isEnabled: Bool = true

    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)
    }
}

@MainActor
open class UIButton: UIControl {
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open var imageView: UIImageView? { fatalError() }
    open var titleLabel: UILabel? { fatalError() }

    public enum ButtonType: Int, Sendable {
        case custom
        case system
        case detailDisclosure
        case infoLight
        case infoDark
        case contactAdd
        @available(iOS 13.0, *)
        case close = 7
    }
}

@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open var image: UIImage?
}

// MARK: - Visual effects

@available(iOS 8.0, *)
@MainActor
open class UIVisualEffect: NSObject {}

/// `init(style:)` (iOS 8) [AD]; `@MainActor` as Apple declares it.
@available(iOS 8.0, *)
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public init(style: UIBlurEffect.Style) { super.init() }

    public enum Style: Int, Sendable {
        case extraLight
        case light
        case dark
        @available(iOS 10.0, *) case regular = 4
        @available(iOS 10.0, *) case prominent
        @available(iOS 13.0, tvOS 13.0, *) case systemUltraThinMaterial
        @available(iOS 13.0, tvOS 13.0, *) case systemThinMaterial
        @available(iOS 13.0, tvOS 13.0, *) case systemMaterial
        @available(iOS 13.0, tvOS 13.0, *) case systemThickMaterial
        @available(iOS 13.0, tvOS 13.0, *) case systemChromeMaterial
        @available(iOS 13.0, tvOS 13.0, *) case systemUltraThinMaterialLight
        @available(iOS 13.0, tvOS 13.0, *) case systemThinMaterialLight
        @available(iOS 13.0, tvOS 13.0, *) case systemMaterialLight
        @available(iOS 13.0, tvOS 13.0, *) case systemThickMaterialLight
        @available(iOS 13.0, tvOS 13.0, *) case systemChromeMaterialLight
        @available(iOS 13.0, tvOS 13.0, *) case systemUltraThinMaterialDark
        @available(iOS 13.0, tvOS 13.0, *) case systemThinMaterialDark
        @available(iOS 13.0, tvOS 13.0, *) case systemMaterialDark
        @available(iOS 13.0, tvOS 13.0, *) case systemThickMaterialDark
        @available(iOS 13.0, tvOS 13.0, *) case systemChromeMaterialDark
    }
}

// MARK: - Bar enums [SDK14 UIBarCommon.swift]

/// Raw values are unverified; use the case names.
public enum UIBarMetrics: Int, Sendable {
    case `default`
    case compact
    case defaultPrompt = 101
    case compactPrompt

    @available(iOS, introduced: 5.0, deprecated: 8.0, message: "Use UIBarMetricsCompact instead")
    public static var landscapePhone: UIBarMetrics { .compact }
    @available(iOS, introduced: 7.0, deprecated: 8.0, message: "Use UIBarMetricsCompactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}

/// Not on the sheet beyond `default` and `black`; the deprecated translucent styles are left out.
@available(tvOS, unavailable)
public enum UIBarStyle: Int, Sendable {
    case `default`
    case black
}

// MARK: - UIBarAppearance (§1)

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIBarAppearance: NSObject, NSCopying {
    public init(idiom: UIUserInterfaceIdiom) { super.init() }
    public init(barAppearance: UIBarAppearance) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(idiom: .unspecified) }

    nonisolated public func copy(with zone: NSZone?) -> Any { fatalError() }
    /// See the file header: needs a type context on Linux.
    open func copy() -> Self { fatalError() }

    open var idiom: UIUserInterfaceIdiom { fatalError() }
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}

    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    public override init() { super.init() }
    public init(style: UIBarButtonItem.Style) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    nonisolated public func copy(with zone: NSZone?) -> Any { fatalError() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
    open var normal: UIBarButtonItemStateAppearance { fatalError() }
    open var highlighted: UIBarButtonItemStateAppearance { fatalError() }
    open var disabled: UIBarButtonItemStateAppearance { fatalError() }
    open var focused: UIBarButtonItemStateAppearance { fatalError() }
}

// MARK: - UINavigationBarAppearance (§2)

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Non-optional on the appearance (optional on UINavigationBar).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use prominentButtonAppearance")
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// Not on the sheet: the successor of `doneButtonAppearance` (Apple's documentation, 2026).
    @available(iOS 26.0, tvOS 26.0, *)
    open var prominentButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// Read-only: set both images with `setBackIndicatorImage(_:transitionMaskImage:)`.
    open var backIndicatorImage: UIImage { fatalError() }
    open var backIndicatorTransitionMaskImage: UIImage { fatalError() }
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?,
        transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {}
}

// MARK: - Bar items (§3)

@MainActor
open class UIBarItem: NSObject, UIAppearance {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open var isEnabled: Bool = true
    open var title: String?
    open var image: UIImage?
    @available(iOS 5.0, *)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    {}
    @available(iOS 5.0, *)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        fatalError()
    }
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    /// Not on the sheet.
    public convenience init(customView: UIView) { self.init() }
    open var style: UIBarButtonItem.Style = .plain
    open var customView: UIView?
    open var tintColor: UIColor?
    @available(iOS 5.0, *)
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
    @available(iOS 5.0, *)
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { fatalError() }
    @available(iOS 5.0, *)
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}
    @available(iOS 5.0, *)
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}
    @available(iOS 5.0, *)
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { fatalError() }
    @available(iOS 5.0, *)
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {}

    public enum Style: Int, Sendable {
        case plain
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain")
        case bordered
        case done
    }
}

// MARK: - UINavigationBar and UINavigationItem (§3)

@MainActor
open class UINavigationBar: UIView {
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance = UINavigationBarAppearance()
    @available(iOS 13.0, tvOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    @available(iOS 13.0, tvOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance?
    /// iOS 15; when nil, UIKit uses `scrollEdgeAppearance`.
    @available(iOS 15.0, tvOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var prefersLargeTitles: Bool = false
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?
    @available(iOS 3.0, *)
    open var isTranslucent: Bool = true
    @available(tvOS, unavailable)
    open var barStyle: UIBarStyle = .default
    /// Optional here, unlike on the appearance object.
    @available(iOS 5.0, *)
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    @available(iOS 6.0, *)
    open var shadowImage: UIImage?
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var backIndicatorImage: UIImage?
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var backIndicatorTransitionMaskImage: UIImage?
    @available(iOS 5.0, *)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    @available(iOS 5.0, *)
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { fatalError() }
    @available(iOS 5.0, *)
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
    @available(iOS 5.0, *)
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { fatalError() }
    /// Not on the sheet.
    open var topItem: UINavigationItem? { fatalError() }
}

@MainActor
open class UINavigationItem: NSObject {
    public init(title: String) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override init() { super.init() }
    open var title: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    @available(iOS 5.0, *)
    open var leftBarButtonItems: [UIBarButtonItem]?
    @available(iOS 5.0, *)
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    @available(iOS 11.0, *)
    open var backButtonTitle: String?
    /// How the back button shows its title.
    @available(iOS 14.0, *)
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }
    @available(iOS 14.0, *)
    open var backButtonDisplayMode: BackButtonDisplayMode {
        get { fatalError() }
        set {}
    }
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance?
    @available(iOS 13.0, tvOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    @available(iOS 13.0, tvOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance?
    @available(iOS 15.0, tvOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

// MARK: - Tab bars (§4)

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment: UIOffset = .zero
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    public override init() { super.init() }
    public init(style: UITabBarItemAppearance.Style) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    nonisolated public func copy(with zone: NSZone?) -> Any { fatalError() }
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
    open var normal: UITabBarItemStateAppearance { fatalError() }
    open var selected: UITabBarItemStateAppearance { fatalError() }
    open var disabled: UITabBarItemStateAppearance { fatalError() }
    open var focused: UITabBarItemStateAppearance { fatalError() }

    public enum Style: Int, Sendable {
        case stacked
        case inline
        case compactInline
    }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0
}

@MainActor
open class UITabBar: UIView {
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance = UITabBarAppearance()
    /// iOS 15; when nil, UIKit uses `standardAppearance` with a transparent background.
    @available(iOS 15.0, tvOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance?
    @available(iOS 7.0, *)
    open var itemPositioning: UITabBar.ItemPositioning = .automatic
    /// Not on the sheet.
    @available(iOS 10.0, tvOS 10.0, *)
    open var unselectedItemTintColor: UIColor?
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?
    @available(iOS 7.0, *)
    open var isTranslucent: Bool = true
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var barStyle: UIBarStyle = .default
    @available(iOS 5.0, *)
    open var backgroundImage: UIImage?
    @available(iOS 6.0, *)
    open var shadowImage: UIImage?

    @available(iOS 7.0, *)
    public enum ItemPositioning: Int, Sendable {
        case automatic
        case fill
        case centered
    }
}

@MainActor
open class UITabBarItem: UIBarItem {
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance: UITabBarAppearance?
    @available(iOS 15.0, tvOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance?
}

// MARK: - Toolbars (§5, iOS only)

@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use prominentButtonAppearance")
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// Not on the sheet: the successor of `doneButtonAppearance` (Apple's documentation, 2026).
    @available(iOS 26.0, tvOS 26.0, *)
    open var prominentButtonAppearance = UIBarButtonItemAppearance()
}

@available(tvOS, unavailable)
@MainActor
open class UIToolbar: UIView {
    @available(iOS 13.0, *)
    open var standardAppearance = UIToolbarAppearance()
    @available(iOS 13.0, *)
    open var compactAppearance: UIToolbarAppearance?
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance?
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    open var barStyle: UIBarStyle = .default
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?
    @available(iOS 3.0, *)
    open var isTranslucent: Bool = true
    open var items: [UIBarButtonItem]?
    @available(iOS 5.0, *)
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {}
    @available(iOS 6.0, *)
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
}

/// Where a bar sits (§3, UIBarCommon.h): `UIToolbarPosition` is this type.
@available(iOS 7.0, *)
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

// MARK: - View controllers

@MainActor
open class UIViewController: UIResponder, UIAppearanceContainer {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// Objective-C's `-init`, a convenience initializer in Swift.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView!
    /// Not on the sheet.
    @available(iOS 9.0, *)
    open var isViewLoaded: Bool { fatalError() }
    /// Not on the sheet.
    @available(iOS 8.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
    open var title: String?
    open var navigationItem: UINavigationItem { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    @available(iOS 5.0, *)
    open var children: [UIViewController] { fatalError() }
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { fatalError() }
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { fatalError() }
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    /// iOS 11 [AD].
    @available(iOS 11.0, tvOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    @available(iOS 13.0, tvOS 13.0, *)
    open var isModalInPresentation: Bool = false
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open var sheetPresentationController: UISheetPresentationController? { fatalError() }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    @available(iOS 5.0, *)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var navigationBar: UINavigationBar { fatalError() }
    @available(tvOS, unavailable)
    open var toolbar: UIToolbar! { fatalError() }
    open var topViewController: UIViewController? { fatalError() }
    open var viewControllers: [UIViewController] = []
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    /// Not on the sheet.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        fatalError()
    }
    /// Not on the sheet.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    /// Not on the sheet.
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

open class UITabBarController: UIViewController {
    open var tabBar: UITabBar { fatalError() }
}

/// Not on the sheet: a touch event.
open class UIEvent: NSObject {}

/// Not on the sheet: what a transition's animation blocks receive.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isCancelled: Bool { get }
}

/// Not on the sheet: the coordinator of a view controller transition under way.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

// MARK: - Sheets (§6)

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {}

@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject, UIAppearanceContainer {
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init()
    }
    open var presentedViewController: UIViewController { fatalError() }
    open var presentingViewController: UIViewController { fatalError() }
}

/// The detent resolution context (iOS 16), `@MainActor` [AD].
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// The sheet delegate (iOS 15); the Objective-C `optional` method has a default here.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    )
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    open var detents: [UISheetPresentationController.Detent] = []
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
    open var prefersGrabberVisible: Bool = false
    open var prefersEdgeAttachedInCompactHeight: Bool = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
    /// nil means the system default (docs URL suffix `-3mb5`).
    @preconcurrency
    open var preferredCornerRadius: CGFloat?
    @available(iOS 17.0, *)
    open var prefersPageSizing: Bool = true
    open weak var delegate: (any UISheetPresentationControllerDelegate)?
    open var sourceView: UIView?
    @available(iOS 16.0, *)
    open func invalidateDetents() {}
    open func animateChanges(_ changes: () -> Void) {}

    /// A sheet height (iOS 15).
    @available(iOS 15.0, *)
    @MainActor
    open class Detent: NSObject {
        open class func medium() -> Self { fatalError() }
        open class func large() -> Self { fatalError() }
        @available(iOS 16.0, *)
        @preconcurrency
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent { fatalError() }
        @available(iOS 16.0, *)
        open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }
        @available(iOS 16.0, *)
        @preconcurrency
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
            -> CGFloat?
        {
            fatalError()
        }

        /// A detent's name (iOS 15).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

// MARK: - App, scenes and windows (not on the sheet)

@MainActor
open class UIApplication: UIResponder {
    @available(iOSApplicationExtension, unavailable)
    open class var shared: UIApplication { fatalError() }
    @available(iOS 13.0, tvOS 13.0, *)
    open var connectedScenes: Set<UIScene> { fatalError() }
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Use UIWindowScene.windows on a relevant window scene instead"
    )
    open var windows: [UIWindow] { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIScene: UIResponder {}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError() }
    @available(iOS 15.0, tvOS 15.0, *)
    open var keyWindow: UIWindow? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
}

@MainActor
open class UIWindow: UIView {
    @available(iOS 13.0, tvOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { fatalError() }
    open func makeKeyAndVisible() {}
}
