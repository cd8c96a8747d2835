/// One component of a `CGSize`, named as `CGSize` names it.
package enum SizeComponent: String, CaseIterable, Hashable, Sendable {
    case width, height
}
