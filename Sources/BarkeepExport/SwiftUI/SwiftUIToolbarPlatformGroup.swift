internal import BarkeepCore

/// Listed platforms that show a toolbar preset the same way: with or without the navigation bar (the
/// container, title and bar modifiers), with the same items (those whose placement exists on the
/// platform) and the same bar modifiers (those the platform has). Each group becomes one `#if os(…)`
/// branch.
struct SwiftUIToolbarPlatformGroup {
    /// The `os(…)` conditions of the group's platforms.
    let conditions: [String]
    /// Whether the platforms show the toolbar in a navigation bar, which needs a container, the title
    /// and the bar modifiers (iOS, iPadOS, tvOS, visionOS).
    let needsContainer: Bool
    /// The items shown.
    let items: [ToolbarItem]
    /// The bar modifiers applied (none where `needsContainer` is false).
    let modifiers: [SwiftUIModifier]
    /// The items left out, with the group's platforms that lack their placement.
    let dropped: [(ToolbarItem, [Platform])]

    /// `NavigationStack`'s iOS (catalogue).
    static let navigationStackIntroduced = APIAvailability.navigationStack.introduced

    /// The `#available` condition under which `NavigationStack` exists on every platform: iOS 16 and
    /// the releases beside it (without tvOS 16, `*` would let tvOS run the branch at any version).
    var navigationStackAvailability: String { SwiftUIAvailability.condition(Self.navigationStackIntroduced) }

    /// The groups of `platforms` for `items` and the bar `modifiers` (each with the platforms that have
    /// it, nil for all): platforms without a container first (as in article 002), then by the order of
    /// ``Platform``. An item shows on a platform whose placement is usable there for an app targeting
    /// iOS `target` (``ToolbarPlacement/isUsable(on:iOSTarget:)``).
    static func groups(
        platforms: [Platform], items: [ToolbarItem], modifiers: [(SwiftUIModifier, Set<Platform>?)],
        target: IOSVersion
    ) -> [SwiftUIToolbarPlatformGroup] {
        var groups: [SwiftUIToolbarPlatformGroup] = []
        let listed = Set(platforms)
        let ordered = Platform.allCases.filter { listed.contains($0) }.sorted {
            !needsContainer($0) && needsContainer($1)
        }
        for platform in ordered {
            let condition = platform.compilationCondition
            let shown = items.filter { $0.placement.isUsable(on: platform, iOSTarget: target) }
            let dropped = items.filter { !$0.placement.isUsable(on: platform, iOSTarget: target) }
            let applied =
                needsContainer(platform)
                ? modifiers.filter { $0.1?.contains(platform) ?? true }.map(\.0) : []
            if let index = groups.firstIndex(where: {
                $0.needsContainer == needsContainer(platform) && $0.items == shown && $0.modifiers == applied
            }) {
                let group = groups[index]
                groups[index] = SwiftUIToolbarPlatformGroup(
                    conditions: group.conditions.contains(condition)
                        ? group.conditions : group.conditions + [condition],
                    needsContainer: group.needsContainer, items: shown, modifiers: applied,
                    dropped: dropped.map { item in
                        (item, (group.dropped.first { $0.0 == item }?.1 ?? []) + [platform])
                    })
            } else {
                groups.append(
                    SwiftUIToolbarPlatformGroup(
                        conditions: [condition], needsContainer: needsContainer(platform), items: shown,
                        modifiers: applied, dropped: dropped.map { ($0, [platform]) }))
            }
        }
        return groups
    }

    /// Whether `platform` shows toolbar items in a navigation bar, only inside a navigation container
    /// (article 002).
    private static func needsContainer(_ platform: Platform) -> Bool {
        switch platform {
        case .iOS, .iPadOS, .tvOS, .visionOS: return true
        case .macOS, .watchOS: return false
        }
    }
}
