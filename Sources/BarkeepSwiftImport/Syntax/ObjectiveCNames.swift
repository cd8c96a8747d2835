/// How Swift sees Objective-C names, as far as the recogniser needs it: the Clang importer's rules
/// for class factory methods (`[UIColor colorWithRed:…]` is `UIColor(red:…)`), `alloc`/`init` and
/// `new`, setters (`setBarTintColor:` is `barTintColor =`), selectors split at their first preposition
/// (`systemFontOfSize:weight:` is `systemFont(ofSize:weight:)`), needless type words pruned
/// (`forBarMetrics:` is `for:`), class colour getters (`[UIColor clearColor]` is `UIColor.clear`),
/// Boolean getters (`translucent` is `isTranslucent`) and enumeration constants
/// (`UIBarMetricsDefault` is `.default`, `NSForegroundColorAttributeName` is `.foregroundColor`).
/// The Objective-C front end builds Swift's shapes with these, so one recogniser reads both languages.
enum ObjectiveCNames {
    /// The prepositions a selector's first piece is split at into a base name and a first label.
    static let prepositions = ["With", "For", "Of", "In", "At", "By", "To", "From", "On", "When"]

    /// Type words Swift prunes from the end of a label that starts with a preposition.
    static let prunedTypeWords = ["BarMetrics", "BarPosition", "State", "Classes", "Font", "Rect", "Point"]

    /// Selectors Swift renames outright (`NS_SWIFT_NAME`), by class and selector.
    static let renamed: [String: (base: String, labels: [String?])] = [
        "UIImage.systemImageNamed:": ("init", ["systemName"]),
        "appearanceWhenContainedInInstancesOfClasses:": ("appearance", ["whenContainedInInstancesOf"]),
        "imageWithActions:": ("image", ["actions"]),
    ]

    /// Objective-C property names Swift spells otherwise (Boolean getters, `CGColor`).
    static let properties = [
        "translucent": "isTranslucent", "hidden": "isHidden", "enabled": "isEnabled", "opaque": "isOpaque",
        "CGColor": "cgColor", "CGPath": "cgPath",
    ]

    /// UIKit properties code reads through a message without arguments (`[self navigationBar]`).
    static let gettersReadAsProperties: Set<String> = [
        "navigationBar", "tabBar", "toolbar", "navigationItem", "navigationController", "tabBarController",
        "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
        "buttonAppearance", "doneButtonAppearance", "backButtonAppearance", "stackedLayoutAppearance",
        "inlineLayoutAppearance", "compactInlineLayoutAppearance", "normal", "selected", "highlighted",
        "disabled", "focused", "layer", "view", "titleTextAttributes", "largeTitleTextAttributes",
        "sheetPresentationController", "CGColor",
    ]

    /// Enumeration type prefixes whose constants become implicit members (`UIBarMetricsDefault`).
    static let enumerationPrefixes = [
        "UIBarMetrics", "UIFontWeight", "UIBarStyle", "UIBarPosition", "UIToolbarPosition", "UIControlState",
        "UIImageRenderingMode", "UIBlurEffectStyle", "UIFontTextStyle", "UIUserInterfaceStyle",
        "UINavigationItemLargeTitleDisplayMode", "UITabBarItemPositioning", "UIViewContentMode",
        "UIBarButtonItemStyle", "UIRectEdge", "UINavigationItemBackButtonDisplayMode", "NSTextAlignment",
        "NSLineBreak", "NSUnderlineStyle",
    ]

    /// C functions that build a value, as the Swift initializer and its labels.
    static let constructors: [String: (type: String, labels: [String])] = [
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "UIOffsetMake": ("UIOffset", ["horizontal", "vertical"]),
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
    ]

    /// The Swift spelling of property `name`.
    static func property(_ name: String) -> String { properties[name] ?? name }

