/// One component of a `UIOffset`.
public enum OffsetComponent: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}
