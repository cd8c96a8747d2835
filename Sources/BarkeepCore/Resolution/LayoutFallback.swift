/// The layout preset a preset uses on systems older than `below`, resolved (`fallback=<layout>`,
/// `fallbackBelow=<version>`).
public struct LayoutFallback: Hashable, Sendable {
    /// The first iOS version that uses the preset itself.
    public let below: IOSVersion
    /// The preset used before `below`.
    public let layout: ResolvedEntity
}
