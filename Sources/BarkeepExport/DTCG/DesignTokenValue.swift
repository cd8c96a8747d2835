internal import BarkeepCore

/// What a design token's object holds, written as canonical JSON at the level where the document
/// reaches it. A palette colour's token is made as a `JSONValue` (one per colour); the typography and
/// dimension tokens, hundreds of thousands in a large catalog, are written straight to text in the
/// same layout (keys in their sorted order) instead of as trees that are sorted and freed one by one.
enum DesignTokenValue {
    /// Any JSON value.
    case json(JSONValue)
    /// A `typography` composite: the font family (a name or a list), size, weight (100–900) and
    /// letter spacing, and the fields it stands for, if the entity sets any itself.
    case typography(family: JSONValue, size: Double, weight: Double, kern: Double, source: TokenSource?)
    /// A `dimension` in points, and the field it stands for, if the entity sets it itself.
    case dimension(points: Double, source: TokenSource?)

    /// Appends the value, opened at `level`.
    func append(to output: inout JSONText, level: Int) {
        switch self {
        case .json(let value):
            CanonicalJSON.append(value, to: &output, pretty: true, level: level)
        case .typography(let family, let size, let weight, let kern, let source):
            Self.appendToken(source, to: &output, level: level) { output, level in
                output.append(literal: "{")
                var value = CanonicalObjectWriter(pretty: true, level: level)
                value.member("fontFamily", family, to: &output)
                value.key(literal: "fontSize", to: &output)
                Self.appendDimension(size, to: &output, level: level + 1)
                value.member("fontWeight", .number(weight), to: &output)
                value.key(literal: "letterSpacing", to: &output)
                Self.appendDimension(kern, to: &output, level: level + 1)
                value.member("lineHeight", .number(1.2), to: &output)
                output.newline(pretty: true, level: level)
                output.append(literal: "}")
            }
        case .dimension(let points, let source):
            Self.appendToken(source, to: &output, level: level) { output, level in
                Self.appendDimension(points, to: &output, level: level)
            }
        }
    }

    /// Appends a token object: `$extensions` from `source`, if any, then `$value` as `value` writes it.
    private static func appendToken(
        _ source: TokenSource?, to output: inout JSONText, level: Int,
        value: (inout JSONText, Int) -> Void
    ) {
        output.append(literal: "{")
        var token = CanonicalObjectWriter(pretty: true, level: level)
        if let source {
            token.key(literal: "$extensions", to: &output)
            source.append(to: &output, level: level + 1)
        }
        token.key(literal: "$value", to: &output)
        value(&output, level + 1)
        output.newline(pretty: true, level: level)
        output.append(literal: "}")
    }

    /// Appends a DTCG dimension in `px` (one point is one CSS pixel): `{ "unit" : "px", "value" : n }`.
    static func appendDimension(_ points: Double, to output: inout JSONText, level: Int) {
        output.append(literal: "{")
        var dimension = CanonicalObjectWriter(pretty: true, level: level)
        dimension.member("unit", string: "px", to: &output)
        dimension.member("value", .number(points), to: &output)
        output.newline(pretty: true, level: level)
        output.append(literal: "}")
    }
}
