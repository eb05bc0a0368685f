import Dispatch
import Foundation
import Synchronization

/// Renders frames on worker threads and hands them to one consumer in frame
/// order, with a bounded number of frames in flight.
///
/// ## Design
/// - `jobs` worker threads each own their state (a scene renderer, a canvas)
///   made on that thread by `makeWorker`, and encode each frame into a byte
///   buffer there, so the consumer only writes bytes.
/// - A frame is made in two steps: `prepare` (filling its labels' coverage,
///   which needs only the worker's own state) and `produce` (drawing and
///   encoding it into an output slot). Only `produce` holds a slot.
/// - There are `window` slots (frame `i` uses slot `i mod window`), each
///   holding one frame's encoded bytes; the slots' buffers are reused, so
///   after warm-up no frame allocates. Memory is bounded by `window` encoded
///   frames plus each worker's state, whatever the length of the animation.
/// - At most `window + jobs` frames are *in flight*: claimed by a worker and
///   not yet consumed. A worker takes a *ticket* (a counting semaphore that
///   starts at `window + jobs`), claims the next frame with an atomic
///   increment and prepares it; then it waits until the frame that used its
///   slot before has been consumed. So while every slot waits for the
///   consumer, each worker can still prepare a frame; and no frame waits for
///   a slot held by a later frame (slots are taken in frame order), so the
///   pipeline cannot deadlock.
/// - The calling thread is the consumer. It waits for each frame's slot in
///   turn, so a slow reader (a pipe into ffmpeg) holds back the workers
///   through the tickets and slots rather than letting frames pile up.
/// - The first error, from a worker or from the consumer, stops the run:
///   workers finish the frame in hand and exit, and ``run`` rethrows it.
enum FramePipeline {
    /// The stack of each worker thread, in bytes.
    static let stackSize = 8 << 20

    /// The default window (encoded frames held) for `jobs` workers: one per
    /// worker. A worker prepares its next frame while the consumer writes
    /// its last one, so a second slot per worker buys no overlap; and every
    /// slot is a whole encoded frame that the first frame in it writes and
    /// touches for the first time, and that the caches must hold beside the
    /// others (with one job, a second slot cost about 0.2 ms a frame over a
    /// 120-frame run on the benchmark scene).
    static func defaultWindow(jobs: Int) -> Int {
        max(1, jobs)
    }

    /// The worker threads and the window ``run(frames:jobs:window:blank:makeWorker:prepare:produce:consume:)``
    /// uses for `frames` frames: `jobs` (at least 1, at most one per frame)
    /// and `window` (``defaultWindow(jobs:)`` when nil, at least one per worker).
    static func threads(jobs: Int, frames: Int, window: Int? = nil) -> (jobs: Int, window: Int) {
        let jobs = max(1, min(jobs, frames))
        return (jobs, max(jobs, window ?? defaultWindow(jobs: jobs)))
    }

    /// Produces `frames` on `jobs` threads and consumes them in order on the
    /// calling thread.
    ///
    /// - Parameters:
    ///   - frames: the frame numbers, ascending.
    ///   - jobs: the number of worker threads (at least 1).
    ///   - window: the most encoded frames held (raised to at least `jobs`).
    ///   - makeWorker: makes one worker's state, on its thread.
    ///   - prepare: readies frame `index` with the worker's state alone,
    ///     before the frame has a slot (the default does nothing).
    ///   - produce: renders frame `index` with the worker's state into the
    ///     slot's buffer (emptied and refilled; its capacity is kept).
    ///   - consume: receives each frame's bytes, in frame order.
    /// - Throws: the first error from `makeWorker`, `prepare`, `produce` or `consume`.
    static func run<Worker: AnyObject>(
        frames: Range<Int>, jobs: Int, window: Int? = nil,
        makeWorker: @escaping @Sendable () throws -> Worker,
        prepare: @escaping @Sendable (Worker, Int) throws -> Void = { _, _ in },
        produce: @escaping @Sendable (Worker, Int, inout [UInt8]) throws -> Void,
        consume: (Int, [UInt8]) throws -> Void
    ) throws {
        try run(frames: frames, jobs: jobs, window: window, blank: [UInt8](),
                makeWorker: makeWorker, prepare: prepare, produce: produce, consume: consume)
    }

