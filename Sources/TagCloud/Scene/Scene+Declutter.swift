extension Scene {
    /// How much a fully covered label fades in ``Declutter/fade`` mode: its
    /// opacity is multiplied by 1 − 0.85 × the covered share.
    public static let declutterStrength = 0.85

    /// The depth difference over which a nearer label's cover counts in
    /// fully: a label only just nearer counts in part, so that two labels
    /// passing each other in depth trade places smoothly. 0.1 of view z.
    public static let declutterDepthBand = 0.1

    /// Each label's opacity factor in ``Declutter/fade`` mode, in the order of
    /// `tags`: with c the share of its box that nearer labels' boxes cover
    /// (the sum of the intersections, each weighted by a smoothstep of how
    /// much nearer the other label is over ``declutterDepthBand``, at most 1),
    /// 1 − ``declutterStrength`` × c. Continuous in the positions, sizes and
    /// depths, so it changes smoothly from frame to frame. A sweep on x.
    public static func declutterFactors(_ tags: [LaidOutTag]) -> [Double] {
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
            let share = own > 0 ? min(1, covered[k] / own) : 0
            return 1 - declutterStrength * share
        }
    }

    /// 0 at or below 0, 1 at or above 1, a smoothstep between.
    private static func smooth(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        return x * x * (3 - 2 * x)
    }

    /// `ordered` with each label's opacity scaled by ``declutterFactors(_:)``
    /// when the style asks for ``Declutter/fade``.
    func decluttered(_ ordered: [LaidOutTag]) -> [LaidOutTag] {
        guard style.declutter == .fade, ordered.count > 1 else { return ordered }
        let factors = Self.declutterFactors(ordered)
        var out = ordered
        for k in out.indices { out[k].alpha *= factors[k] }
        return out
    }
}
