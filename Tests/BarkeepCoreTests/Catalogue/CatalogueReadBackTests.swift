import BarkeepCore
import Testing

/// The catalogue read from the API side, as the Swift import and lint read it: every row is found
/// again from its UIKit or SwiftUI target, the named field types list exactly the rows of their kind,
/// number rows carry a unit, and versions read as prose names them.
@Suite struct CatalogueReadBackTests {
    @Test func everyRowIsFoundFromItsTargets() {
        for (name, catalogue) in CatalogueTargetTests.catalogues {
            for spec in catalogue.specs {
                var found: [(target: String, row: FieldSpec?)] = []
                if let target = spec.uikitTarget {
                    found.append(("\(target)", catalogue.spec(for: target, in: spec.variant)))
                }
                if let target = spec.swiftUITarget {
                    found.append(("\(target)", catalogue.spec(for: target, in: spec.variant)))
                }
                // `backgroundInteraction` writes `largestUndimmed`'s APIs too, where that is unset: an
                // API names the row declared first, which holds its own value.
                let expected =
                    spec.path == SheetField.backgroundInteraction.path
                    ? SheetField.largestUndimmed.path : spec.path
                for (target, row) in found {
                    #expect(row?.path == expected, "\(name): \(target) finds \(row?.path ?? "nothing")")
                }
            }
        }
    }

    @Test func aLayoutParameterFindsItsRow() {
        for parameter in LayoutParameter.allCases {
            #expect(FieldCatalogue.of(.layout).spec(for: parameter)?.path == parameter.path)
            #expect(FieldCatalogue.of(.sheet).spec(for: parameter) == nil)
        }
        #expect(FieldCatalogue.of(.layout).specs.count == LayoutParameter.allCases.count)
    }

    @Test func theNamedFieldsAreExactlyTheRowsOfTheirKind() {
        let named: [(EntityKind, [String])] = [
            (.sheet, SheetField.allCases.map(\.path)), (.toolbar, ToolbarField.allCases.map(\.path)),
            (.palette, PaletteField.allCases.map(\.path)), (.theme, ThemeField.allCases.map(\.rawValue)),
        ]
        for (kind, paths) in named {
            #expect(Set(FieldCatalogue.of(kind).specs.map(\.path)) == Set(paths), "\(kind)")
        }
        for appearance in ColorAppearance.allCases {
            #expect(
                FieldCatalogue.of(.palette).spec(for: .colorAppearance(appearance))?.path
                    == PaletteField(appearance).path)
        }
    }

    @Test func everyNumberIsInPointsButTheLayerShadowOpacity() {
        for (name, catalogue) in CatalogueTargetTests.catalogues {
            for spec in catalogue.specs {
                if case .number = spec.type {
                    let unit: NumberUnit = spec.uikitTarget == .barView(.shadowOpacity) ? .fraction : .points
                    #expect(spec.type.unit == unit, "\(name) row \(spec.path)")
                } else {
                    #expect(spec.type.unit == nil, "\(name) row \(spec.path)")
                }
            }
        }
    }

    @Test func anItemRowHasAShorthandForEveryLayout() throws {
        let tab = FieldCatalogue.of(.appearance, bar: .tab)
        let spec = try #require(tab.spec("standard.item.inline.selected.title.color"))
        let shorthand = try #require(FieldCatalogue.itemShorthand(of: spec))
        #expect(shorthand == "standard.item.selected.title.color")
        #expect(
            Set(try tab.lookup(shorthand).map(\.path))
                == Set(
                    ItemLayout.allCases.map {
                        "standard.item.\($0.rawValue).selected.title.color"
                    }))
        #expect(FieldCatalogue.itemShorthand(of: try #require(tab.spec("standard.backgroundColor"))) == nil)
    }

    @Test func versionsAreNamedAsProseNamesThem() {
        #expect(IOSVersion.iOS16.name == "iOS 16")
        #expect(IOSVersion.iOS16point4.name == "iOS 16.4")
        #expect(IOSVersion(16, 4, 1).name == "iOS 16.4.1")
        #expect(APIAvailability.customSheetDetents.introduced.name == "iOS 16")
    }
}
