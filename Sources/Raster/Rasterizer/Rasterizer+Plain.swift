extension RasterCore {
    /// Plain accumulation (``OverlapHint/nowhere``): adds every segment to the
    /// cells, row strip by row strip, with no overlap bookkeeping.
    ///
    /// The cells lie in bands of four rows, column after column: cell (x, row)
    /// is at `(row / 4) · stride + 4x + row % 4`, so ``emitBands(into:_:)``
    /// sums along rows by adding whole columns of four. Row pieces take their
    /// x from the segment's own equation, x₀ + (y − y₀)·dx/dy, so they carry
    /// no drift; every index is clamped into the row (cells 0 … width + 2)
    /// and the rows into the mask.
    mutating func accumulatePlain(offsetX ox: Float, offsetY oy: Float) {
        let stride = mask.stride
        // Tops above this are in the last row (keeps rounded floors in range).
        let lastTop = Float(mask.height) - 0.5
        let cells = self.cells.base
        /// The cell of column 0 in `row`.
        @inline(__always) func rowStart(_ row: Int) -> UnsafeMutablePointer<Float> {
            let band: Int = (row &>> 2) &* stride
            return cells + (band &+ (row & 3))
        }
        let segs = segments.base
        for index in 0 ..< segments.count {
            let seg = segs[index]
            let x0 = seg.x0 - ox, y0 = seg.y0 - oy, x1 = seg.x1 - ox, y1 = seg.y1 - oy
            // Top and bottom without a branch (edges alternate up and down, so
            // a branch would mispredict); an edge's area does not depend on
            // which way along it x runs.
            let top = lesser(y0, y1), bottom = greater(y0, y1)
            // Horizontal edges add no area.
            if top == bottom { continue }
            let (row, rowTop) = cellFloor(lesser(top, lastTop))
            if bottom <= rowTop + 1 {
                // In one row strip: its signed height is y1 − y0, and its x are
                // stored ones, at least 0.
                addPiece(rowStart(row), x0, x1, y1 - y0, clamped: false)
                continue
            }
            accumulateRows(cells, stride: stride, x0, y0, x1, y1, top: top, bottom: bottom, row: row, rowTop: rowTop)
        }
    }

    /// The part of ``accumulatePlain(offsetX:offsetY:)`` for an edge across
    /// row strips (out of line, so the one-strip loop keeps its registers):
    /// from (`x0`, `y0`) to (`x1`, `y1`) in mask coordinates, `top` and
    /// `bottom` its y extent, starting in `row` whose top is `rowTop`.
    @inline(never)
    func accumulateRows(_ cells: UnsafeMutablePointer<Float>, stride: Int, _ x0: Float, _ y0: Float,
                        _ x1: Float, _ y1: Float, top: Float, bottom: Float, row startRow: Int, rowTop: Float) {
        @inline(__always) func rowStart(_ row: Int) -> UnsafeMutablePointer<Float> {
            let band: Int = (row &>> 2) &* stride
            return cells + (band &+ (row & 3))
        }
        var row = startRow
        var y = rowTop + 1
        let d: Float = y1 > y0 ? 1 : -1
        // The ends top first, chosen by a mask rather than a branch (edges
        // alternate up and down, so a branch would mispredict).
        let up = 0 &- UInt32(truncatingIfNeeded: d.bitPattern &>> 31)
        let xTop = Float(bitPattern: (x0.bitPattern & ~up) | (x1.bitPattern & up))
        let xBottom = Float(bitPattern: (x1.bitPattern & ~up) | (x0.bitPattern & up))
        let dxdy = (xBottom - xTop) / (bottom - top)
        let lo = greater(lesser(xTop, xBottom), 0), hi = greater(xTop, xBottom)
        let (i0, left) = cellFloor(lo)
        if hi <= left + 1 {
            // In one column of pixels (stems, steep curves): each strip
            // splits its height by its mean x, which moves by dx/dy per strip.
            // The first strip is cut by the edge's top; the next cell
            // down is 1 float on, or `stride − 3` past a band's last row.
            var xm = (xTop + dxdy * 0.5 * (y - top)) - left
            let h = d * (y - top)
            var cell = rowStart(row) + i0 &* 4
            var inBand = row & 3
            addInPixel(cell, h, xm)
            // Whole strips (height 1, so the piece's height is d).
            while y + 1 < bottom {
                cell += inBand == 3 ? stride &- 3 : 1
                inBand = (inBand &+ 1) & 3
                xm = (xTop + dxdy * (y + 0.5 - top)) - left
                addInPixel(cell, d, xm)
                y += 1
            }
            // The last strip, cut by the edge's bottom (0 < height ≤ 1).
            cell += inBand == 3 ? stride &- 3 : 1
            let next = bottom - y
            xm = (xTop + dxdy * (y + 0.5 * next - top)) - left
            addInPixel(cell, d * next, xm)
            return
        }
        // Across rows and columns: the first, partial strip, whole strips, the last strip.
        var x = xTop + dxdy * (y - top)
        addPiece(rowStart(row), xTop, x, d * (y - top))
        while y + 1 < bottom {
            row &+= 1
            y += 1
            let next = xTop + dxdy * (y - top)
            addPiece(rowStart(row), x, next, d)
            x = next
        }
        addPiece(rowStart(row &+ 1), x, xBottom, d * (bottom - y))
    }
}

