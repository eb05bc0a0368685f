/// Adds one edge piece lying inside a single row strip to that row's cells.
///
/// The piece runs linearly from x = `xa` to x = `xb` while covering the signed
/// height `d` (positive for edges running down the screen). Cell `i` ends up,
/// after a prefix sum along the row, holding the piece's exact contribution to
/// ∫ winding over pixel `i`: `d` times the mean fraction of the pixel's width
/// that lies right of the edge. The cells store the differences between
/// neighbouring pixels, so a long piece costs one add per pixel it crosses and
/// pixels right of it are reached through the prefix sum. Writes up to index
/// `floor(max(xa, xb)) + 1`.
@inline(__always)
func accumulateEdge(_ line: UnsafeMutablePointer<Float>, _ xa: Float, _ xb: Float, _ d: Float) {
    let lo = Swift.min(xa, xb), hi = Swift.max(xa, xb)
    accumulateEdge(line, xa, xb, lo, hi, Int(lo), d)
}

/// ``accumulateEdge(_:_:_:_:)`` given the edge's x range and `i0 = Int(lo)`.
@inline(__always)
func accumulateEdge(_ line: UnsafeMutablePointer<Float>, _ xa: Float, _ xb: Float,
                    _ lo: Float, _ hi: Float, _ i0: Int, _ d: Float) {
    let left = Float(i0)
    if hi <= left + 1 {
        // Inside one pixel: the mean x splits d between it and the next.
        let xm = (xa + xb) * 0.5 - left
        line[i0] += d - d * xm
        line[i0 + 1] += d * xm
        return
    }
    // Across pixels: `s` is the height per unit x; the first and last pixels
    // get triangles (u, v are the edge's reach into them), the rest get `s`.
    let i1 = Int(hi)
    let s = d / (hi - lo)
    let u = left + 1 - lo, v = hi - Float(i1)
    let first = 0.5 * s * u * u
    let last = 0.5 * s * v * v
    line[i0] += first
    if i1 == i0 + 1 {
        line[i1] += d - first - last
    } else {
        line[i0 + 1] += s * (u + 0.5) - first
        var i = i0 + 2
        while i < i1 {
            line[i] += s
            i += 1
        }
        line[i1] += s * (v + 0.5) - last
    }
    line[i1 + 1] += last
}

extension RasterCore {
    /// Records that `chain` touches cells `lo ... hi` of `row`, and flags the
    /// row when that makes a third chain in a cell, or a second one that
    /// ``mayOverlap(_:_:row:stripTop:)``.
    @inline(__always)
    mutating func claim(row: Int, _ lo: Int, _ hi: Int, _ chain: UInt32, offsetX: Float, stripTop: Float) {
        guard rowFlags.base[row] == 0 else { return }
        let cells = claims.base + row * mask.stride
        let base = chainBase
        var i = lo
        while i <= hi {
            let owners = cells[i]
            if owners.x != chain && owners.y != chain {
                if owners.x < base {
                    cells[i] = SIMD2(chain, 0)
                } else if owners.y < base && !mayOverlap(Swift.min(owners.x, chain), Swift.max(owners.x, chain), row: row,
                                                         column: offsetX + Float(i), stripTop: stripTop) {
                    cells[i].y = chain
                } else {
                    rowFlags.base[row] = 1
                    flaggedRows += 1
                    return
                }
            }
            i += 1
        }
    }

