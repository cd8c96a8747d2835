// A type-checking stub of SwiftUI for Linux, written from the signatures and availability Apple
// documents for each declaration. Only declarations matter: bodies are trivial and nothing here ever
// runs.
//
// Fidelity rules:
// - `View`, `ViewModifier` and `ToolbarContent` are `@MainActor @preconcurrency` protocols; view
//   modifiers are `nonisolated` and return `some View`, as Apple declares them.
// - `@available` carries the documented versions (and `unavailable` platforms). Linux does not
//   enforce them, so generators must. "To be deprecated" APIs use Apple's marker version 100000.
// - The result builders are minimal but real: blocks (parameter packs), `if`, `if`/`else`,
//   `if #available` and `#if` work; `for` loops and `switch` are not supported (not needed).
// - UIKit is imported, not re-exported: generated code that names UIKit types must import UIKit.
//   Built without a UIKit module beside it (the macOS and watchOS checks), it has no UIKit parts, so
//   `canImport(UIKit)` is false in the code checked; with an AppKit module it has AppKit's.
// - APIs marked "not on the sheet" are well-known declarations that generated code needs.

import Foundation

#if canImport(UIKit)
    import UIKit
#endif
#if canImport(AppKit)
    import AppKit
#endif

// MARK: - Core protocols

/// A view [AD]: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view modifier [AD]: `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy a modifier's `body(content:)` receives (`ViewModifier.Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The opaque result of the stub's built-in modifiers; not a SwiftUI type name generated code
/// should use.
public struct _ModifiedView<Content: View>: View {
    nonisolated init(_ content: Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Result builders

/// Views in a tuple, built by `ViewBuilder`.
nonisolated public struct TupleView<T>: View {
    public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The result of `if`/`else` in a builder.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    nonisolated init(_ storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view (the result of `if #available` in a view builder).
nonisolated public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Builds views from closures [AD]: `@resultBuilder struct ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(.trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(.falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Toolbar content [AD]: `@MainActor @preconcurrency protocol ToolbarContent`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar items in a tuple, built by `ToolbarContentBuilder`.
public struct TupleToolbarContent<T>: ToolbarContent {
    nonisolated init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Toolbar content whose type is erased (the result of `if #available` in a toolbar builder).
public struct _AnyToolbarContent: ToolbarContent {
    nonisolated init<C: ToolbarContent>(_ content: C) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Builds toolbar content [AD]: `@resultBuilder struct ToolbarContentBuilder`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)>
    {
        TupleToolbarContent((repeat each content))
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.falseContent(second))
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
        -> _AnyToolbarContent
    {
        _AnyToolbarContent(content)
    }
}

// MARK: - State (not on the sheet)

/// A two-way reference to a value.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    nonisolated public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// State owned by a view.
@propertyWrapper
public struct State<Value> {
    nonisolated public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: - Primitive views

/// No view.
@frozen
nonisolated public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Groups views without layout.
@frozen
public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    nonisolated public init(@ToolbarContentBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A localized string key.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

/// Text.
@frozen
nonisolated public struct Text: View, Equatable, Sendable {
    nonisolated public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// An image.
@frozen
nonisolated public struct Image: View, Equatable, Sendable {
    nonisolated public init(_ name: String) {}
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(systemName: String) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A title and an icon.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// A button.
public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(
        action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {}
}

/// `init(_:systemImage:action:)`: the 2025 [AD] page gives iOS 14.0. Recalled, not verified: it
/// first shipped in the iOS 17 SDK, so older Xcodes may not have it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S,
        systemImage: String,
        action: @escaping @MainActor () -> Void
    ) {}
}

// MARK: - Colours and shape styles

/// A colour or pattern to fill with [AD]: `protocol ShapeStyle: Sendable`.
public protocol ShapeStyle: Sendable {}

/// A colour [AD]: `@frozen struct Color`.
@frozen
nonisolated public struct Color: View, ShapeStyle, Hashable {
    /// A colour from the asset catalog.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    nonisolated public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB,
        red: Double,
        green: Double,
        blue: Double,
        opacity: Double = 1
    ) {}
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    #if canImport(UIKit)
        @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
        @available(macOS, unavailable)
        nonisolated public init(uiColor: UIColor) {}
        @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
        @available(macOS, unavailable)
        nonisolated public init(_ color: UIColor) {}
    #endif
    #if canImport(AppKit)
        @available(macOS 12.0, *)
        nonisolated public init(nsColor: NSColor) {}
        @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Color(nsColor:)")
        nonisolated public init(_ color: NSColor) {}
    #endif

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public typealias Body = Never
    public var body: Never { fatalError() }

    public static let clear = Color("clear")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static var accentColor: Color { Color("accent") }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var red: Color { .red }
    public static var blue: Color { .blue }
    public static var green: Color { .green }
}

/// A blur material (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle {
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let regular = Material()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thick = Material()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thin = Material()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThin = Material()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThick = Material()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let bar = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var regularMaterial: Material { .regular }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var thickMaterial: Material { .thick }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var thinMaterial: Material { .thin }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var ultraThinMaterial: Material { .ultraThin }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// Light or dark [AD]: `enum ColorScheme` (iOS 13).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// Shown, hidden or automatic [AD]: `@frozen enum Visibility` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: CaseIterable, Hashable, Sendable {
    case automatic
    case visible
    case hidden
}

// MARK: - Navigation containers (§7)

/// The path of a `NavigationStack` (not on the sheet).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    public init() {}
}

/// A navigation stack (iOS 16) [AD]: `@MainActor @preconcurrency struct NavigationStack`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    @MainActor @preconcurrency
    public init(@ViewBuilder root: () -> Root) {}
    @MainActor @preconcurrency
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

/// Deprecated: "Use NavigationStack and NavigationSplitView instead" (pages: iOS 13.0–18.4).
@available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack instead")
public struct NavigationView<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Deprecated with `NavigationView`.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack instead"
)
public protocol NavigationViewStyle {}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(macOS, unavailable)
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(macOS, unavailable)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// Navigation bar title modes [AD]: `NavigationBarItem.TitleDisplayMode`.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic
        case inline
        @available(tvOS, unavailable)
        case large
    }
}

