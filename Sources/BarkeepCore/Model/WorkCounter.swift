import Synchronization

/// Counts the steps of work an input costs, for tests that double an input's size and check how the
/// work grows (by steps, not time). Code that walks chains or runs imported code counts into the
/// counter of the current task, when a test has set one.
package final class WorkCounter: Sendable {
    /// The counter work in this task counts into; nil (counting nothing) outside such tests.
    @TaskLocal package static var current: WorkCounter?

    /// The steps counted.
    private let counted = Atomic(0)

    /// Creates a counter at zero.
    package init() {}

    /// The steps counted so far.
    package var steps: Int { counted.load(ordering: .relaxed) }

    /// Counts `steps` more.
    package func count(_ steps: Int = 1) {
        counted.add(steps, ordering: .relaxed)
    }
}
