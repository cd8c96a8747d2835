import BarkeepCore
import Testing

/// Every catalogue row carries what a code generator needs as data: a typed UIKit or SwiftUI target, a
/// group for rows that make one Swift value together, and choice domains with Swift spellings.
@Suite struct CatalogueTargetTests {
    /// Every catalogue of every kind and bar.
    static let catalogues: [(String, FieldCatalogue)] =
        BarKind.allCases.map { ("\($0.rawValue) appearance", FieldCatalogue.of(.appearance, bar: $0)) }
        + [
            (.palette, "palette"), (.layout, "layout"), (.sheet, "sheet"), (.toolbar, "toolbar"),
            (.theme, "theme"),
        ]
        .map { kind, name in (name, FieldCatalogue.of(kind)) }

    @Test func everyRowHasATypedTarget() {
        // The justified exceptions: a theme's fields name its members and deployment target, which
        // decide what the exporters emit rather than mapping to an API of their own.
        let exceptions = Set(FieldCatalogue.of(.theme).specs.map(\.path))
        for (name, catalogue) in Self.catalogues {
            for spec in catalogue.specs where spec.uikitTarget == nil && spec.swiftUITarget == nil {
                #expect(
                    name == "theme" && exceptions.contains(spec.path),
                    "\(name) row \(spec.path) has neither a UIKit nor a SwiftUI target")
            }
        }
    }

    /// The design-tokens export finds a field's text-attribute set by dropping the attribute's
    /// ``TextAttribute/pathKey`` from its path: every row must end with it, and the rows of one set in
    /// one variant must leave one prefix (a shadow's offset is three segments below it). A badge's
    /// text colour, the one member of its set, is `badge.textColor`.
    @Test func aTextAttributesPathIsItsSetsPrefixThenItsKey() {
        var prefixes: [String: Set<String>] = [:]
        for (name, catalogue) in Self.catalogues {
            for spec in catalogue.specs {
                guard case .textAttribute(let set, let attribute)? = spec.uikitTarget,
                    set.property != "badgeTextAttributes"
                else { continue }
                #expect(spec.path.hasSuffix("." + attribute.pathKey), "\(name) row \(spec.path)")
                let variant = spec.path.prefix { $0 != "." }
                prefixes["\(name) \(variant) \(set)", default: []].insert(
                    String(spec.path.dropLast(attribute.pathKey.count + 1)))
            }
        }
        #expect(prefixes.count > 10)
        for (set, found) in prefixes {
            #expect(found.count == 1, "\(set): \(found.sorted())")
        }
    }

    @Test func theRowsOfOneFontShareAGroup() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        let paths = ["color", "font", "size", "weight", "textStyle", "kern"].map {
            "standard.button.normal.\($0)"
        }
        let groups = Set(try paths.map { try #require(navigation.spec($0)?.group) })
        #expect(groups.count == 1)
        let set = TextAttributeSet(.button(.button, .normal), "titleTextAttributes")
        #expect(groups.first == .textAttributes(set))
        #expect(navigation.spec("standard.title.size")?.group != groups.first)
        #expect(
            navigation.spec("standard.title.weight")?.uikitTarget
                == .textAttribute(TextAttributeSet(.appearance, "titleTextAttributes"), .font(.weight)))
    }

    @Test func tabItemRowsTargetTheirLayoutAndState() {
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        #expect(
            tab.spec("scrollEdge.item.inline.selected.iconColor")?.uikitTarget
                == .property(.item(.inline, .selected), "iconColor"))
        #expect(
            tab.spec("scrollEdge.item.inline.selected.iconColor")?.uikit
                == "scrollEdgeAppearance.inlineLayoutAppearance.selected.iconColor")
        #expect(
            tab.spec("standard.item.stacked.normal.badge.offset.vertical")?.group
                == .offset(OffsetProperty(.item(.stacked, .normal), "badgePositionAdjustment")))
    }

    @Test func choiceDomainsCarryTheirSwiftSpelling() throws {
        let navigation = FieldCatalogue.of(.appearance, bar: .navigation)
        guard case .choice(let weights) = try #require(navigation.spec("standard.title.weight")).type else {
            Issue.record("weight is not a choice")
            return
        }
        #expect(weights.isDomain(FontWeight.self))
        #expect(weights.swiftSpelling(of: "semibold") == ".semibold")
        #expect(weights.swiftType == "UIFont.Weight")
        guard case .choice(let blurs) = try #require(navigation.spec("standard.backgroundEffect")).type else {
            Issue.record("backgroundEffect is not a choice")
            return
        }
        #expect(blurs.swiftSpelling(of: "none") == "nil")
        #expect(blurs.swiftSpelling(of: "systemMaterialDark") == "UIBlurEffect(style: .systemMaterialDark)")
        #expect(BackgroundPreset.opaque.swiftSpelling == "configureWithOpaqueBackground()")
    }

    @Test func versionsCompareAndTheSwiftUIHalfHasItsOwn() throws {
        // Parsed from run-time text (a literal would go through ExpressibleByStringLiteral).
        func parse(_ text: String) -> IOSVersion? { IOSVersion(text) }
        #expect(try #require(parse("16.4")) > #require(parse("16.0")))
        #expect(try #require(parse("9.3")) < .iOS13)
        #expect(parse("16.4.1")?.description == "16.4.1")
        #expect(parse("16.") == nil)
        #expect(parse("1x.0") == nil)
        let sheet = FieldCatalogue.of(.sheet)
        #expect(sheet.spec("cornerRadius")?.introduced == .iOS15)
        #expect(sheet.spec("cornerRadius")?.swiftUITarget?.introduced == .iOS16point4)
    }
}
