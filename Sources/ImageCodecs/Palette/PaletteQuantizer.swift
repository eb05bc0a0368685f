/// Builds a palette of at most 256 colours for a ``ColorHistogram``, in
/// Oklab, where distances follow perceived differences.
///
/// ``Method/medianCut`` splits the colour set into boxes: it always splits
/// the box with the largest total squared error, along its axis of largest
/// variance, at the point that leaves the least error on the two sides.
/// Flat areas cost nothing, so a tag cloud's entries go to the
/// anti-aliased ramps between each label colour and the background.
/// ``Method/kMeans`` starts from that palette and moves each entry to the
/// mean of the colours nearest to it for a few rounds (Lloyd's algorithm).
/// Both are deterministic.
public struct PaletteQuantizer: Hashable, Sendable {
    /// How the palette is chosen.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// Variance-splitting median cut.
        case medianCut
        /// Median cut refined by k-means rounds.
        case kMeans
    }

    /// How the palette is chosen.
    public var method: Method
    /// The most colours in the palette (1...256).
    public var maxColors: Int
    /// K-means rounds after the median cut (``Method/kMeans`` only).
    public var rounds: Int

    /// A quantizer; by default median cut refined by eight k-means rounds, to 256 colours.
    public init(method: Method = .kMeans, maxColors: Int = 256, rounds: Int = 8) {
        self.method = method
        self.maxColors = min(256, max(1, maxColors))
        self.rounds = max(0, rounds)
    }

    /// A sample point: its colour, position in Oklab and weight.
    struct Point {
        var color: RGB
        var lab: SIMD3<Float>
        var weight: Double
    }

    /// The palette for `histogram`: its colours themselves when there are
    /// few enough, else the quantized set (never empty).
    public func palette(from histogram: ColorHistogram) -> Palette {
        let points = histogram.entries.map { Point(color: $0.color, lab: $0.color.oklab, weight: Double($0.count)) }
        if points.isEmpty { return Palette([RGB(r: 0, g: 0, b: 0)]) }
        if points.count <= maxColors { return Palette(points.map(\.color)) }
        var boxes = medianCut(points)
        if method == .kMeans { boxes = refine(points, boxes) }
        return Palette(boxes.map { Self.mean(points, $0) })
    }

    /// Splits the points into at most ``maxColors`` boxes (index lists).
    func medianCut(_ points: [Point]) -> [[Int]] {
        var boxes: [[Int]] = [Array(points.indices)]
        var errors: [Double] = [Self.error(points, boxes[0])]
        while boxes.count < maxColors {
            // The box with the largest error (the first of equals).
            var worst = -1, worstError = 0.0
            for (k, e) in errors.enumerated() where e > worstError && boxes[k].count > 1 { (worst, worstError) = (k, e) }
            guard worst >= 0 else { break }
            let (a, b) = split(points, boxes[worst])
            boxes[worst] = a
            errors[worst] = Self.error(points, a)
            boxes.append(b)
            errors.append(Self.error(points, b))
        }
        return boxes
    }

    /// Splits a box along its axis of largest variance where the two halves'
    /// errors along that axis sum least.
    func split(_ points: [Point], _ box: [Int]) -> ([Int], [Int]) {
        var total = 0.0, mean = SIMD3<Double>.zero
        for i in box { total += points[i].weight; mean += SIMD3<Double>(points[i].lab) * points[i].weight }
        mean /= total
        var variance = SIMD3<Double>.zero
        for i in box {
            let d = SIMD3<Double>(points[i].lab) - mean
            variance += d * d * points[i].weight
        }
        let axis = variance[0] >= variance[1] && variance[0] >= variance[2] ? 0 : (variance[1] >= variance[2] ? 1 : 2)
        let sorted = box.sorted { (points[$0].lab[axis], $0) < (points[$1].lab[axis], $1) }
        // Prefix sums of weight, weighted position and weighted square.
        var w = 0.0, wx = 0.0, wxx = 0.0
        let allW = total
        var allX = 0.0, allXX = 0.0
        for i in sorted {
            let x = Double(points[i].lab[axis])
            allX += x * points[i].weight
            allXX += x * x * points[i].weight
        }
        var best = 1, bestError = Double.infinity
        for k in 0..<(sorted.count - 1) {
            let p = points[sorted[k]], x = Double(p.lab[axis])
            w += p.weight; wx += x * p.weight; wxx += x * x * p.weight
            // Only split between distinct positions.
            if points[sorted[k + 1]].lab[axis] == p.lab[axis] { continue }
            let rw = allW - w, rx = allX - wx, rxx = allXX - wxx
            let e = (wxx - wx * wx / w) + (rw > 0 ? rxx - rx * rx / rw : 0)
            if e < bestError { (best, bestError) = (k + 1, e) }
        }
        return (Array(sorted[..<best]), Array(sorted[best...]))
    }

    /// Lloyd rounds from the boxes' means; returns the final clusters.
    func refine(_ points: [Point], _ start: [[Int]]) -> [[Int]] {
        var centres = start.map { Self.centre(points, $0) }
        var clusters = start
        for _ in 0..<rounds {
            var next = [[Int]](repeating: [], count: centres.count)
            for (i, p) in points.enumerated() { next[Self.nearest(p.lab, centres)].append(i) }
            var moved = false
            for k in centres.indices where !next[k].isEmpty {
                let c = Self.centre(points, next[k])
                if c != centres[k] { moved = true }
                centres[k] = c
            }
            // An emptied cluster keeps its old members' centre but no members.
            clusters = next.enumerated().map { $0.element.isEmpty ? [] : $0.element }
            if !moved { break }
        }
        return clusters.filter { !$0.isEmpty }
    }

    /// The index of the centre nearest to `lab` (the first of equals).
    static func nearest(_ lab: SIMD3<Float>, _ centres: [SIMD3<Float>]) -> Int {
        var best = 0, bestD = Float.infinity
        for (k, c) in centres.enumerated() {
            let d = lab - c, e = (d * d).sum()
            if e < bestD { (best, bestD) = (k, e) }
        }
        return best
    }

    /// The weighted mean position of `box` in Oklab.
    static func centre(_ points: [Point], _ box: [Int]) -> SIMD3<Float> {
        var total = 0.0, sum = SIMD3<Double>.zero
        for i in box { total += points[i].weight; sum += SIMD3<Double>(points[i].lab) * points[i].weight }
        return SIMD3<Float>(sum / max(total, .leastNonzeroMagnitude))
    }

    /// The weighted mean colour of `box`, in sRGB bytes (what the pixels
    /// are compared in once decoded), rounded.
    static func mean(_ points: [Point], _ box: [Int]) -> RGB {
        var total = 0.0, sum = SIMD3<Double>.zero
        for i in box {
            let c = points[i].color
            sum += SIMD3(Double(c.r), Double(c.g), Double(c.b)) * points[i].weight
            total += points[i].weight
        }
        let m = (sum / max(total, .leastNonzeroMagnitude)).rounded(.toNearestOrAwayFromZero)
        return RGB(r: UInt8(clamping: Int(m.x)), g: UInt8(clamping: Int(m.y)), b: UInt8(clamping: Int(m.z)))
    }

    /// The weighted squared error of `box` around its mean in Oklab.
    static func error(_ points: [Point], _ box: [Int]) -> Double {
        let c = SIMD3<Double>(centre(points, box))
        var e = 0.0
        for i in box {
            let d = SIMD3<Double>(points[i].lab) - c
            e += (d * d).sum() * points[i].weight
        }
        return e
    }
}
