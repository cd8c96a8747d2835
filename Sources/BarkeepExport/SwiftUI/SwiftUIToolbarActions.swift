internal import BarkeepCore

/// The action closures of a toolbar preset's items: one per item, named `on` + the label in upper camel
/// case (`Cancel` → `onCancel`), ASCII letters and digits only; a label with none becomes `onItem1`…,
/// and a repeated name gets the item's position appended, so every item has its own closure.
struct SwiftUIToolbarActions {
    /// The closure names, in item order.
    let names: [String]

    /// Names the actions of `items`.
    init(items: [ToolbarItem]) {
        var names: [String] = []
        for (index, item) in items.enumerated() {
            var name = "on" + Self.upperCamelCase(item.label)
            if name == "on" { name = "onItem\(index + 1)" }
            if names.contains(name) { name += "\(index + 1)" }
            names.append(name)
        }
        self.names = names
    }

    /// `onCancel: @escaping @MainActor () -> Void, onAdd: …`, for the initializer and the extension.
    var parameters: String {
        names.map { "\($0): @escaping @MainActor () -> Void" }.joined(separator: ", ")
    }

    /// Writes `prefix(parameters)suffix {`, the body and `}`, breaking the parameters onto their own
    /// lines (one per line when they do not fit on one) the way `swift format` lays out a long signature.
    func writeSignature(
        _ prefix: String, suffix: String, into writer: inout SwiftSourceWriter,
        _ body: (inout SwiftSourceWriter) -> Void
    ) {
        let single = prefix + "(" + parameters + ")" + suffix
        guard writer.indentation + single.count + 2 > SwiftLineBreaker.lineLength else {
            writer.block(single, body)
            return
        }
        writer.line(prefix + "(")
        writer.indent { writer in
            if writer.indentation + parameters.count <= SwiftLineBreaker.lineLength {
                writer.line(parameters)
            } else {
                let list = names.map { "\($0): @escaping @MainActor () -> Void" }
                for (index, parameter) in list.enumerated() {
                    writer.line(parameter + (index == list.count - 1 ? "" : ","))
                }
            }
        }
        writer.block(")" + suffix, body)
    }

    /// `new item` → `NewItem`: ASCII letters and digits, each run capitalised; other characters split.
    private static func upperCamelCase(_ text: String) -> String {
        var result = ""
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
                word = ""
            }
        }
        return result + word.prefix(1).uppercased() + word.dropFirst()
    }
}
