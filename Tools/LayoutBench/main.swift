import Homogeneous
import Raster
import TagCloud

// layout-bench: times the view-aware still placement (issue 16, item 6) and
// the spin placement on made-up tag sets (seeded words of 2–16 letters, a
// quarter of them two words; Zipf weights), in a 1280×720 frame at the
// default sizes, turned x:15 like the README's picture. Prints, per set, the
// best and the median of REPS runs of `Cloud.placeForView()` (the layout
// pass that `render` and `layout` add), and the same for
// `Cloud.placeForSpin(about: y)`, and the budget: 50 ms for 100 tags, 1 s for 1000.
//
//   swift run -c release --package-path Tools layout-bench [REPS] [N...]

/// `count` made-up tags from a linear congruential generator seeded with `seed`.
func madeUpTags(_ count: Int, seed: UInt64) -> [Tag] {
    var state = seed
    func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyzeeaaiioo")
    func word() -> String {
        String((0..<(2 + Int(next() % 15))).map { _ in letters[Int(next() % UInt64(letters.count))] })
    }
    return (0..<count).map { k in
        Tag(text: (next() % 4 == 0 ? word() + " " + word() : word()) + "\(k)", weight: 1000 / Double(k + 1))
    }
}

/// Milliseconds of `duration`.
func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
}

/// Best and median of `reps` timings of `body`.
func time(_ reps: Int, _ body: () -> Double) -> (best: Double, median: Double, factor: Double) {
    var times: [Double] = []
    var factor = 1.0
    let clock = ContinuousClock()
    for _ in 0..<max(1, reps) {
        let start = clock.now
        factor = body()
        times.append(milliseconds(clock.now - start))
    }
    times.sort()
    return (times[0], times[times.count / 2], factor)
}

let arguments = CommandLine.arguments.dropFirst()
let reps = arguments.first.flatMap { Int($0) } ?? 5
let sizes = arguments.dropFirst().compactMap { Int($0) }
let counts = sizes.isEmpty ? [100, 1000] : sizes
for n in counts {
    var cloud = Cloud(tags: madeUpTags(n, seed: UInt64(n)))
    cloud.rotate(by: [RotationSpec(axis: .unitX, angle: .degrees(15))])
    let still = time(reps) {
        var copy = cloud
        return copy.placeForView().sizeFactor
    }
    let spin = time(reps) {
        var copy = cloud
        return copy.placeForSpin(about: .unitY).sizeFactor
    }
    let budget = n <= 100 ? 50.0 : 1000.0
    print("tags=\(n) view_best_ms=\((still.best * 10).rounded() / 10) view_median_ms=\((still.median * 10).rounded() / 10)"
        + " view_factor=\((still.factor * 1000).rounded() / 1000)"
        + " spin_best_ms=\((spin.best * 10).rounded() / 10) spin_factor=\((spin.factor * 1000).rounded() / 1000)"
        + (n == 100 || n == 1000 ? " budget_ms=\(Int(budget)) \(still.median <= budget ? "ok" : "OVER")" : ""))
}
