/// The lint rules of docs/lint.md, by stable identifier (shown in reports and JSON).
public enum LintRule: String, CaseIterable, Codable, Hashable, Sendable {
    /// Title or large-title contrast against the bar background below WCAG 2.x thresholds.
    case contrast
    /// Title or large-title contrast that cannot be measured: the text or background colour is a palette
    /// colour that names only an asset-catalog colour, whose values Barkeep does not know.
    case contrastUnmeasured = "contrast-unmeasured"
    /// A layout preset re-centres the private `UINavigationBarContentView`.
    case privateContentView = "private-content-view"
    /// Legacy position adjustment with text bar buttons, which do not move.
    case textButtonsDoNotMove = "text-buttons-do-not-move"
    /// `contentViewLayout` with different title and button offsets: the strategy moves both together.
    case contentViewMovesTogether = "content-view-moves-together"
    /// One back-indicator image set without the other: UIKit resets both when either is nil.
    case backIndicatorPair = "back-indicator-pair"
    /// A field set that no UIKit API reads (tab and toolbar `title.*`), with what to set instead.
    case fieldWithoutAPI = "field-without-api"
    /// Offsets (or a short bar) put the 44 pt content outside `barHeight`.
    case contentOutsideBar = "content-outside-bar"
    /// Custom sheet detents with a deployment target below iOS 16.
    case customDetentNeedsIOS16 = "custom-detent-needs-ios16"
    /// A sheet lists the same detent twice.
    case duplicateDetent = "duplicate-detent"
    /// A sheet's `selected` or `largestUndimmed` names a detent the sheet does not have.
    case unknownDetent = "unknown-detent"
    /// A sheet's `largestUndimmed` and `backgroundInteraction` say different things.
    case backgroundInteractionMismatch = "background-interaction-mismatch"
    /// A toolbar item uses a deprecated placement (`navigationBarLeading`/`Trailing`).
    case deprecatedToolbarPlacement = "deprecated-toolbar-placement"
    /// A toolbar item's placement is not shown on one of the preset's platforms.
    case toolbarPlacementPlatform = "toolbar-placement-platform"
    /// A toolbar preset listing tvOS has items but no title, without which tvOS shows no buttons.
    case toolbarTitleMissing = "toolbar-title-missing"
    /// A scroll-edge variant left to UIKit while standard is opaque: transparent at the scroll edge.
    case transparentScrollEdge = "transparent-scroll-edge"
    /// `bar.clipsToBounds=true`: clipping hides the hairline, and the bar background under the status bar
    /// and any layer shadow with it; from iOS 13 the appearance's `shadowColor` hides the hairline alone.
    case clipsToBoundsHidesHairline = "clips-to-bounds-hides-hairline"
    /// A layer shadow (`bar.layer.shadowOpacity` above 0) on a bar that clips to its bounds: never drawn.
    case layerShadowClipped = "layer-shadow-clipped"
    /// A reference to an entity that does not exist.
    case danglingReference = "dangling-reference"
    /// Parents or palette references that loop.
    case referenceCycle = "reference-cycle"
    /// A parent or theme member that is an appearance of another bar kind.
    case wrongBarKind = "wrong-bar-kind"
    /// A palette colour nothing uses.
    case unusedColor = "unused-color"
    /// A deployment target below what current Xcode builds (iOS 12.0).
    case deploymentTargetTooOld = "deployment-target-too-old"
    /// A `legacy.<key>` value equal to the standard value it stands in for below iOS 13.
    case legacyValueRepeatsStandard = "legacy-value-repeats-standard"
    /// A `legacy.<key>` value of an appearance exported only for iOS 13 and later, which never reads it.
    case legacyValueUnread = "legacy-value-unread"
}
