/// How a palette colour's value is written: one expression, or the cases of a dynamic provider.
enum PaletteValue {
    /// The same value in every appearance; `needsIOS13` for an adaptive system colour.
    case single(SwiftExpression, needsIOS13: Bool)
    /// `case <pattern>: return <value>` lines of a `switch` over the trait collection.
    case dynamic([(pattern: String, value: SwiftExpression)])
}
