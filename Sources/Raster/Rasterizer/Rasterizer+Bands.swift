extension RasterCore {
    /// Turns banded cells (after ``accumulatePlain(offsetX:offsetY:)``) into
    /// coverage bytes and zeroes them, a tile of four columns by four rows at
    /// a time: the running sums along the four rows advance together by
    /// adding whole columns (no shuffles), then the tile is mapped by `Rule`,
    /// transposed to rows and stored. A tile whose cells are all zero (no
    /// edge there) repeats each row's last coverage.
    mutating func emitBands<Rule: CoverageRule>(into out: UnsafeMutablePointer<UInt8>, _ rule: Rule.Type) {
        let width = mask.width, height = mask.height, stride = mask.stride
        let columns = stride / 4, whole = width & ~3
        var band = 0
        while band * 4 < height {
            let rows = Swift.min(4, height - band * 4)
            let cells = self.cells.base + band &* stride
            let dest = UnsafeMutableRawPointer(out + band * 4 &* width)
            var state = BandState()
            var tile = SIMD4<UInt32>()
            var x = 0
            // Whole tiles: a tile of zeros (no edge there) repeats each row's coverage.
            while x < whole {
                let raw = UnsafeMutableRawPointer(cells + x &* 4)
                tile = isZero(raw) ? state.fill : state.next(raw, Rule.self)
                storeRows(tile, dest + x, width: width, rows: rows)
                x &+= 4
            }
            // The last n < 4 pixels of each row: with a tile before them, as
            // one word ending at the row's end (that tile's last 4 − n bytes,
            // then these n); in a mask narrower than a tile, byte by byte.
            if x < width {
                let raw = UnsafeMutableRawPointer(cells + x &* 4)
                let last = isZero(raw) ? state.fill : state.next(raw, Rule.self)
                let n = UInt32(truncatingIfNeeded: width - x)
                if x > 0 {
                    storeRows((tile &>> (8 &* n)) | (last &<< (32 &- 8 &* n)), dest + (width - 4), width: width, rows: rows)
                } else {
                    for r in 0 ..< rows {
                        for k in 0 ..< width { dest.storeBytes(of: UInt8(truncatingIfNeeded: last[r] &>> UInt32(8 * k)),
                                                               toByteOffset: r * width + k, as: UInt8.self) }
                    }
                }
                x &+= 4
            }
            // Past the mask (up to three cells that edges reach): only cleared.
            while x < columns {
                let raw = UnsafeMutableRawPointer(cells + x &* 4)
                for k in 0 ..< 4 { raw.storeBytes(of: SIMD4<Float>(), toByteOffset: 16 * k, as: SIMD4<Float>.self) }
                x &+= 4
            }
            band += 1
        }
    }
}

/// Stores the first `rows` lanes of `tile` (four bytes each) as rows `width` bytes apart.
@inline(__always)
func storeRows(_ tile: SIMD4<UInt32>, _ p: UnsafeMutableRawPointer, width: Int, rows: Int) {
    p.storeBytes(of: tile[0], as: UInt32.self)
    if rows > 1 { p.storeBytes(of: tile[1], toByteOffset: width, as: UInt32.self) }
    if rows > 2 { p.storeBytes(of: tile[2], toByteOffset: 2 &* width, as: UInt32.self) }
    if rows > 3 { p.storeBytes(of: tile[3], toByteOffset: 3 &* width, as: UInt32.self) }
}

/// The running sums of a band's four rows and their coverage so far.
struct BandState {
    /// ∫ winding over the last pixel of each row.
    var carry = SIMD4<Float>()
    /// Each row's last level, in all four bytes of its lane.
    var fill = SIMD4<UInt32>()

    /// Sums the next tile's four columns into the rows, clears the tile, and
    /// returns its levels by row (lane r: row r, first pixel in the low byte).
    @inline(__always)
    mutating func next<Rule: CoverageRule>(_ raw: UnsafeMutableRawPointer, _ rule: Rule.Type) -> SIMD4<UInt32> {
        let s0 = raw.loadUnaligned(as: SIMD4<Float>.self) + carry
        let s1 = s0 + raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
        let s2 = s1 + raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self)
        let s3 = s2 + raw.loadUnaligned(fromByteOffset: 48, as: SIMD4<Float>.self)
        carry = s3
        for k in 0 ..< 4 { raw.storeBytes(of: SIMD4<Float>(), toByteOffset: 16 * k, as: SIMD4<Float>.self) }
        let tile = rowBytes(levels(Rule.coverage(s0)), levels(Rule.coverage(s1)),
                            levels(Rule.coverage(s2)), levels(Rule.coverage(s3)))
        let last = tile & SIMD4(repeating: 0xFF00_0000)
        fill = last | (last &>> 8)
        fill |= fill &>> 16
        return tile
    }
}

/// True when the 16 cells of a tile are all +0.
@inline(__always)
func isZero(_ raw: UnsafeMutableRawPointer) -> Bool {
    let any = bits(raw.loadUnaligned(as: SIMD4<Float>.self)) | bits(raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self))
        | bits(raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self)) | bits(raw.loadUnaligned(fromByteOffset: 48, as: SIMD4<Float>.self))
    return any == SIMD4(repeating: 0)
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
