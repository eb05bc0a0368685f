import Foundation
import Raster
import ImageCodecs
import TagCloud

/// In-process timing of one job's frame loop, the same call a `tagcloud
/// animate` worker makes per frame (``FrameRecipe/render(frame:with:into:)``:
/// the draw list, then rendering into a reused canvas with a reused
/// renderer, encoding PPM band by band into a reused buffer), and the write
/// to /dev/null. A first frame is drawn untimed (allocating and touching
/// the buffers), as the CLI's per-frame figure leaves out start-up. The
/// draw list is timed once more on its own, outside the total, to show its
/// share.
struct PipelineTiming {
    /// Seconds spent over all frames drawing and encoding (draw list
    /// included), and writing; and making the draw lists alone (not in the total).
    var frames = 0.0, write = 0.0, drawList = 0.0
    /// The FNV-1a hash of the whole PPM stream (to compare with the CLI's).
    var streamHash: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Bytes written.
    var bytes = 0

    /// The total seconds.
    var total: Double { frames + write }

    /// Runs all frames of `bench` (or the first `frames`) once.
    static func run(_ bench: BenchScene, frames: Int? = nil, hashing: Bool = false) throws -> PipelineTiming {
        var timing = PipelineTiming()
        let worker = try bench.recipe.makeWorker()
        var encoded = EncodedFrame()
        guard let sink = FileHandle(forWritingAtPath: "/dev/null") else { throw BenchError("cannot open /dev/null") }
        defer { try? sink.close() }
        // One frame first, untimed, as the CLI's per-frame figure leaves out
        // its first frame: buffers are allocated and first touched here.
        bench.recipe.render(frame: 0, with: worker, into: &encoded)
        for frame in 0..<min(frames ?? bench.replay.frameCount, bench.replay.frameCount) {
            var t0 = Clock.now()
            bench.recipe.render(frame: frame, with: worker, into: &encoded)
            var t1 = Clock.now()
            timing.frames += t1 - t0
            t0 = t1
            try encoded.bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                var offset = 0
                while offset < raw.count {
                    let n = Glibc.write(sink.fileDescriptor, base + offset, raw.count - offset)
                    guard n > 0 else { throw BenchError("cannot write to /dev/null") }
                    offset += n
                }
            }
            t1 = Clock.now()
            timing.write += t1 - t0
            timing.bytes += encoded.bytes.count
            if frames == nil {
                t0 = Clock.now()
                _ = bench.drawList(frame: frame)
                timing.drawList += Clock.now() - t0
            }
            if hashing { timing.streamHash = fnv1a(encoded.bytes, seed: timing.streamHash) }
        }
        return timing
    }

    /// The best (lowest total) of `repetitions` runs.
    static func best(_ bench: BenchScene, repetitions: Int) throws -> PipelineTiming {
        var best: PipelineTiming?
        for _ in 0..<max(1, repetitions) {
            let run = try run(bench)
            if best.map({ run.total < $0.total }) ?? true { best = run }
        }
        return best ?? PipelineTiming()
    }
}

/// FNV-1a over `bytes`, continuing from `seed`.
func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    bytes.withUnsafeBufferPointer { buffer in
        var h = seed
        for byte in buffer { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }
}

/// Seconds on the monotonic clock.
enum Clock {
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) * 1e-9
    }
}

/// A benchmark setup failure.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
