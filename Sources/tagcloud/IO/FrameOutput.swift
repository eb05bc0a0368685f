import Synchronization

/// Where an animation's frames go.
enum FrameDestination: Hashable, Sendable {
    /// One stream of images on standard output, in frame order.
    case standardOutput
    /// One file per frame, named by a pattern.
    case files(FramePattern)
}

/// Accepts encoded frames from any number of worker threads and writes them
/// out strictly in frame order.
///
/// Thread-safe. A frame that arrives before the frames ahead of it waits:
/// on the stream as bytes in memory, for files as a complete temp file
/// beside its name (written, fsynced and closed in parallel by the worker
/// that rendered it). Each frame is then written to the stream, or its temp
/// file renamed into place, once every frame before it has been. So the
/// frame files on disk are always a contiguous run from the first frame,
/// whatever fails or interrupts the run, and `--frames K-` resumes it.
/// Callers should keep the number of frames in flight bounded (for example
/// at most twice `--jobs` ahead of the oldest unfinished frame).
///
/// A frame that fails stops the output there: the frames before it are
/// still written as they arrive, the frames after it are dropped (their temp
/// files removed), and ``write(frame:_:)`` of any of them rethrows the
/// error, so workers stop promptly (a broken pipe stops them all).
final class FrameOutput: Sendable {
    /// Where the frames go.
    let destination: FrameDestination
    private let registry: TempFileRegistry
    private let state: Mutex<State>
    private let streamWriter: @Sendable ([UInt8]) throws(CLIError) -> Void

    /// A frame ready to go out once the frames before it have.
    private enum Ready: Sendable {
        /// Bytes for the stream.
        case bytes([UInt8])
        /// A staged temp file to rename (nil: a device, already written).
        case file(AtomicFileWriter.Staged?)
    }

    private struct State: ~Copyable {
        var next: Int
        var pending: [Int: Ready] = [:]
        /// The first frame that failed, and why: no frame from it on is written.
        var failure: (frame: Int, error: CLIError)?
        var written = 0

        /// The error for frame `index`, if a frame at or before it failed.
        func failure(at index: Int) -> CLIError? {
            guard let failure, index >= failure.frame else { return nil }
            return failure.error
        }
    }

    /// Creates an output whose first frame number is `firstFrame`; the
    /// stream goes through `streamWriter` (standard output; tests capture it).
    init(
        _ destination: FrameDestination, firstFrame: Int = 0, registry: TempFileRegistry = .shared,
        streamWriter: @escaping @Sendable ([UInt8]) throws(CLIError) -> Void = { (bytes: [UInt8]) throws(CLIError) in
            try StandardOutput.write(bytes)
        }
    ) {
        self.destination = destination
        self.registry = registry
        self.streamWriter = streamWriter
        state = Mutex(State(next: firstFrame))
    }

    /// Writes frame `index` (each index exactly once), or holds it until the
    /// frames before it are written.
    func write(frame index: Int, _ bytes: [UInt8]) throws(CLIError) {
        let ready: Ready
        switch destination {
        case .standardOutput:
            ready = .bytes(bytes)
        case .files(let pattern):
            if let failure = state.withLock({ $0.failure(at: index) }) { throw failure }
            do throws(CLIError) {
                let writer = try AtomicFileWriter(path: pattern.path(for: index), registry: registry)
                try writer.write(bytes)
                ready = .file(try writer.stage())
            } catch {
                stop(at: index, error)
                throw error
            }
        }
        let result: Result<Void, CLIError> = state.withLock { state in
            if let failure = state.failure(at: index) {
                drop(ready)
                return .failure(failure)
            }
            state.pending[index] = ready
            // Write every frame that is now next in line.
            while let next = state.pending.removeValue(forKey: state.next) {
                do throws(CLIError) {
                    try emit(next)
                } catch {
                    record(&state, failure: error, at: state.next)
                    return .failure(error)
                }
                state.next += 1
                state.written += 1
            }
            return .success(())
        }
        try result.get()
    }

    /// Stops after a failure elsewhere (a frame that could not be rendered):
    /// nothing more is written, and frames waiting for earlier ones are dropped.
    func abandon() {
        stop(at: Int.min, CLIError.runtime("the animation stopped"))
    }

    /// The number of frames written so far.
    var framesWritten: Int { state.withLock { $0.written } }

    /// Checks that no frame is still waiting for an earlier one (a frame was
    /// skipped); call after the last frame.
    func finish() throws(CLIError) {
        let waiting = state.withLock { state in state.pending.keys.min().map { (state.next, $0) } }
        if let (missing, held) = waiting {
            abandon()
            throw CLIError.runtime("internal error: frame \(missing) was never written (frame \(held) is waiting)")
        }
    }

    /// Records that frame `index` failed.
    private func stop(at index: Int, _ error: CLIError) {
        state.withLock { state in record(&state, failure: error, at: index) }
    }

    /// Keeps the earliest failure and drops the waiting frames after it.
    private func record(_ state: inout State, failure error: CLIError, at index: Int) {
        if let failure = state.failure, failure.frame <= index { return }
        state.failure = (index, error)
        for (frame, ready) in state.pending where frame >= index {
            drop(ready)
            state.pending[frame] = nil
        }
    }

    private func emit(_ ready: Ready) throws(CLIError) {
        switch ready {
        case .bytes(let bytes): try streamWriter(bytes)
        case .file(let staged?): try AtomicFileWriter.commit(staged, registry: registry)
        case .file(nil): break
        }
    }

    private func drop(_ ready: Ready) {
        if case .file(let staged?) = ready { AtomicFileWriter.discard(staged, registry: registry) }
    }
}
