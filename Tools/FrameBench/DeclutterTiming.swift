import Foundation
import TagCloud

/// What `--declutter fade` costs a spin's frames (issue 16, item 6: at most
/// 5% slower than `off`): the benchmark scene's frame loop with declutter
/// off and with fade, one run of each in turn per round, so both get the
/// same chance of a quiet machine; each keeps its best round.
enum DeclutterTiming {
    /// Times both and prints the best of `repetitions` rounds each and the ratio.
    static func run(root: String, repetitions: Int) throws {
        let off = try BenchScene(root: root, declutter: .off)
        let fade = try BenchScene(root: root, declutter: .fade)
        var best = (off: Double.infinity, fade: Double.infinity)
        var drawList = (off: 0.0, fade: 0.0)
        for _ in 0..<max(1, repetitions) {
            let a = try PipelineTiming.run(off)
            if a.total < best.off { (best.off, drawList.off) = (a.total, a.drawList) }
            let b = try PipelineTiming.run(fade)
            if b.total < best.fade { (best.fade, drawList.fade) = (b.total, b.drawList) }
        }
        let n = Double(off.replay.frameCount)
        print(String(format: "declutter off:  %.3f s  (draw list %.2f ms a frame)", best.off, drawList.off / n * 1e3))
        print(String(format: "declutter fade: %.3f s  (draw list %.2f ms a frame)", best.fade, drawList.fade / n * 1e3))
        print(String(format: "result declutter_slowdown=%.2f%%", (best.fade / best.off - 1) * 100))
    }
}
