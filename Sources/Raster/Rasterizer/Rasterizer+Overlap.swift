/// True when winding number `w` is inside under `rule`.
@inline(__always)
func isInside(_ w: Int, _ rule: FillRule) -> Bool {
    rule == .nonZero ? w != 0 : w & 1 != 0
}

/// The x of `piece` at height `y` (exact at its ends).
@inline(__always)
func xAt(_ piece: Piece, _ y: Float) -> Float {
    if y == piece.yTop { return piece.xTop }
    if y == piece.yBot { return piece.xBot }
    return piece.xTop + (y - piece.yTop) * ((piece.xBot - piece.xTop) / (piece.yBot - piece.yTop))
}

extension RasterCore {
    /// The exact pass: recomputes every flagged row from the boundary of its
    /// inside region, replacing what the fast pass accumulated there.
    mutating func resolveFlaggedRows(offsetX ox: Float, offsetY oy: Float, rule: FillRule) {
        let height = mask.height
        exactBudget = RasterCore.exactWorkBudget
        rowOffsets.zero(height + 1)
        let offsets = rowOffsets.base, flags = rowFlags.base
        // Count each flagged row's pieces, then turn counts into start offsets.
        for index in 0 ..< segments.count {
            let (first, end) = rowSpan(segments.base[index], oy, height)
            for row in first ..< end where flags[row] != 0 { offsets[row + 1] += 1 }
        }
        for row in 0 ..< height { offsets[row + 1] += offsets[row] }
        pieces.reserve(offsets[height])
        // Cut each edge at the flagged rows it crosses; offsets[row] becomes the row's end.
        let maxX = Float(mask.width)
        for index in 0 ..< segments.count {
            let seg = segments.base[index]
            let (first, end) = rowSpan(seg, oy, height)
            for row in first ..< end where flags[row] != 0 {
                pieces.base[offsets[row]] = piece(of: seg, row: row, ox, oy, maxX)
                offsets[row] += 1
            }
        }
        for row in 0 ..< height where flags[row] != 0 {
            let start = row == 0 ? 0 : offsets[row - 1]
            resolveRow(row, pieces: start, count: offsets[row] - start, rule: rule)
        }
    }

    /// The rows whose open strip the segment passes through.
    @inline(__always)
    func rowSpan(_ seg: Segment, _ oy: Float, _ height: Int) -> (Int, Int) {
        let y0 = seg.y0 - oy, y1 = seg.y1 - oy
        if y0 == y1 {
            let row = Int(y0)
            return Float(row) == y0 || row >= height ? (0, 0) : (row, row + 1)
        }
        let bottom = Swift.max(y0, y1), last = Int(bottom)
        return (Int(Swift.min(y0, y1)), Swift.min(height, Float(last) < bottom ? last + 1 : last))
    }

    /// The part of `seg` inside row strip `row`, oriented top to bottom.
    @inline(__always)
    func piece(of seg: Segment, row: Int, _ ox: Float, _ oy: Float, _ maxX: Float) -> Piece {
        var (xt, yt, xb, yb) = (seg.x0 - ox, seg.y0 - oy, seg.x1 - ox, seg.y1 - oy)
        if yt == yb { return Piece(xTop: xt, yTop: yt, xBot: xb, yBot: yb, dir: 0, chain: seg.chain) }
        var dir: Int32 = 1
        if yt > yb {
            swap(&xt, &xb)
            swap(&yt, &yb)
            dir = -1
        }
        let top = Swift.max(yt, Float(row)), bottom = Swift.min(yb, Float(row + 1))
        let slope = (xb - xt) / (yb - yt)
        let xTop = top == yt ? xt : Swift.min(Swift.max(xt + (top - yt) * slope, 0), maxX)
        let xBot = bottom == yb ? xb : Swift.min(Swift.max(xt + (bottom - yt) * slope, 0), maxX)
        return Piece(xTop: xTop, yTop: top, xBot: xBot, yBot: bottom, dir: dir, chain: seg.chain)
    }

