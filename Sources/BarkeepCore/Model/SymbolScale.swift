/// An SF Symbol's scale relative to the text beside it: `UIImage.SymbolScale`.
public enum SymbolScale: String, CaseIterable, Hashable, Sendable {
    case small, medium, large
}
