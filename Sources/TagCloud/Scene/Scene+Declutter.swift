import Homogeneous
import Raster

extension Scene {
    /// How much a fully covered label fades in ``Declutter/fade`` mode: its
    /// opacity is multiplied by 1 − 0.85 × the covered share.
    public static let declutterStrength = 0.85

    /// The depth difference over which a nearer label's cover counts in
    /// fully: a label only just nearer counts in part, so that two labels
    /// passing each other in depth trade places smoothly. 0.1 of view z.
    public static let declutterDepthBand = 0.1

    /// The times, in seconds from a frame's own, at whose poses an
    /// animation's ``Declutter/fade`` takes each label's covered share and
    /// averages it: five, 1/24 s apart, spanning 1/6 s centred on the
    /// frame. A nearer label that sweeps across another within one frame
    /// then fades it over about five frames at 30 fps, not at once.
    public static let declutterWindow: [Double] = (-2...2).map { Double($0) / 24 }

    /// Each label's opacity factor in ``Declutter/fade`` mode, in the order of
    /// `tags`: with c the share of its box that nearer labels' boxes cover
    /// (the sum of the intersections, each weighted by a smoothstep of how
    /// much nearer the other label is over ``declutterDepthBand``, at most 1),
    /// 1 − ``declutterStrength`` × c. Continuous in the positions, sizes and
    /// depths, so it changes smoothly from frame to frame. A sweep on x.
    public static func declutterFactors(_ tags: [LaidOutTag]) -> [Double] {
        coveredShares(boxes: tags.map(\.box), depths: tags.map(\.depth)).map { 1 - declutterStrength * $0 }
    }

    /// The share c of each label's box that nearer labels cover (see
    /// ``declutterFactors(_:)``), for labels with these boxes and depths.
    static func coveredShares(boxes: [Rect], depths: [Double]) -> [Double] {
        var order = sweepStart(boxes)
        return coveredShares(boxes: boxes, depths: depths, order: &order)
    }

    /// The boxes' indices by left edge (ties in any order), for
    /// ``coveredShares(boxes:depths:order:)`` to start from.
    static func sweepStart(_ boxes: [Rect]) -> [Int] {
        boxes.indices.sorted { boxes[$0].minX < boxes[$1].minX }
    }

    /// The same, with `order` (a permutation of the boxes' indices) sorted
    /// into the sweep's order, by each box's left edge, ties by index. An
    /// insertion sort: the order of the pose before, a few frames' motion
    /// away, is nearly sorted already.
    static func coveredShares(boxes: [Rect], depths: [Double], order: inout [Int]) -> [Double] {
        func before(_ a: Int, _ b: Int) -> Bool {
            boxes[a].minX < boxes[b].minX || (boxes[a].minX == boxes[b].minX && a < b)
        }
        for k in order.indices.dropFirst() {
            let item = order[k]
            var j = k
            while j > 0, before(item, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
        var covered = [Double](repeating: 0, count: boxes.count)
        for (position, a) in order.enumerated() {
            let p = boxes[a]
            for b in order[(position + 1)...] {
                let q = boxes[b]
                if q.minX >= p.maxX { break }
                let w = min(p.maxX, q.maxX) - q.minX, h = min(p.maxY, q.maxY) - max(p.minY, q.minY)
                guard w > 0, h > 0 else { continue }
                // Only the nearer of the two covers the other (smooth is 0 at or below 0).
                let ahead = depths[b] - depths[a]
                if ahead > 0 {
                    covered[a] += w * h * smooth(ahead / declutterDepthBand)
                } else if ahead < 0 {
                    covered[b] += w * h * smooth(-ahead / declutterDepthBand)
                }
            }
        }
        return boxes.indices.map { k in
            let own = boxes[k].width * boxes[k].height
            return own > 0 ? min(1, covered[k] / own) : 0
        }
    }

    /// Each tag's declutter factor, in tag order: 1 − ``declutterStrength``
    /// × its covered share averaged over the frames at `poses` (among each
    /// frame's drawn labels: those whose ``labelVisibility(depth:)`` is not
    /// 0; a label not drawn is uncovered there). All 1 unless the style asks
    /// for ``Declutter/fade``.
    public func declutterFactors(poses: [(orientation: Matrix4, zoom: Double)]) -> [Double] {
        var sum = [Double](repeating: 0, count: layout.tags.count)
        guard style.declutter == .fade, !poses.isEmpty else { return sum.map { _ in 1 } }
        var order: [Int] = []
        for pose in poses {
            var (boxes, depths) = layout.labelBoxes(orientation: pose.orientation, zoom: pose.zoom)
            // Labels behind an opaque sphere cover nothing: the others, by tag (nil: all).
            var drawn: [Int]?
            if style.backface == .hide {
                let kept = depths.indices.filter { labelVisibility(depth: depths[$0]) > 0 }
                (boxes, depths, drawn) = (kept.map { boxes[$0] }, kept.map { depths[$0] }, kept)
            }
            // The sweep's order starts from the last pose's (any permutation sorts right).
            if order.count != boxes.count { order = Self.sweepStart(boxes) }
            let shares = Self.coveredShares(boxes: boxes, depths: depths, order: &order)
            for (k, share) in shares.enumerated() { sum[drawn?[k] ?? k] += share }
        }
        return sum.map { 1 - Self.declutterStrength * $0 / Double(poses.count) }
    }

    /// Each tag's factor on its `alpha` in `frame`, in tag order, as
    /// ``drawList(orientation:zoom:declutterPoses:)`` draws it: its
    /// ``labelVisibility(depth:)`` times its ``declutterFactors(poses:)``
    /// over `declutterPoses` (by default the frame's own pose,
    /// `orientation` and `zoom`); 0 for a label left out.
    public func drawnOpacities(_ frame: LayoutResult, orientation: Matrix4, zoom: Double,
                               declutterPoses: [(orientation: Matrix4, zoom: Double)]? = nil) -> [Double] {
        let factors = declutterFactors(poses: declutterPoses ?? [(orientation, zoom)])
        return frame.tags.indices.map { labelVisibility(depth: frame.tags[$0].depth) * factors[$0] }
    }

    /// 0 at or below 0, 1 at or above 1, a smoothstep between.
    private static func smooth(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        return x * x * (3 - 2 * x)
    }
}
