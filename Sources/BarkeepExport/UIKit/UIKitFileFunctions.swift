internal import BarkeepCore

/// The file-level functions a UIKit file ends with, decided by what its appearances set: the
/// one-colour image function, the image-options function, the text-shadow function and the
/// paragraph-style function, in that order. Appearances are noted one at a time, so a file written entity
/// by entity keeps only four flags.
struct UIKitFileFunctions {
    /// Whether some appearance sets an image drawn from a colour.
    private var drawsColor = false
    /// Whether some appearance sets an image with options that change it (opacity, rendering mode, insets).
    private var changesImage = false
    /// Whether some appearance sets a text shadow component.
    private var setsShadow = false
    /// Whether some appearance sets a paragraph-style component.
    private var setsParagraphStyle = false

    /// Takes note of what `appearance` sets.
    mutating func note(_ appearance: ResolvedEntity) {
        for field in appearance.setFields {
            if case .value(.image(let image)) = field.value {
                if image.drawsColor { drawsColor = true }
                if case .configured(_, let options) = image, options.changesImage { changesImage = true }
            }
            guard !field.value.isUIKitDefault else { continue }
            // A legacy value is written as its standard row is.
            var target = field.spec.uikitTarget
            if case .legacyValue(let standard, _)? = target { target = standard }
            switch target {
            case .textAttribute(_, .shadow)?: setsShadow = true
            case .textAttribute(_, .paragraph)?: setsParagraphStyle = true
            default: break
            }
        }
    }

    /// The functions the appearances noted need, each as its lines.
    var functions: [[String]] {
        var functions: [[String]] = []
        if drawsColor { functions.append(UIKitExpressions.colorImageFunction) }
        if changesImage { functions.append(UIKitExpressions.imageOptionsFunction) }
        if setsShadow { functions.append(TextAttributeEntries.shadowFunction) }
        if setsParagraphStyle { functions.append(TextAttributeEntries.paragraphStyleFunction) }
        return functions
    }
}