    /// The same with any kind of reusable slot `Output` (such as an encoded
    /// frame that remembers what it holds), each slot starting as `blank`.
    static func run<Worker: AnyObject, Output: Sendable>(
        frames: Range<Int>, jobs: Int, window: Int? = nil, blank: Output,
        makeWorker: @escaping @Sendable () throws -> Worker,
        prepare: @escaping @Sendable (Worker, Int) throws -> Void = { _, _ in },
        produce: @escaping @Sendable (Worker, Int, inout Output) throws -> Void,
        consume: (Int, Output) throws -> Void
    ) throws {
        guard !frames.isEmpty else { return }
        let (jobs, window) = threads(jobs: jobs, frames: frames.count, window: window)
        let shared = Shared(frames: frames, window: window, jobs: jobs, blank: blank)
        let done = DispatchGroup()
        for _ in 0..<jobs {
            done.enter()
            let thread = Thread {
                shared.work(makeWorker: makeWorker, prepare: prepare, produce: produce)
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        defer {
            // Let every worker see the stop (or the end) and wait for them all.
            shared.stop(wakingUp: jobs)
            done.wait()
        }
        for index in frames {
            // The bytes go out of scope before the slot is handed back, so
            // the worker that reuses it never has to copy the buffer.
            do {
                let bytes = try shared.take(index)
                try consume(index, bytes)
            }
            shared.release()
        }
    }

    /// The state the workers and the consumer share.
    private final class Shared<Output: Sendable>: @unchecked Sendable {
        // Safety: `slots` entries are touched by one thread at a time. A
        // worker writes slot s for frame i only once frame i − window (the
        // slot's last user) has been consumed, and signals `filled[s]` after;
        // the consumer reads it after waiting on `filled[s]` and before
        // counting the frame consumed. `freed` (and the acquire/release
        // order on `consumed`) orders these accesses.
        let frames: Range<Int>
        let window: Int
        let slots: UnsafeMutablePointer<Slot>
        let filled: [DispatchSemaphore]
        let tickets: DispatchSemaphore
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        /// Frames consumed so far; changed only with `freed` locked.
        let consumed = Atomic<Int>(0)
        /// Signalled when a frame is consumed or the run stops.
        let freed = NSCondition()

        struct Slot {
            var output: Output
            var failure: (any Error)?
        }

        init(frames: Range<Int>, window: Int, jobs: Int, blank: Output) {
            self.frames = frames
            self.window = window
            slots = .allocate(capacity: window)
            slots.initialize(repeating: Slot(output: blank), count: window)
            filled = (0..<window).map { _ in DispatchSemaphore(value: 0) }
            // A frame more in flight per worker than slots: each worker
            // prepares one while the slots wait for the consumer. Start at 0
            // and hand out the tickets: libdispatch traps when a semaphore is
            // freed below its initial value, as this one may be.
            tickets = DispatchSemaphore(value: 0)
            for _ in 0 ..< window + jobs { tickets.signal() }
        }

        deinit {
            slots.deinitialize(count: window)
            slots.deallocate()
        }

        /// A worker's loop: claim frames until none are left or the run stops.
        func work<Worker>(makeWorker: () throws -> Worker, prepare: (Worker, Int) throws -> Void,
                          produce: (Worker, Int, inout Output) throws -> Void) {
            // A worker that cannot start fails each frame it claims, so the
            // consumer, waiting for the frames in order, sees the error.
            let worker: Result<Worker, any Error>
            do { worker = .success(try makeWorker()) } catch { worker = .failure(error) }
            while true {
                tickets.wait()
                let offset = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard !stopped.load(ordering: .relaxed), offset < frames.count else { return }
                let frame = frames.lowerBound + offset
                var failure: (any Error)?
                do { try prepare(worker.get(), frame) } catch { failure = error }
                guard waitForSlot(offset) else { return }
                let slot = slots + offset % window
                if failure == nil {
                    do { try produce(worker.get(), frame, &slot.pointee.output) } catch { failure = error }
                }
                slot.pointee.failure = failure
                filled[offset % window].signal()
            }
        }

        /// Waits until frame `offset`'s slot is free (its last frame was
        /// consumed); false when the run stopped first.
        private func waitForSlot(_ offset: Int) -> Bool {
            let needed = offset - window + 1
            if consumed.load(ordering: .acquiring) >= needed { return true }
            freed.lock()
            defer { freed.unlock() }
            while consumed.load(ordering: .acquiring) < needed {
                if stopped.load(ordering: .relaxed) { return false }
                freed.wait()
            }
            return true
        }

        /// The output of frame `index`, waiting until it is ready.
        func take(_ index: Int) throws -> Output {
            let offset = index - frames.lowerBound
            filled[offset % window].wait()
            let slot = slots + offset % window
            if let failure = slot.pointee.failure { throw failure }
            return slot.pointee.output
        }

        /// Counts the frame just consumed (freeing its slot) and returns its ticket.
        func release() {
            freed.lock()
            consumed.wrappingAdd(1, ordering: .releasing)
            freed.broadcast()
            freed.unlock()
            tickets.signal()
        }

        /// Stops claiming and wakes up to `count` workers waiting for a
        /// ticket, and every worker waiting for a slot.
        func stop(wakingUp count: Int) {
            stopped.store(true, ordering: .relaxed)
            freed.lock()
            freed.broadcast()
            freed.unlock()
            for _ in 0..<count { tickets.signal() }
        }
    }
}