    /// Rebuilds one row: sorts its pieces by left end, groups pieces whose x
    /// ranges overlap into clusters, and resolves each cluster knowing the
    /// winding number left of it. A cluster past the fill's work budget sends
    /// the whole row back to the plain accumulation (the fast pass's answer).
    mutating func resolveRow(_ row: Int, pieces start: Int, count: Int, rule: FillRule) {
        let line = cells.base + row * mask.stride
        line.update(repeating: 0, count: mask.stride)
        let p = pieces.base + start
        sortInPlace(p, count) { Swift.min($0.xTop, $0.xBot) < Swift.min($1.xTop, $1.xBot) }
        var windingLeft = 0
        var i = 0
        while i < count {
            // Extend the cluster while the next piece starts before it ends.
            var reach = Swift.max(p[i].xTop, p[i].xBot)
            var j = i + 1
            while j < count, Swift.min(p[j].xTop, p[j].xBot) <= reach {
                reach = Swift.max(reach, Swift.max(p[j].xTop, p[j].xBot))
                j += 1
            }
            if j == i + 1 {
                // A lone piece spans the strip; keep it if it crosses the boundary.
                windingLeft += walkPiece(p[i], line, windingLeft, rule)
            } else {
                guard let change = resolveCluster(p + i, j - i, line, windingLeft, rule) else {
                    accumulatePlain(line, p, count)
                    return
                }
                windingLeft += change
            }
            i = j
        }
    }

    /// Resolves a cluster of pieces exactly. Each chain's pieces form one
    /// y-monotone run; the strip is cut at every run end and every crossing
    /// of two runs, so inside each sub-strip the runs keep their left-to-right
    /// order. Walking them in that order from `windingLeft`, only the runs
    /// where the point moves between outside and inside are accumulated.
    /// Returns the winding change across the cluster, or nil (with nothing
    /// accumulated) when resolving it would overrun the work budget.
    mutating func resolveCluster(_ p: UnsafeMutablePointer<Piece>, _ m: Int,
                                 _ line: UnsafeMutablePointer<Float>, _ windingLeft: Int,
                                 _ rule: FillRule) -> Int? {
        buildRuns(p, m)
        let r = runs.base, n = runs.count
        // Comparing every pair of runs must fit in the budget.
        guard n * n <= exactBudget else { return nil }
        exactBudget -= n * n
        // Cut heights: run ends, horizontal pieces (where a run may jump
        // sideways), and crossings of pieces of different runs.
        ys.count = 0
        for i in 0 ..< m where p[i].dir == 0 { ys.append(p[i].yTop) }
        for a in 0 ..< n {
            ys.append(r[a].yTop)
            ys.append(r[a].yBot)
            var b = a + 1
            while b < n && r[b].yTop < r[a].yBot {
                if r[b].minX <= r[a].maxX && r[a].minX <= r[b].maxX { addCrossings(r[a], r[b], p) }
                b += 1
            }
        }
        sortInPlace(ys.base, ys.count) { $0 < $1 }
        // Runs that touch along a shared edge give the same heights many
        // times over; keep each once (the fuzzer found rows with thousands).
        var unique = 0
        for k in 0 ..< ys.count where unique == 0 || ys.base[k] != ys.base[unique - 1] {
            ys.base[unique] = ys.base[k]
            unique += 1
        }
        ys.count = unique
        // So must walking the runs through every sub-strip.
        guard ys.count * n <= exactBudget else { return nil }
        exactBudget -= ys.count * n
        var net = 0
        var tallest: Float = 0
        var next = 0
        active.count = 0
        var s = 0
        while s + 1 < ys.count {
            let ya = ys.base[s], yb = ys.base[s + 1]
            s += 1
            guard yb > ya else { continue }
            while next < n && r[next].yTop <= ya {
                active.append(Int32(next))
                next += 1
            }
            // Runs spanning the sub-strip, keyed by their x at its middle.
            edges.count = 0
            var kept = 0
            let mid = (ya + yb) * 0.5
            for k in 0 ..< active.count {
                let q = Int(active.base[k])
                guard r[q].yBot > ya else { continue }
                active.base[kept] = Int32(q)
                kept += 1
                // Advance to the piece holding `mid`, never past the run's
                // last piece (a run ending on the cut itself would otherwise
                // walk off its end: found by AddressSanitizer under fuzzing).
                var c = Int(r[q].cursor)
                let last = Int(r[q].end) - 1
                while c < last && p[c].yBot <= mid { c += 1 }
                r[q].cursor = Int32(c)
                edges.append(ActiveRun(run: Int32(q), key: xAt(p[c], mid), dir: r[q].dir))
            }
            active.count = kept
            sortInPlace(edges.base, edges.count) { $0.key < $1.key }
            // Keep the active runs in this order: the next sort starts nearly sorted.
            for e in 0 ..< edges.count { active.base[e] = edges.base[e].run }
            var w = windingLeft
            for e in 0 ..< edges.count {
                let edge = edges.base[e]
                let after = w + Int(edge.dir)
                if isInside(w, rule) != isInside(after, rule) {
                    emitRun(r[Int(edge.run)], from: ya, to: yb, sign: isInside(after, rule) ? 1 : -1, p, line)
                }
                w = after
            }
            if yb - ya > tallest {
                tallest = yb - ya
                net = w - windingLeft
            }
        }
        return net
    }

