internal import BarkeepCore

/// Builds HTML and inline SVG text: tag and attribute names come from Barkeep's code; every attribute
/// value and every text node goes through ``HTMLEscaper``, so user text cannot become markup.
struct HTMLWriter {
    /// An attribute: its name (from code) and its value (escaped), or nil to leave it out.
    typealias Attribute = (name: String, value: String?)

    /// The markup written so far.
    private(set) var markup = ""
    /// The tags, attributes and texts written since the last ``take()``: the steps of work a page costs,
    /// which ``take()`` counts into the current `WorkCounter` (for the tests that double a catalog).
    private var steps = 0

    /// Opens `tag` with `attributes`.
    mutating func open(_ tag: String, _ attributes: [Attribute] = []) {
        markup += "<" + tag + Self.attributeText(attributes) + ">"
        steps += 1 + attributes.count
    }

    /// Closes `tag`.
    mutating func close(_ tag: String) {
        markup += "</" + tag + ">"
        steps += 1
    }

    /// An element without content, self-closed (`<meta …/>`, `<rect …/>`), which HTML and XML both read.
    mutating func empty(_ tag: String, _ attributes: [Attribute] = []) {
        markup += "<" + tag + Self.attributeText(attributes) + "/>"
        steps += 1 + attributes.count
    }

    /// `<tag …>text</tag>`, the text escaped.
    mutating func element(_ tag: String, _ attributes: [Attribute] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Text content, escaped.
    mutating func text(_ text: String) {
        markup += HTMLEscaper.escape(text)
        steps += 1
    }

    /// A line break in the source (not in the rendered page), to keep the file readable and diffable.
    mutating func newline() {
        markup += "\n"
        steps += 1
    }

    /// Markup another writer made (already escaped).
    mutating func append(_ other: HTMLWriter) {
        markup += other.markup
        steps += other.steps
    }

    /// The markup written so far, which the writer then forgets: a piece of a page written in pieces.
    mutating func take() -> String {
        WorkCounter.current?.count(steps)
        steps = 0
        defer { markup = "" }
        return markup
    }

    /// Markup that is part of Barkeep itself (the style sheet, the document type): never user text.
    mutating func appendTrusted(_ constant: StaticString) {
        markup += constant.description
        steps += 1
    }

    /// ` name="value"` for each attribute with a value.
    private static func attributeText(_ attributes: [Attribute]) -> String {
        var text = ""
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            text += " " + attribute.name + "=\"" + HTMLEscaper.escape(value) + "\""
        }
        return text
    }

    /// A number for SVG coordinates and CSS lengths: rounded to hundredths, in its shortest form.
    static func number(_ value: Double) -> String {
        NumberFormatting.canonical((value * 100).rounded() / 100)
    }

    /// The CSS colour of `color`: `#rrggbb`, or `rgba(r, g, b, a)` when it is translucent.
    static func css(_ color: RGBA) -> String {
        guard !color.isOpaque else { return color.withAlpha(1).hexString.lowercased() }
        func channel(_ value: Double) -> String { String(Int((value * 255).rounded())) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), "
            + number(color.alpha) + ")"
    }
}
