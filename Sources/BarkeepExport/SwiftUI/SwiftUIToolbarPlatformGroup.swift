internal import BarkeepCore

/// Listed platforms that show a toolbar preset the same way: with or without a navigation container,
/// and with the same items (those whose placement exists on the platform). Each group becomes one
/// `#if os(…)` branch.
struct SwiftUIToolbarPlatformGroup {
    /// The `os(…)` conditions of the group's platforms.
    let conditions: [String]
    /// Whether the platforms need a navigation container to show the items (iOS, iPadOS, tvOS).
    let needsContainer: Bool
    /// The items shown.
    let items: [ToolbarItem]
    /// The items left out, with the group's platforms that lack their placement.
    let dropped: [(ToolbarItem, [Platform])]

    /// `NavigationStack` needs iOS 16.
    static let navigationStackIntroduced = IOSVersion.iOS16

    /// The groups of `platforms` for `items`: platforms without a container first (as in article 002),
    /// then by the order of ``Platform``.
    static func groups(platforms: [Platform], items: [ToolbarItem]) -> [SwiftUIToolbarPlatformGroup] {
        var groups: [SwiftUIToolbarPlatformGroup] = []
        let listed = Set(platforms)
        let ordered = Platform.allCases.filter { listed.contains($0) }.sorted {
            !needsContainer($0) && needsContainer($1)
        }
        for platform in ordered {
            let condition = "os(\(platform == .iPadOS ? "iOS" : platform.rawValue))"
            let shown = items.filter { $0.placement.platforms.contains(platform) }
            let dropped = items.filter { !$0.placement.platforms.contains(platform) }
            if let index = groups.firstIndex(where: {
                $0.needsContainer == needsContainer(platform) && $0.items == shown
            }) {
                let group = groups[index]
                groups[index] = SwiftUIToolbarPlatformGroup(
                    conditions: group.conditions.contains(condition)
                        ? group.conditions : group.conditions + [condition],
                    needsContainer: group.needsContainer, items: shown,
                    dropped: dropped.map { item in
                        (item, (group.dropped.first { $0.0 == item }?.1 ?? []) + [platform])
                    })
            } else {
                groups.append(
                    SwiftUIToolbarPlatformGroup(
                        conditions: [condition], needsContainer: needsContainer(platform), items: shown,
                        dropped: dropped.map { ($0, [platform]) }))
            }
        }
        return groups
    }

    /// Whether `platform` shows toolbar items only inside a navigation container (article 002).
    private static func needsContainer(_ platform: Platform) -> Bool {
        switch platform {
        case .iOS, .iPadOS, .tvOS: return true
        case .macOS, .watchOS: return false
        }
    }
}
