internal import BarkeepCore

/// What the style guide says about the catalog as a whole, gathered in one walk over the entities
/// before the first article is written: names, paths and counts, never a resolved entity, so the page
/// can then be written one article at a time.
struct HTMLPageFacts {
    /// An entity's identity on the page: its kind and name.
    struct Key: Hashable {
        /// The entity's kind.
        let kind: EntityKind
        /// The entity's name.
        let name: String
    }

    /// A theme member as the table of contents lists it.
    struct Member {
        /// The member's kind.
        let kind: EntityKind
        /// The bar kind, for appearances.
        let bar: BarKind?
        /// The member's name.
        let name: String
    }

    /// A theme as the table of contents lists it: its name and members, in the theme's order.
    struct ThemeContents {
        /// The theme's name.
        let name: String
        /// Its members (appearances, layout, sheets, toolbars, scoped appearances).
        let members: [Member]
    }

    /// The theme a navigation appearance is drawn with: its name, its layout's name and geometry.
    struct LayoutTheme {
        /// The theme's name.
        let name: String
        /// The name of the theme's layout preset.
        let layoutName: String
        /// The layout's geometry, which the bar pictures are drawn with.
        let geometry: LayoutGeometry?
    }

    /// How many entities of each kind the page shows.
    private(set) var counts: [EntityKind: Int] = [:]
    /// The themes, by name, with their members.
    private(set) var themes: [ThemeContents] = []
    /// The appearances, layouts, sheets and toolbars no theme has as a member, in page order.
    private(set) var inNoTheme: [Key] = []
    /// Each entity's parent, for the entities that have one.
    private var parents: [Key: String] = [:]
    /// For each palette colour, the fields of the entities shown that name it themselves (not by
    /// inheritance or fallback), in page order.
    private var usesByColor: [String: [FieldSource]] = [:]
    /// For each navigation appearance, the first theme (by name) that has it as its navigation bar and
    /// gives it a layout.
    private var layoutThemes: [String: LayoutTheme] = [:]

    /// The facts of the entities `entities` walks: `entities(kind, body)` calls `body` with each entity
    /// of `kind` in name order, and is called once per kind, in the page's order of kinds.
    init<Failure: Error>(
        entities: (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void
    ) throws(Failure) {
        var inThemes = Set<Key>()
        for kind in Self.pageOrder {
            try entities(kind) { entity in
                counts[kind, default: 0] += 1
                if let parent = entity.parent { parents[Key(kind: kind, name: entity.name)] = parent }
                noteUses(of: entity)
                if kind == .theme {
                    note(theme: entity)
                    for member in themes[themes.count - 1].members {
                        inThemes.insert(Key(kind: member.kind, name: member.name))
                    }
                } else if kind != .palette, !inThemes.contains(Key(kind: kind, name: entity.name)) {
                    inNoTheme.append(Key(kind: kind, name: entity.name))
                }
            }
        }
    }

    /// The kinds in the order the page shows them: themes first, the palette last.
    static let pageOrder: [EntityKind] = [.theme, .appearance, .layout, .sheet, .toolbar, .palette]

    /// The parent of `kind` `name`, when it is shown.
    func parent(_ kind: EntityKind, _ name: String) -> String? {
        parents[Key(kind: kind, name: name)]
    }

    /// The fields that name palette colour `name` themselves, in page order.
    func uses(of name: String) -> [FieldSource] {
        usesByColor[name] ?? []
    }

    /// The theme navigation appearance `name` is drawn with, if any.
    func layoutTheme(ofNavigation name: String) -> LayoutTheme? {
        layoutThemes[name]
    }

    /// Notes the palette colours `entity`'s own fields name.
    private mutating func noteUses(of entity: ResolvedEntity) {
        for field in entity.setFields {
            guard let name = field.value.color?.paletteName, let source = field.provenance.source,
                source.entity == entity.name, source.kind == entity.kind, field.provenance.fallback.isEmpty
            else { continue }
            usesByColor[name, default: []].append(source)
        }
    }

    /// Notes a theme's members for the contents, and its layout for its navigation appearance.
    private mutating func note(theme entity: ResolvedEntity) {
        let members = entity.theme?.members ?? []
        themes.append(
            ThemeContents(
                name: entity.name, members: members.map { Member(kind: $0.kind, bar: $0.bar, name: $0.name) })
        )
        if let theme = entity.theme, let navigation = theme.navigation, let layout = theme.layout,
            layoutThemes[navigation.name] == nil
        {
            layoutThemes[navigation.name] = LayoutTheme(
                name: entity.name, layoutName: layout.name, geometry: layout.layout)
        }
    }
}