    /// The fast pass: adds every segment to the cells, row strip by row strip,
    /// and flags rows where chains may overlap inside a cell (see ``Rasterizer``).
    mutating func accumulateSegments(offsetX ox: Float, offsetY oy: Float) {
        let height = mask.height, stride = mask.stride
        let maxX = Float(mask.width)
        let cells = self.cells.base
        flaggedRows = 0
        for index in 0 ..< segments.count {
            let seg = segments.base[index]
            var x0 = seg.x0 - ox, y0 = seg.y0 - oy, x1 = seg.x1 - ox, y1 = seg.y1 - oy
            if y0 == y1 {
                // Horizontal: no area, but it splits its cells (unless on a row line).
                let row = Int(y0)
                if Float(row) != y0, row < height {
                    claim(row: row, Int(Swift.min(x0, x1)), Int(Swift.max(x0, x1)), seg.chain, offsetX: ox,
                          stripTop: oy + Float(row))
                }
                continue
            }
            var dir: Float = 1
            if y0 > y1 {
                swap(&x0, &x1)
                swap(&y0, &y1)
                dir = -1
            }
            let dxdy = (x1 - x0) / (y1 - y0)
            var row = Int(y0)
            let lastRow = Int(y1)
            let rowEnd = Swift.min(height, Float(lastRow) < y1 ? lastRow + 1 : lastRow)
            var x = x0, yTop = y0
            while row < rowEnd {
                // The piece of the edge inside row strip [row, row + 1).
                let yBot = Swift.min(Float(row + 1), y1)
                let xNext = yBot == y1 ? x1 : Swift.min(Swift.max(x + dxdy * (yBot - yTop), 0), maxX)
                let lo = Swift.min(x, xNext), hi = Swift.max(x, xNext)
                let i0 = Int(lo)
                accumulateEdge(cells + row * stride, x, xNext, lo, hi, i0, dir * (yBot - yTop))
                let span = rowSpans.base[row]
                rowSpans.base[row] = SIMD2(Swift.min(span.x, lo), Swift.max(span.y, hi))
                claim(row: row, i0, Int(hi), seg.chain, offsetX: ox, stripTop: oy + Float(row))
                x = xNext
                yTop = yBot
                row += 1
            }
        }
    }

    /// Turns the cells into coverage bytes and zeroes the cells for the next
    /// fill. Per row, only the span its edges touched is summed: a prefix sum,
    /// four cells at a time in registers, then a plain loop mapping ∫ winding
    /// to a byte, which the compiler vectorizes. Left of the span is empty;
    /// right of it the coverage stays what it was at the span's end.
    func emit(into out: UnsafeMutablePointer<UInt8>, rule: FillRule) {
        let width = mask.width, stride = mask.stride
        for row in 0 ..< mask.height {
            let line = cells.base + row * stride
            let dest = out + row * width
            let span = rowSpans.base[row]
            let touched = span.x <= span.y && rowFlags.base[row] == 0
            let lo = touched ? Swift.min(width, Int(span.x)) : 0
            let hi = touched ? Swift.min(width, Int(span.y) + 2) : (rowFlags.base[row] != 0 ? width : 0)
            dest.update(repeating: 0, count: lo)
            guard hi > lo else {
                dest.advanced(by: lo).update(repeating: 0, count: width - lo)
                continue
            }
            let cells = line + lo, bytes = dest + lo
            prefixSum(cells, hi - lo)
            switch rule {
            case .nonZero:
                for x in 0 ..< hi - lo {
                    bytes[x] = coverageByte(Swift.min(cells[x].magnitude, 1))
                }
            case .evenOdd:
                // Distance to the nearest even number: exact where a pixel's
                // winding takes two neighbouring values.
                for x in 0 ..< hi - lo {
                    let half = cells[x] * 0.5
                    let nearest = (half + 12_582_912) - 12_582_912  // rounds: |half| < 2²²
                    bytes[x] = coverageByte(Swift.min((half - nearest).magnitude * 2, 1))
                }
            }
            dest.advanced(by: hi).update(repeating: dest[hi - 1], count: width - hi)
            line.advanced(by: lo).update(repeating: 0, count: stride - lo)
        }
    }
}

/// Replaces `line[0 ..< width]` by its running sums.
@inline(__always)
func prefixSum(_ line: UnsafeMutablePointer<Float>, _ width: Int) {
    var carry = SIMD4<Float>(repeating: 0)
    var x = 0
    while x + 4 <= width {
        let raw = UnsafeMutableRawPointer(line + x)
        var v = raw.loadUnaligned(as: SIMD4<Float>.self)
        v += SIMD4(0, v[0], v[1], v[2])
        v += SIMD4(0, 0, v[0], v[1])
        v += carry
        carry = SIMD4(repeating: v[3])
        raw.storeBytes(of: v, as: SIMD4<Float>.self)
        x += 4
    }
    var acc = carry[3]
    while x < width {
        acc += line[x]
        line[x] = acc
        x += 1
    }
}

/// A coverage in [0, 1] rounded to a byte: adding 2²³ to a float below 256
/// leaves the rounded integer in the low bits of its pattern.
@inline(__always)
func coverageByte(_ c: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (c * 255 + 8_388_608).bitPattern)
}
