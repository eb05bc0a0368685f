extension RasterCore {
    /// Plain accumulation (``OverlapHint/nowhere``): adds every segment to the
    /// cells, row strip by row strip, with no overlap bookkeeping.
    ///
    /// Row pieces take their x from the segment's own equation, x₀ + (y − y₀)·dx/dy,
    /// so they stay within a rounding error of the segment (never a pixel
    /// off, as every cell index stays in 0 … width + 1) and carry no drift.
    mutating func accumulatePlain(offsetX ox: Float, offsetY oy: Float) {
        let stride = mask.stride
        let cells = self.cells.base
        let segs = segments.base
        for index in 0 ..< segments.count {
            let seg = segs[index]
            var x0 = seg.x0 - ox, y0 = seg.y0 - oy, x1 = seg.x1 - ox, y1 = seg.y1 - oy
            // Horizontal edges add no area.
            if y0 == y1 { continue }
            var d: Float = 1
            if y0 > y1 {
                swap(&x0, &x1)
                swap(&y0, &y1)
                d = -1
            }
            // The first row strip and the last one the segment enters (y1 ≤ height).
            let first = Int(y0)
            let end = Int(y1)
            let last = Float(end) < y1 ? end : end - 1
            if first >= last {
                accumulateEdge(cells + first &* stride, x0, x1, d * (y1 - y0))
                continue
            }
            let dxdy = (x1 - x0) / (y1 - y0)
            // The first, partial strip.
            var line = cells + first &* stride
            var y = Float(first + 1)
            var x = x0 + dxdy * (y - y0)
            accumulateEdge(line, x0, x, d * (y - y0))
            // Whole strips.
            var row = first + 1
            while row < last {
                line += stride
                y += 1
                let next = x0 + dxdy * (y - y0)
                accumulateEdge(line, x, next, d)
                x = next
                row &+= 1
            }
            // The last, partial strip.
            accumulateEdge(line + stride, x, x1, d * (y1 - y))
        }
    }
}
