extension Resolver {
    /// Resolution rule 8, followed dictionaries: in a variant whose copy field is true
    /// (`largeTitle.followsTitle`), a field of the copy (`largeTitle.color`) still unset after the other
    /// rules takes the value of the same field of the copied dictionary (`title.color`), with a
    /// provenance that says so. UIKit does this itself when the code copies the dictionary
    /// (`largeTitleTextAttributes = titleTextAttributes`), which is what the UIKit export writes.
    static func addFollowedFields(to stored: inout DecidedFields, catalogue: FieldCatalogue) {
        let keys = catalogue.variantKeys
        guard !keys.copies.isEmpty else { return }
        var taken: Set<Int>?
        for (copyKey, intoKeyByKey) in keys.copies {
            for variant in Variant.allCases {
                // The fields are not in position order yet (rule 7 appends), so found by scanning.
                guard let copyPosition = keys.position(variant, key: copyKey),
                    let copyIndex = stored.positions.firstIndex(of: copyPosition),
                    stored.fields[copyIndex].value == .value(.bool(true))
                else { continue }
                for index in stored.positions.indices {
                    let field = stored.fields[index]
                    guard field.spec.variant == variant, field.isSet,
                        let key = keys.key(atPosition: stored.positions[index]),
                        case let intoKey = Int(intoKeyByKey[key]), intoKey >= 0,
                        let intoPosition = keys.position(variant, key: intoKey)
                    else { continue }
                    if taken == nil { taken = Set(stored.positions) }
                    guard taken?.insert(intoPosition).inserted == true else { continue }
                    stored.append(
                        ResolvedField(
                            spec: catalogue.specs[intoPosition], value: field.value,
                            provenance: field.provenance.following(field.spec.path)),
                        at: intoPosition)
                }
            }
        }
    }
}
