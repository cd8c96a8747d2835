// Declarations of the iOS 17 and 18 API that Barkeep's generated code uses and that the iOS 16.5 SDK
// (the newest one the Apple SDK type check has) does not have. `AppleSDKTypeChecker` compiles this file
// beside the generated code, so that such API, behind the `#available` guards Apple documents for it,
// type-checks; everything up to iOS 16 is checked against the real SDK. Each declaration carries the
// availability Apple's documentation gives it; the bodies are placeholders.
import SwiftUI
import UIKit

@available(iOS 15.0, *)
extension UISheetPresentationController {
    /// `prefersPageSizing` (iOS 17).
    @available(iOS 17.0, *)
    public var prefersPageSizing: Bool {
        get { false }
        set {}
    }
}

@available(iOS 14.0, *)
extension ToolbarItemPlacement {
    /// `topBarLeading`: Apple marks it iOS 14 although it shipped with the iOS 17 SDK.
    @available(iOS 14.0, *)
    public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    /// `topBarTrailing`, like `topBarLeading`.
    @available(iOS 14.0, *)
    public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
}

/// `ToolbarTitleDisplayMode` (iOS 17).
@available(iOS 17.0, *)
public struct ToolbarTitleDisplayMode {
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode() }
}

/// `PresentationSizing` (iOS 18) and the four sizings SwiftUI provides.
@available(iOS 18.0, *)
public protocol PresentationSizing {}
@available(iOS 18.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {}
@available(iOS 18.0, *)
public struct PagePresentationSizing: PresentationSizing {}
@available(iOS 18.0, *)
public struct FormPresentationSizing: PresentationSizing {}
@available(iOS 18.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
@available(iOS 18.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
@available(iOS 18.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}
@available(iOS 18.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

@available(iOS 13.0, *)
extension View {
    /// `toolbarTitleDisplayMode(_:)` (iOS 17).
    @available(iOS 17.0, *)
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
    /// `toolbarBackgroundVisibility(_:for:)` (iOS 18).
    @available(iOS 18.0, *)
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        self
    }
    /// `presentationSizing(_:)` (iOS 18).
    @available(iOS 18.0, *)
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
