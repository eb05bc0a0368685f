import Synchronization

/// Where an animation's frames go.
enum FrameDestination: Hashable, Sendable {
    /// One stream of images on standard output, in frame order.
    case standardOutput
    /// One file per frame, named by a pattern.
    case files(FramePattern)
}

/// Accepts encoded frames from any number of worker threads and writes them.
///
/// Thread-safe. Frame files are written atomically and independently, in
/// whatever order frames finish. The stdout stream must be in order, so
/// frames that arrive early wait in memory until the frames before them are
/// written: callers should keep the number of frames in flight bounded
/// (for example at most twice `--jobs` ahead of the oldest unfinished frame).
/// After a write error every later ``write(frame:_:)`` rethrows it, so
/// workers stop promptly (a broken pipe stops them all).
final class FrameOutput: Sendable {
    /// Where the frames go.
    let destination: FrameDestination
    private let registry: TempFileRegistry
    private let stream: Mutex<Stream>
    private let streamWriter: @Sendable ([UInt8]) throws(CLIError) -> Void

    private struct Stream {
        var next: Int
        var pending: [Int: [UInt8]] = [:]
        var failure: CLIError?
        var written = 0
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
        stream = Mutex(Stream(next: firstFrame))
    }

    /// Writes frame `index` (each index exactly once).
    func write(frame index: Int, _ bytes: [UInt8]) throws(CLIError) {
        switch destination {
        case .files(let pattern):
            if let failure = stream.withLock({ $0.failure }) { throw failure }
            do throws(CLIError) {
                try AtomicFileWriter.write(bytes, to: pattern.path(for: index), registry: registry)
                stream.withLock { $0.written += 1 }
            } catch {
                stream.withLock { $0.failure = $0.failure ?? error }
                throw error
            }
        case .standardOutput:
            let result: Result<Void, CLIError> = stream.withLock { state in
                if let failure = state.failure { return .failure(failure) }
                state.pending[index] = bytes
                // Write every frame that is now next in line.
                while let ready = state.pending.removeValue(forKey: state.next) {
                    do throws(CLIError) {
                        try streamWriter(ready)
                    } catch {
                        state.failure = error
                        state.pending.removeAll()
                        return .failure(error)
                    }
                    state.next += 1
                    state.written += 1
                }
                return .success(())
            }
            try result.get()
        }
    }

    /// The number of frames written so far.
    var framesWritten: Int { stream.withLock { $0.written } }

    /// Checks that no frame is still waiting for an earlier one (a frame was
    /// skipped); call after the last frame.
    func finish() throws(CLIError) {
        let waiting = stream.withLock { state in state.pending.keys.min().map { (state.next, $0) } }
        if let (missing, held) = waiting {
            throw CLIError.runtime("internal error: frame \(missing) was never written (frame \(held) is waiting)")
        }
    }
}
