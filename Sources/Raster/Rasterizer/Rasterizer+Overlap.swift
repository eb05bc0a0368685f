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
        return (Int(Swift.min(y0, y1)), Swift.min(height, Int(Swift.max(y0, y1).rounded(.up))))
    }

    /// The part of `seg` inside row strip `row`, oriented top to bottom.
    @inline(__always)
    func piece(of seg: Segment, row: Int, _ ox: Float, _ oy: Float, _ maxX: Float) -> Piece {
        var (xt, yt, xb, yb) = (seg.x0 - ox, seg.y0 - oy, seg.x1 - ox, seg.y1 - oy)
        if yt == yb { return Piece(xTop: xt, yTop: yt, xBot: xb, yBot: yb, dir: 0) }
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
        return Piece(xTop: xTop, yTop: top, xBot: xBot, yBot: bottom, dir: dir)
    }

    /// Rebuilds one row: sorts its pieces by left end, groups pieces whose x
    /// ranges overlap into clusters, and resolves each cluster knowing the
    /// winding number left of it.
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
                let q = p[i]
                let after = windingLeft + Int(q.dir)
                if isInside(windingLeft, rule) != isInside(after, rule) {
                    let sign: Float = isInside(after, rule) ? 1 : -1
                    accumulateEdge(line, q.xTop, q.xBot, sign * (q.yBot - q.yTop))
                }
                windingLeft = after
            } else {
                windingLeft += resolveCluster(p + i, j - i, line, windingLeft, rule)
            }
            i = j
        }
    }

    /// Resolves a cluster of pieces exactly: cuts its strip at every piece end
    /// and every crossing, so that inside each sub-strip the pieces keep their
    /// left-to-right order; walks them in that order from `windingLeft` and
    /// accumulates only the pieces where the point moves between outside and
    /// inside. Returns the winding change across the cluster. Pieces are swept
    /// top to bottom, so each sub-strip only looks at the pieces spanning it.
    mutating func resolveCluster(_ p: UnsafeMutablePointer<Piece>, _ m: Int,
                                 _ line: UnsafeMutablePointer<Float>, _ windingLeft: Int,
                                 _ rule: FillRule) -> Int {
        // Sort by top; horizontal pieces (no area, no order) go last and are dropped.
        sortInPlace(p, m) { ($0.dir == 0 ? .infinity : $0.yTop) < ($1.dir == 0 ? .infinity : $1.yTop) }
        var n = m
        while n > 0 && p[n - 1].dir == 0 { n -= 1 }
        // Cut heights: piece ends and crossings (only pieces overlapping in y can cross).
        ys.count = 0
        for a in 0 ..< n {
            ys.append(p[a].yTop)
            ys.append(p[a].yBot)
            var b = a + 1
            while b < n && p[b].yTop < p[a].yBot {
                let lo = p[b].yTop, hi = Swift.min(p[a].yBot, p[b].yBot)
                let dLo = xAt(p[a], lo) - xAt(p[b], lo), dHi = xAt(p[a], hi) - xAt(p[b], hi)
                if (dLo < 0 && dHi > 0) || (dLo > 0 && dHi < 0) {
                    let y = lo + (hi - lo) * (dLo / (dLo - dHi))
                    if y > lo && y < hi { ys.append(y) }
                }
                b += 1
            }
        }
        sortInPlace(ys.base, ys.count) { $0 < $1 }
        var net = 0
        var tallest: Float = 0
        var next = 0          // the first piece not yet active
        active.count = 0      // indices of pieces whose span may still come
        var s = 0
        while s + 1 < ys.count {
            let ya = ys.base[s], yb = ys.base[s + 1]
            s += 1
            guard yb > ya else { continue }
            // Update the active set: add pieces starting by ya, drop those ended.
            while next < n && p[next].yTop <= ya {
                active.append(Int32(next))
                next += 1
            }
            edges.count = 0
            var kept = 0
            for k in 0 ..< active.count {
                let q = Int(active.base[k])
                guard p[q].yBot > ya else { continue }
                active.base[kept] = Int32(q)
                kept += 1
                let xa = xAt(p[q], ya), xb = xAt(p[q], yb)
                edges.append(ActiveEdge(xa: xa, xb: xb, key: xa + xb, dir: p[q].dir))
            }
            active.count = kept
            // Walk left to right; keep only the steps across the inside's boundary.
            sortInPlace(edges.base, edges.count) { $0.key < $1.key }
            var w = windingLeft
            for e in 0 ..< edges.count {
                let edge = edges.base[e]
                let after = w + Int(edge.dir)
                if isInside(w, rule) != isInside(after, rule) {
                    let sign: Float = isInside(after, rule) ? 1 : -1
                    accumulateEdge(line, edge.xa, edge.xb, sign * (yb - ya))
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
}