    /// A constant as Swift sees it: an implicit member, a Boolean or `nil`; `nil` for other names.
    static func constant(_ name: String, line: Int) -> SourceExpression? {
        switch name {
        case "YES", "true": return .boolean(true, line: line)
        case "NO", "false": return .boolean(false, line: line)
        case "nil", "Nil", "NULL": return .null(line: line)
        default: break
        }
        if name.hasPrefix("NS"), name.hasSuffix("AttributeName"), name.count > 15 {
            return .implicitMember(lowercasedFirst(name.dropFirst(2).dropLast(13)), line: line)
        }
        for prefix in enumerationPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            return .implicitMember(lowercasedFirst(name.dropFirst(prefix.count)), line: line)
        }
        return nil
    }

    /// The last capitalised word of a class name, lowercased: `color` for `UIColor`, what its factory
    /// methods start with.
    static func typeWord(_ className: String) -> String {
        let start = className.lastIndex { $0.isUppercase } ?? className.startIndex
        return className[start...].lowercased()
    }

    /// The message `[receiver pieces…]` as Swift's expression: a call, an initializer, a property read,
    /// or for a setter `receiver.property = value` as a `=` binary expression.
    static func message(
        _ receiver: SourceExpression, _ pieces: [(name: String, value: SourceExpression)], selector: String,
        extra: [SourceExpression], line: Int
    ) -> SourceExpression {
        let className: String? = {
            if case .name(let name, _) = receiver, name.first?.isUppercase == true { return name }
            return nil
        }()
        guard let first = pieces.first else {
            return nullaryMessage(receiver, selector, className: className, line: line)
        }
        if case .call(.member(.name(let allocated, _), "alloc", _), let allocArguments, _) = receiver,
            allocArguments.isEmpty, first.name.hasPrefix("init")
        {
            return .call(
                .name(allocated, line: line), arguments(initLabels(pieces), pieces, extra), line: line)
        }
        if let className {
            if let rename = renamed["\(className).\(selector)"] ?? renamed[selector] {
                let callee: SourceExpression =
                    rename.base == "init"
                    ? .name(className, line: line) : .member(receiver, rename.base, line: line)
                return .call(callee, arguments(rename.labels, pieces, extra), line: line)
            }
            let word = typeWord(className)
            if first.name.hasPrefix(word), first.name.count > word.count {
                var rest = String(first.name.dropFirst(word.count))
                if rest.hasPrefix("With") { rest.removeFirst(4) }
                if rest.first?.isUppercase == true {
                    let labels = [lowercasedFirst(rest[...])] + pieces.dropFirst().map { pruned($0.name) }
                    return .call(.name(className, line: line), arguments(labels, pieces, extra), line: line)
                }
            }
        }
        if pieces.count == 1, extra.isEmpty, first.name.hasPrefix("set"), first.name.count > 3,
            first.name.dropFirst(3).first?.isUppercase == true
        {
            let name = property(lowercasedFirst(first.name.dropFirst(3)))
            return .binary("=", .member(receiver, name, line: line), first.value, line: line)
        }
        if className == nil, let rename = renamed[selector], rename.base != "init" {
            // An instance method Swift renames (`imageWithActions:` is `image(actions:)`).
            return .call(
                .member(receiver, rename.base, line: line), arguments(rename.labels, pieces, extra),
                line: line)
        }
        let (base, label) = split(first.name, receiverIsClass: className != nil)
        let labels = [label] + pieces.dropFirst().map { $0.name.isEmpty ? nil : pruned($0.name) }
        return .call(.member(receiver, base, line: line), arguments(labels, pieces, extra), line: line)
    }

    /// `[receiver selector]`: `new`, `class`, a class colour getter or a UIKit property, else a call.
    static func nullaryMessage(
        _ receiver: SourceExpression, _ selector: String, className: String?, line: Int
    ) -> SourceExpression {
        if let className, selector == "new" { return .call(.name(className, line: line), [], line: line) }
        if selector == "init",
            case .call(.member(.name(let allocated, _), "alloc", _), let arguments, _) = receiver,
            arguments.isEmpty
        {
            return .call(.name(allocated, line: line), [], line: line)
        }
        if selector == "class" { return .member(receiver, "self", line: line) }
        if let getter = classColorGetter(selector, className: className) {
            return .member(receiver, getter, line: line)
        }
        if gettersReadAsProperties.contains(selector) {
            return .member(receiver, property(selector), line: line)
        }
        return .call(.member(receiver, selector, line: line), [], line: line)
    }

    /// `clear` for `clearColor` sent to `UIColor`: Swift's class property; `nil` otherwise.
    static func classColorGetter(_ selector: String, className: String?) -> String? {
        guard className == "UIColor", selector.hasSuffix("Color"), selector.count > 5 else { return nil }
        return String(selector.dropLast(5))
    }

    /// An `init…` selector's labels: `initWithBarAppearance:` gives `barAppearance`.
    static func initLabels(_ pieces: [(name: String, value: SourceExpression)]) -> [String?] {
        var first = String(pieces[0].name.dropFirst(4))
        if first.hasPrefix("With") { first.removeFirst(4) }
        return [first.isEmpty ? nil : lowercasedFirst(first[...])]
            + pieces.dropFirst().map { pruned($0.name) }
    }

    /// A first selector piece split at its first preposition: `systemFontOfSize` gives `systemFont` and
    /// `ofSize`; an instance method named after its type (`colorWithAlphaComponent`) gives
    /// `withAlphaComponent` and no label, as Swift prunes the type word.
    static func split(_ piece: String, receiverIsClass: Bool) -> (base: String, label: String?) {
        let found = prepositions.compactMap { preposition -> Range<String.Index>? in
            guard let range = piece.firstRange(of: preposition), range.lowerBound > piece.startIndex,
                range.upperBound < piece.endIndex, piece[range.upperBound].isUppercase
            else { return nil }
            return range
        }.min { $0.lowerBound < $1.lowerBound }
        if let range = found {
            let base = String(piece[..<range.lowerBound])
            let label = pruned(lowercasedFirst(piece[range.lowerBound...]))
            if !receiverIsClass, ["color", "image", "font"].contains(base) { return (label, nil) }
            return (base, label)
        }
        return (piece, nil)
    }

    /// `label` without a type word Swift prunes: `forBarMetrics` gives `for`.
    static func pruned(_ label: String) -> String {
        for word in prunedTypeWords where label.hasSuffix(word) && label.count > word.count {
            let rest = String(label.dropLast(word.count))
            if prepositions.contains(where: { $0.lowercased() == rest || rest.hasSuffix($0) }) { return rest }
        }
        return label
    }

    /// Arguments labelled in order; arguments past the selector (a variadic list) are unlabelled.
    static func arguments(
        _ labels: [String?], _ pieces: [(name: String, value: SourceExpression)], _ extra: [SourceExpression]
    ) -> [SourceArgument] {
        pieces.enumerated().map {
            SourceArgument(label: $0.offset < labels.count ? labels[$0.offset] : nil, value: $0.element.value)
        }
            + extra.map { SourceArgument(label: nil, value: $0) }
    }

    /// `text` with its first letter lowercased (and a leading acronym: `CGColor` gives `cgColor`).
    static func lowercasedFirst(_ text: Substring) -> String {
        let upper = text.prefix { $0.isUppercase }
        guard upper.count > 1, upper.count < text.count else {
            return text.prefix(1).lowercased() + text.dropFirst()
        }
        return upper.dropLast().lowercased() + text.dropFirst(upper.count - 1)
    }
}
