import Testing

@testable import BarkeepCore

/// The numbered variant keys resolution looks fields up by (`VariantFieldKeys`) agree with the
/// catalogue's paths for every appearance row of every bar kind.
@Suite struct VariantFieldKeysTests {
    @Test(arguments: BarKind.allCases)
    func everyVariantRowIsFoundByItsVariantAndKeyNumber(bar: BarKind) {
        let catalogue = FieldCatalogue.of(.appearance, bar: bar)
        let keys = catalogue.variantKeys
        var keyed = 0
        for (position, spec) in catalogue.specs.enumerated() {
            guard let variant = spec.variant, spec.type != .wholeVariant else {
                #expect(keys.key(atPosition: position) == nil, "\(spec.path)")
                continue
            }
            guard let number = keys.key(atPosition: position) else {
                Issue.record("\(spec.path) has no key number")
                continue
            }
            keyed += 1
            #expect(keys.keys[number] == spec.key)
            #expect(keys.position(variant, key: number) == position)
            #expect(catalogue.position("\(variant.rawValue).\(keys.keys[number])") == position)
        }
        #expect(keyed > 0)
        // Numbered in byte order, so one variant's rows made key by key come out in path order.
        #expect(keys.keys == keys.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    @Test(arguments: BarKind.allCases)
    func backButtonKeysAndBackgroundResetsFollowTheirRules(bar: BarKind) {
        let keys = FieldCatalogue.of(.appearance, bar: bar).variantKeys
        for (number, key) in keys.keys.enumerated() {
            let back = Int(keys.backButtonKeyByKey[number])
            if key.hasPrefix("button."), bar == .navigation {
                #expect(
                    back >= 0 && keys.keys[back] == "backButton." + key.dropFirst("button.".count), "\(key)")
            } else {
                #expect(back == -1, "\(key)")
            }
            #expect(keys.isResetByBackgroundPreset[number] == BackgroundPreset.resetFields.contains(key))
        }
        #expect(keys.backgroundPresetKey.map { keys.keys[$0] } == BackgroundPreset.fieldKey)
    }

    @Test func catalogsWithoutVariantsHaveNoKeys() {
        for kind in EntityKind.allCases where kind != .appearance {
            let catalogue = FieldCatalogue.of(kind)
            #expect(catalogue.variantKeys.keys.isEmpty)
            for position in catalogue.specs.indices {
                #expect(catalogue.variantKeys.key(atPosition: position) == nil)
            }
        }
    }
}
