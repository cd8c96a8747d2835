internal import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-catalog resolution on every core, in bounded memory, with the output in kind-and-name order.
///
/// The entities are taken a chunk at a time; each worker thread resolves its chunk with a ``Resolver``
/// of its own (resolvers memoize and are not shared) and turns every entity into its output (an
/// entity's JSON text, its lint findings); the caller's thread then consumes the chunks' outputs in
/// order before the next round starts. Resolving an entity does not depend on what a resolver
/// memoized before (an entity that fails gets the error resolving it alone gives), so the outputs are
/// the same whatever the workers and chunks, and only a few chunks of outputs exist at a time.
public struct ParallelResolution: Sendable {
    /// The entities, in kind-and-name order.
    public let snapshot: CatalogSnapshot
    /// How many threads resolve at once: the processors online, at most ``maximumWorkers``.
    public let workers: Int
    /// How many entities one worker resolves before the outputs are consumed.
    public let chunkSize: Int

    /// The most worker threads used, whatever the machine has.
    public static let maximumWorkers = 4

    /// A walk over `snapshot` with `workers` threads (default: one per processor online, at most
    /// ``maximumWorkers``) resolving `chunkSize` entities each per round.
    public init(snapshot: CatalogSnapshot, workers: Int? = nil, chunkSize: Int = 512) {
        self.snapshot = snapshot
        self.workers = max(1, workers ?? min(Self.maximumWorkers, Self.processorsOnline))
        self.chunkSize = max(1, chunkSize)
    }

    /// The processors online, as the system reports them (1 if it does not).
    private static var processorsOnline: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Resolves every entity, hands each with its result to `transform` on a worker thread, and hands
    /// the outputs to `consume` on the calling thread, in kind-and-name order. Throws what `consume`
    /// throws, after which nothing more is consumed. `transform` runs at most once per entity; with one
    /// worker, everything runs on the calling thread.
    public func forEachEntity<Output: Sendable>(
        transform: @escaping @Sendable (Entity, Result<ResolvedEntity, ResolutionError>) -> Output,
        consume: (Output) throws -> Void
    ) rethrows {
        let entities = snapshot.allEntities
        let resolvers = WorkerResolvers(snapshot: snapshot, count: workers)
        let round = workers * chunkSize
        var start = 0
        while start < entities.count {
            let end = min(start + round, entities.count)
            let outputs = ChunkOutputs<Output>(count: workers)
            let roundStart = start
            let work: @Sendable (Int) -> Void = { worker in
                let from = roundStart + worker * chunkSize
                guard from < end else { return }
                let resolver = resolvers.resolver(for: worker)
                outputs.set(
                    entities[from..<min(from + chunkSize, end)].map { entity in
                        transform(entity, Self.resolve(entity, with: resolver, in: snapshot))
                    }, for: worker)
            }
            if workers == 1 {
                work(0)
            } else {
                DispatchQueue.concurrentPerform(iterations: workers, execute: work)
            }
            for worker in 0..<workers {
                for output in outputs.outputs(of: worker) { try consume(output) }
            }
            start = end
        }
    }
}

extension ParallelResolution {
    /// `entity` resolved by `resolver`; a failure is the error resolving `entity` alone gives. A
    /// resolver remembers failures, and the error it remembers for a parent cycle is named from
    /// whichever member its walk met first, which depends on what the worker resolved before; resolved
    /// alone, the cycle is named from `entity` itself, whatever the workers and chunks.
    fileprivate static func resolve(_ entity: Entity, with resolver: Resolver, in snapshot: CatalogSnapshot)
        -> Result<ResolvedEntity, ResolutionError>
    {
        let result = Result { () throws(ResolutionError) in try resolver.resolveWithoutKeeping(entity) }
        guard case .failure = result else { return result }
        return Result { () throws(ResolutionError) in
            try Resolver(snapshot: snapshot).resolveWithoutKeeping(entity)
        }
    }
}

/// One ``Resolver`` per worker of a ``ParallelResolution``, each used only by its own worker's thread
/// (worker `i` asks only for resolver `i`), which is what makes handing the box to every worker safe.
private final class WorkerResolvers: @unchecked Sendable {
    /// The resolvers, by worker.
    private let resolvers: [Resolver]

    /// `count` resolvers over `snapshot`.
    init(snapshot: CatalogSnapshot, count: Int) {
        resolvers = (0..<count).map { _ in Resolver(snapshot: snapshot) }
    }

    /// The resolver of `worker`.
    func resolver(for worker: Int) -> Resolver { resolvers[worker] }
}

/// The outputs of one round of a ``ParallelResolution``, a slot per worker: each worker writes only its
/// own slot, and the caller reads them once every worker has returned (`concurrentPerform` returns
/// after all of them), which is what makes handing the box to every worker safe.
private final class ChunkOutputs<Output>: @unchecked Sendable {
    /// The outputs, by worker.
    private var slots: [[Output]]

    /// Empty slots for `count` workers.
    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    /// Stores the outputs of `worker`'s chunk.
    func set(_ outputs: [Output], for worker: Int) {
        slots.withUnsafeMutableBufferPointer { $0[worker] = outputs }
    }

    /// The outputs of `worker`'s chunk.
    func outputs(of worker: Int) -> [Output] { slots[worker] }
}
