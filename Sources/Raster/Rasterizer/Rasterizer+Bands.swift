extension RasterCore {
    /// Turns banded cells (after ``accumulatePlain(offsetX:offsetY:)``) into
    /// coverage bytes and zeroes them, a tile of four columns by four rows at
    /// a time: the running sums along the four rows advance together by
    /// adding whole columns (no shuffles), then the tile is mapped by `Rule`,
    /// transposed to rows and stored. A tile whose cells are all zero (no
    /// edge there) repeats each row's last coverage.
    func emitBands<Rule: CoverageRule>(into out: UnsafeMutablePointer<UInt8>, _ rule: Rule.Type) {
        let width = mask.width, height = mask.height, stride = mask.stride
        let columns = stride / 4
        var band = 0
        while band * 4 < height {
            let rows = Swift.min(4, height - band * 4)
            let cells = self.cells.base + band &* stride
            let dest = out + band * 4 &* width
            var carry = SIMD4<Float>()
            var fill = SIMD4<UInt32>()
            var x = 0
            while x < columns {
                let raw = UnsafeMutableRawPointer(cells + x &* 4)
                let c0 = raw.loadUnaligned(as: SIMD4<Float>.self)
                let c1 = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
                let c2 = raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self)
                let c3 = raw.loadUnaligned(fromByteOffset: 48, as: SIMD4<Float>.self)
                let any = bits(c0) | bits(c1) | bits(c2) | bits(c3)
                var tile = fill
                if any != SIMD4(repeating: 0) {
                    // Running sums, four rows at once, then levels by row.
                    let s0 = c0 + carry, s1 = s0 + c1, s2 = s1 + c2, s3 = s2 + c3
                    carry = s3
                    tile = rowBytes(levels(Rule.coverage(s0)), levels(Rule.coverage(s1)),
                                    levels(Rule.coverage(s2)), levels(Rule.coverage(s3)))
                    // Each row's last level, four times over, for the empty tiles after this.
                    let last = tile &>> 24
                    fill = last | (last &<< 8)
                    fill |= fill &<< 16
                    for k in 0 ..< 4 { raw.storeBytes(of: SIMD4<Float>(), toByteOffset: 16 * k, as: SIMD4<Float>.self) }
                }
                if x + 4 <= width && rows == 4 {
                    for r in 0 ..< 4 {
                        UnsafeMutableRawPointer(dest + (r &* width &+ x)).storeBytes(of: tile[r], as: UInt32.self)
                    }
                } else if x < width {
                    // The right edge or the last band: only the pixels of the mask.
                    for r in 0 ..< rows {
                        for k in 0 ..< Swift.min(4, width - x) {
                            dest[r * width + x + k] = UInt8(truncatingIfNeeded: tile[r] &>> UInt32(8 * k))
                        }
                    }
                }
                x &+= 4
            }
            band += 1
        }
    }
}

/// The bit pattern of four floats.
@inline(__always)
func bits(_ v: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }

/// Coverages in [0, 1] as levels 0…255 in the low byte of each lane: adding
/// 2²³ to a float below 256 leaves it, rounded, in the low bits of its pattern.
@inline(__always)
func levels(_ c: SIMD4<Float>) -> SIMD4<UInt32> {
    bits(c * Float(255) + SIMD4<Float>(repeating: 8_388_608)) & SIMD4(repeating: 0xFF)
}

/// Four columns of levels (lane r of each is row r) as four rows of four
/// bytes (lane r of the result is row r, its first pixel in the low byte).
@inline(__always)
func rowBytes(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let t = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt32>(lowHalf: SIMD8(lowHalf: a, highHalf: b),
                                                            highHalf: SIMD8(lowHalf: c, highHalf: d)))
    // Column-major a0 a1 a2 a3 b0 … d3 to row-major: interleave the halves twice.
    let u = SIMD16<UInt8>(t[0], t[8], t[1], t[9], t[2], t[10], t[3], t[11],
                          t[4], t[12], t[5], t[13], t[6], t[14], t[7], t[15])
    let v = SIMD16<UInt8>(u[0], u[8], u[1], u[9], u[2], u[10], u[3], u[11],
                          u[4], u[12], u[5], u[13], u[6], u[14], u[7], u[15])
    return unsafeBitCast(v, to: SIMD4<UInt32>.self)
}
