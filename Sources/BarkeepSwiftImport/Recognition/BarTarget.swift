internal import BarkeepCore

/// Where appearances are applied: a bar class's appearance proxy (maybe scoped to containers), one bar
/// instance, or a navigation item.
struct BarTarget: Hashable {
    /// How the target is reached.
    enum Reach: Hashable {
        /// `UINavigationBar.appearance()` or `appearance(whenContainedInInstancesOf:)`.
        case proxy(containers: [String])
        /// A bar instance, by the code that reached it.
        case instance(String)
        /// A navigation item, by the code that reached it.
        case item(String)
        /// `UIBarButtonItem.appearance()`: its title attributes go to the navigation proxy's buttons.
        case barButtonProxy
        /// `UITabBarItem.appearance()`: its title attributes go to the tab proxy's items.
        case tabItemProxy
        /// The appearance proxy of a view Barkeep does not model (`UISearchBar.appearance()`, bar button
        /// items inside a search bar), by the code that reached it: what it sets is reported, not imported.
        case unmodelled(String)
        /// A navigation bar whose height and offsets matter (layout facts), by the code that reached it.
        case layoutBar(String)
    }

    /// The bar kind.
    let bar: BarKind
    /// How it is reached.
    let reach: Reach
}
