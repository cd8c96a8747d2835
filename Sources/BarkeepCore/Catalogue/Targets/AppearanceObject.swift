/// The object inside a bar appearance that a field configures: the appearance itself, a bar-button
/// state (`buttonAppearance.normal`) or a tab item state (`stackedLayoutAppearance.selected`).
package struct AppearanceObject: Hashable, Sendable {
    /// The Swift property names leading from the appearance to the object; empty for the appearance.
    package let propertyPath: [String]

    /// The object reached from the appearance through `propertyPath`, as code spells it.
    package init(propertyPath: [String]) {
        self.propertyPath = propertyPath
    }

    /// The appearance object itself (`UINavigationBarAppearance`, `UITabBarAppearance`…).
    package static let appearance = AppearanceObject(propertyPath: [])

    /// A `UIBarButtonItemStateAppearance`: `state` of the `group` button appearance.
    package static func button(_ group: ButtonGroup, _ state: ButtonState) -> AppearanceObject {
        AppearanceObject(propertyPath: [group.swiftProperty, state.rawValue])
    }

    /// A `UITabBarItemStateAppearance`: `state` of the `layout` item appearance.
    package static func item(_ layout: ItemLayout, _ state: ItemState) -> AppearanceObject {
        AppearanceObject(propertyPath: [layout.swiftProperty, state.rawValue])
    }

    /// `property` reached from the appearance, such as `buttonAppearance.normal.titleTextAttributes`.
    package func swiftPath(to property: String) -> String {
        (propertyPath + [property]).joined(separator: ".")
    }

    /// `property` reached from the appearance in code for `deploymentTarget`: a button group replaced by
    /// then (`doneButtonAppearance` from iOS 26) is reached through its successor.
    package func swiftPath(to property: String, deploymentTarget: IOSVersion) -> String {
        guard let first = propertyPath.first,
            let group = ButtonGroup.allCases.first(where: { $0.swiftProperty == first })
        else { return swiftPath(to: property) }
        return
            ([group.swiftProperty(deploymentTarget: deploymentTarget)] + propertyPath.dropFirst() + [property])
            .joined(separator: ".")
    }
}
