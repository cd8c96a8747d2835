/// A positional argument's place on the command line, as completion scripts count it.
struct ArgumentSlot: Sendable {
    /// The zero-based index among the command's positional values.
    let position: Int
    /// Whether the slot also covers every later position (a repeating argument).
    let isOpenEnded: Bool
    /// The argument that takes values at this position.
    let argument: ArgumentDeclaration
}