/// Adds one edge piece inside a row strip to the row's cells, which are 4
/// floats apart (see ``accumulateEdge(_:_:_:_:)``, whose areas this adds on
/// the plain path, a piece within two pixels by one formula): the piece
/// runs from x = `xa` to `xb` (both at most width + ½; ones below 0 from
/// rounding count as 0 unless `clamped` is false, for stored x that cannot
/// be) over the signed height `d`. Writes cells up to
/// index ⌊lo⌋ + 2 for a piece within two pixels, ⌊hi⌋ + 1 for a longer one.
@inline(__always)
func addPiece(_ line: UnsafeMutablePointer<Float>, _ xa: Float, _ xb: Float, _ d: Float, clamped: Bool = true) {
    let lo = clamped ? greater(lesser(xa, xb), 0) : lesser(xa, xb), hi = greater(xa, xb)
    let (i0, left) = cellFloor(lo)
    let cell = line + i0 &* 4
    if hi <= left + 2 {
        // Within two pixels, one formula for one pixel or two (a branch
        // between them would mispredict about every third piece). G(t), the
        // part of d left of x = t (t from the pixel's left edge), is 0 up
        // to lo, d·(t − mean + (hi − t)² / 2w) over the piece (w = hi − lo)
        // and d·(t − mean) past it. Pixel j gets G(j + 1) − G(j), and cell j
        // holds pixel j's share less pixel j − 1's: G(1), G(2) − 2·G(1) and
        // G(3) − 2·G(2) + G(1), which are d − a + q, a − 2q and q, with
        // a = d·mean and q = d·r² / 2w, the triangle past the pixel's right
        // edge (r = hi − 1 there; none, so q = 0, for a piece in one pixel).
        let k = d / greater(2 * (hi - lo), .leastNormalMagnitude)
        let a = d * ((xa + xb) * 0.5 - left)
        let r = greater(hi - left - 1, 0)
        let q = k * r * r
        cell[0] += (d - a) + q
        cell[4] += a - 2 * q
        cell[8] += q
        return
    }
    // Across pixels: `s` is the height per unit x; the first and last pixels
    // get triangles (u, v are the edge's reach into them), the rest get `s`.
    let (i1, right) = cellFloor(hi)
    let s = d / (hi - lo)
    let u = left + 1 - lo, v = hi - right
    let first = 0.5 * s * u * u
    let last = 0.5 * s * v * v
    let end = line + i1 &* 4
    cell[0] += first
    cell[4] += s * (u + 0.5) - first
    var c = cell + 8
    while c < end {
        c[0] += s
        c += 4
    }
    end[0] += s * (v + 0.5) - last
    end[4] += last
}

/// Adds a piece of signed height `h` that stays inside one pixel, whose mean
/// x lies `xm` into it, to the pixel's cell (`cell[0]`) and the next
/// (`cell[4]`): the next gets the share right of the mean.
@inline(__always)
func addInPixel(_ cell: UnsafeMutablePointer<Float>, _ h: Float, _ xm: Float) {
    cell[0] += h - h * xm
    cell[4] += h * xm
}
