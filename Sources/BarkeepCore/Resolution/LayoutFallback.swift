/// The layout preset a preset uses on systems older than `below`, resolved (`fallback=<layout>`,
/// `fallbackBelow=<version>`).
package struct LayoutFallback: Hashable, Sendable {
    /// The first iOS version that uses the preset itself.
    package let below: IOSVersion
    /// The preset used before `below`.
    package let layout: ResolvedEntity
}