/// Toolbar title modes (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
}

// MARK: - Toolbars (§7)

/// Where a toolbar item goes (iOS 14); the table in §7 gives each placement's platforms.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement()
    @available(watchOS, unavailable)
    public static let navigation = ToolbarItemPlacement()
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let secondaryAction = ToolbarItemPlacement()
    @available(iOS 14.0, macOS 11.0, tvOS 18.0, *)
    @available(watchOS, unavailable)
    public static let status = ToolbarItemPlacement()
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()
    @available(iOS 14.0, tvOS 18.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()
    /// `@backDeployed(before: iOS 17.0, tvOS 17.0)`: usable from iOS 14.
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

/// Which bar a bar modifier applies to (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Sendable {
    public static var automatic: ToolbarPlacement { ToolbarPlacement() }
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
    @available(iOS 16.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement() }
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var windowToolbar: ToolbarPlacement { ToolbarPlacement() }
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement { ToolbarPlacement() }
}

/// A toolbar item (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {}
}

// MARK: - Sheets (§6)

/// A sheet height (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent()
    }

    /// What a custom detent's height is computed from.
    @dynamicMemberLookup
    public struct Context {
        public var maxDetentValue: CGFloat { fatalError() }
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
    }
}

/// A detent whose height code computes (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    static func height(in context: Self.Context) -> CGFloat?
}

/// Environment values (not on the sheet; only what a detent context reads).
public struct EnvironmentValues {
    public var colorScheme: ColorScheme { fatalError() }
}

/// Whether the view behind a sheet takes input (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction()
    }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

// MARK: - Modifiers

// Apple overloads `toolbar(content:)` on the builder's type; both keep Apple's spelling.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Not on the sheet.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _ModifiedView(self)
    }
    @_disfavoredOverload
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _ModifiedView(self)
    }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _ModifiedView(self) }

    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { _ModifiedView(self) }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        _ModifiedView(self)
    }

    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationSplitView instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack instead"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack instead"
    )
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        _ModifiedView(self)
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    { _ModifiedView(self) }
    /// Not on the sheet.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _ModifiedView(self)
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> some View
    {
        _ModifiedView(self)
    }
    /// The 2026 page lists "iOS 16.0–27.0": to be deprecated for `toolbarBackgroundVisibility`.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        _ModifiedView(self)
    }
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func toolbarBackgroundVisibility(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    )
        -> some View
    { _ModifiedView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
        -> some View
    { _ModifiedView(self) }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        _ModifiedView(self)
    }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>,
        selection: Binding<PresentationDetent>
    ) -> some View { _ModifiedView(self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        _ModifiedView(self)
    }
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        _ModifiedView(self)
    }
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    )
        -> some View
    { _ModifiedView(self) }
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        _ModifiedView(self)
    }
    /// Not on the sheet: the tint of a view's controls (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { _ModifiedView(self) }
    /// Not on the sheet: `tint(_:)`'s predecessor, to be deprecated.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "tint(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { _ModifiedView(self) }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _ModifiedView(self)
    }
}
