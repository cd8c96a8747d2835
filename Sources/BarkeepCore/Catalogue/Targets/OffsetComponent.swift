/// One component of a `UIOffset`.
package enum OffsetComponent: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}
