extension RasterCore {
    /// Plain accumulation (``OverlapHint/nowhere``): adds every segment to the
    /// cells, row strip by row strip, with no overlap bookkeeping.
    ///
    /// Row pieces take their x from the segment's own equation, x₀ + (y − y₀)·dx/dy,
    /// so they carry no drift; every index is clamped into the row (cells
    /// 0 … width + 1) and the rows into the mask.
    mutating func accumulatePlain(offsetX ox: Float, offsetY oy: Float) {
        let stride = mask.stride
        // Tops above this are in the last row (keeps rounded floors in range).
        let lastTop = Float(mask.height) - 0.5
        let cells = self.cells.base
        let segs = segments.base
        for index in 0 ..< segments.count {
            let seg = segs[index]
            let x0 = seg.x0 - ox, y0 = seg.y0 - oy, x1 = seg.x1 - ox, y1 = seg.y1 - oy
            // Top and bottom without a branch (edges alternate up and down, so
            // a branch would mispredict); an edge's area does not depend on
            // which way along it x runs.
            let top = lesser(y0, y1), bottom = greater(y0, y1)
            let d: Float = y1 > y0 ? 1 : -1
            // Horizontal edges add no area.
            if top == bottom { continue }
            let (row, rowTop) = cellFloor(lesser(top, lastTop))
            var line = cells + row &* stride
            var y = rowTop + 1
            if bottom <= y {
                addPiece(line, x0, x1, d * (bottom - top))
                continue
            }
            // Across rows: the first, partial strip, whole strips, the last strip.
            let xTop = y1 > y0 ? x0 : x1, xBottom = y1 > y0 ? x1 : x0
            let dxdy = (xBottom - xTop) / (bottom - top)
            var x = xTop + dxdy * (y - top)
            addPiece(line, xTop, x, d * (y - top))
            while y + 1 < bottom {
                line += stride
                y += 1
                let next = xTop + dxdy * (y - top)
                addPiece(line, x, next, d)
                x = next
            }
            addPiece(line + stride, x, xBottom, d * (bottom - y))
        }
    }
}

/// Adds one edge piece inside a row strip to the row's cells (see
/// ``accumulateEdge(_:_:_:_:)``, which this mirrors for the plain path):
/// the piece runs from x = `xa` to `xb` (both at most width + ½) over the
/// signed height `d`.
@inline(__always)
func addPiece(_ line: UnsafeMutablePointer<Float>, _ xa: Float, _ xb: Float, _ d: Float) {
    let lo = greater(lesser(xa, xb), 0), hi = greater(xa, xb)
    let (i0, left) = cellFloor(lo)
    if hi <= left + 1 {
        // Inside one pixel: the mean x splits d between it and the next.
        let xm = (xa + xb) * 0.5 - left
        line[i0] += d - d * xm
        line[i0 &+ 1] += d * xm
        return
    }
    // Across pixels: `s` is the height per unit x; the first and last pixels
    // get triangles (u, v are the edge's reach into them), the rest get `s`.
    let (i1, right) = cellFloor(hi)
    let s = d / (hi - lo)
    let u = left + 1 - lo, v = hi - right
    let first = 0.5 * s * u * u
    let last = 0.5 * s * v * v
    line[i0] += first
    if i1 == i0 &+ 1 {
        line[i1] += d - first - last
    } else {
        line[i0 &+ 1] += s * (u + 0.5) - first
        var i = i0 &+ 2
        while i < i1 {
            line[i] += s
            i &+= 1
        }
        line[i1] += s * (v + 0.5) - last
    }
    line[i1 &+ 1] += last
}