    /// A lone piece, accumulated if it crosses between outside and inside
    /// given the winding to its left: exact, since nothing overlaps it.
    /// Returns the winding change.
    @inline(__always)
    func walkPiece(_ q: Piece, _ line: UnsafeMutablePointer<Float>, _ windingLeft: Int, _ rule: FillRule) -> Int {
        let after = windingLeft + Int(q.dir)
        if isInside(windingLeft, rule) != isInside(after, rule) {
            accumulateEdge(line, q.xTop, q.xBot, (isInside(after, rule) ? 1 : -1) * (q.yBot - q.yTop))
        }
        return Int(q.dir)
    }

    /// Replaces the row with every piece accumulated by its direction, as the
    /// fast pass does: bounded work, and no pixel gets more even-odd than
    /// non-zero coverage (a piecewise walk ignoring y could lose part of a row).
    func accumulatePlain(_ line: UnsafeMutablePointer<Float>, _ p: UnsafeMutablePointer<Piece>, _ count: Int) {
        line.update(repeating: 0, count: mask.stride)
        for k in 0 ..< count where p[k].dir != 0 {
            accumulateEdge(line, p[k].xTop, p[k].xBot, Float(p[k].dir) * (p[k].yBot - p[k].yTop))
        }
    }

    /// Groups the cluster's sloped pieces into runs, one per chain, sorted by top.
    mutating func buildRuns(_ p: UnsafeMutablePointer<Piece>, _ m: Int) {
        // By chain then top; horizontal pieces (no area, no order) go last.
        sortInPlace(p, m) { a, b in
            (a.dir == 0 ? 1 : 0, a.chain, a.yTop) < (b.dir == 0 ? 1 : 0, b.chain, b.yTop)
        }
        runs.count = 0
        var i = 0
        while i < m && p[i].dir != 0 {
            var j = i + 1
            var lo = Swift.min(p[i].xTop, p[i].xBot), hi = Swift.max(p[i].xTop, p[i].xBot)
            while j < m && p[j].dir != 0 && p[j].chain == p[i].chain {
                lo = Swift.min(lo, Swift.min(p[j].xTop, p[j].xBot))
                hi = Swift.max(hi, Swift.max(p[j].xTop, p[j].xBot))
                j += 1
            }
            runs.append(Run(first: Int32(i), end: Int32(j), cursor: Int32(i), dir: p[i].dir,
                            yTop: p[i].yTop, yBot: p[j - 1].yBot, minX: lo, maxX: hi))
            i = j
        }
        sortInPlace(runs.base, runs.count) { $0.yTop < $1.yTop }
    }

    /// Adds the heights where a piece of run `a` crosses or touches a piece of run `b`.
    mutating func addCrossings(_ a: Run, _ b: Run, _ p: UnsafeMutablePointer<Piece>) {
        for i in Int(a.first) ..< Int(a.end) {
            for j in Int(b.first) ..< Int(b.end) {
                let lo = Swift.max(p[i].yTop, p[j].yTop), hi = Swift.min(p[i].yBot, p[j].yBot)
                guard hi > lo else { continue }
                let dLo = xAt(p[i], lo) - xAt(p[j], lo), dHi = xAt(p[i], hi) - xAt(p[j], hi)
                // Where they touch, their order may change (they part or join).
                if dLo == 0 { ys.append(lo) }
                if dHi == 0 { ys.append(hi) }
                guard (dLo < 0 && dHi > 0) || (dLo > 0 && dHi < 0) else { continue }
                // Float rounding can put the crossing on (or just past) an end
                // of the shared span; it still needs a cut there, or the two
                // runs' order at the sub-strip's middle is the wrong one for
                // the part before the crossing (found by the `raster` fuzz
                // target). NaN (no crossing height) cuts at `lo`, harmlessly.
                let y = lo + (hi - lo) * (dLo / (dLo - dHi))
                ys.append(y > lo ? Swift.min(y, hi) : lo)
            }
        }
    }

    /// Accumulates the part of run `run` between heights `ya` and `yb`,
    /// counted `sign` times (+1 where the inside lies to its right).
    @inline(__always)
    func emitRun(_ run: Run, from ya: Float, to yb: Float, sign: Float,
                 _ p: UnsafeMutablePointer<Piece>, _ line: UnsafeMutablePointer<Float>) {
        var c = Int(run.first)
        while c < Int(run.end) && p[c].yBot <= ya { c += 1 }
        while c < Int(run.end) && p[c].yTop < yb {
            let top = Swift.max(ya, p[c].yTop), bottom = Swift.min(yb, p[c].yBot)
            if bottom > top { accumulateEdge(line, xAt(p[c], top), xAt(p[c], bottom), sign * (bottom - top)) }
            c += 1
        }
    }
}
