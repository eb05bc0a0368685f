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
    /// averages it: seven, 1/36 s apart, spanning 1/6 s centred on the
    /// frame. A nearer label that sweeps across another within one frame
    /// then fades it over about five frames at 30 fps, not at once.
    public static let declutterWindow: [Double] = (-3...3).map { Double($0) / 36 }

    /// Each label's opacity factor in ``Declutter/fade`` mode, in the order of
    /// `tags`: with c the share of its box that nearer labels' boxes cover
    /// (the sum of the intersections, each weighted by a smoothstep of how
    /// much nearer the other label is over ``declutterDepthBand``, at most 1),
    /// 1 − ``declutterStrength`` × c. Continuous in the positions, sizes and
    /// depths, so it changes smoothly from frame to frame. A sweep on x.
    public static func declutterFactors(_ tags: [LaidOutTag]) -> [Double] {
        coveredShares(tags).map { 1 - declutterStrength * $0 }
    }

    /// The share c of each label's box that nearer labels cover (see
    /// ``declutterFactors(_:)``), in the order of `tags`.
    static func coveredShares(_ tags: [LaidOutTag]) -> [Double] {
        let order = tags.indices.sorted { tags[$0].box.minX < tags[$1].box.minX
            || (tags[$0].box.minX == tags[$1].box.minX && $0 < $1) }
        var covered = [Double](repeating: 0, count: tags.count)
        for (position, a) in order.enumerated() {
            let p = tags[a].box
            for b in order[(position + 1)...] {
                let q = tags[b].box
                if q.minX >= p.maxX { break }
                let w = min(p.maxX, q.maxX) - q.minX, h = min(p.maxY, q.maxY) - max(p.minY, q.minY)
                guard w > 0, h > 0 else { continue }
                let area = w * h
                let ahead = tags[b].depth - tags[a].depth
                covered[a] += area * smooth(ahead / declutterDepthBand)
                covered[b] += area * smooth(-ahead / declutterDepthBand)
            }
        }
        return tags.indices.map { k in
            let own = tags[k].box.width * tags[k].box.height
            return own > 0 ? min(1, covered[k] / own) : 0
        }
    }

    /// Each tag's declutter factor, in tag order: 1 − ``declutterStrength``
    /// × its covered share averaged over `frames` (each frame's drawn labels
    /// cover one another in drawing order; a label not drawn in a frame is
    /// uncovered there). All 1 unless the style asks for ``Declutter/fade``.
    public func declutterFactors(frames: [LayoutResult]) -> [Double] {
        var sum = [Double](repeating: 0, count: layout.tags.count)
        guard style.declutter == .fade, !frames.isEmpty else { return sum.map { _ in 1 } }
        for frame in frames {
            let drawn = frame.drawOrder.filter { labelVisibility(depth: frame.tags[$0].depth) > 0 }
            for (i, share) in zip(drawn, Self.coveredShares(drawn.map { frame.tags[$0] })) { sum[i] += share }
        }
        return sum.map { 1 - Self.declutterStrength * $0 / Double(frames.count) }
    }

    /// Each tag's factor on its `alpha` in `frame`, in tag order, as
    /// ``drawList(orientation:zoom:declutterFrames:)`` draws it: its
    /// ``labelVisibility(depth:)`` times its ``declutterFactors(frames:)``
    /// over `declutterFrames` (by default `frame` alone); 0 for a label left out.
    public func drawnOpacities(_ frame: LayoutResult, declutterFrames: [LayoutResult]? = nil) -> [Double] {
        let factors = declutterFactors(frames: declutterFrames ?? [frame])
        return frame.tags.indices.map { labelVisibility(depth: frame.tags[$0].depth) * factors[$0] }
    }

    /// 0 at or below 0, 1 at or above 1, a smoothstep between.
    private static func smooth(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        return x * x * (3 - 2 * x)
    }
}
