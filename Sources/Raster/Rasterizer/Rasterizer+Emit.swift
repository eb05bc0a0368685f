extension RasterCore {
    /// Turns the cells into coverage bytes and zeroes the cells for the next
    /// fill. After plain accumulation the cells are in bands (see
    /// ``emitBands(into:_:)``); otherwise each row is converted over the span
    /// its edges reach: left of it is empty, and right of it the coverage
    /// stays what it was at the span's end.
    mutating func emit(into out: UnsafeMutablePointer<UInt8>, rule: FillRule) {
        switch (rule, plain) {
        case (.nonZero, false): emit(into: out, NonZeroRule.self)
        case (.evenOdd, false): emit(into: out, EvenOddRule.self)
        case (.nonZero, true): emitBands(into: out, NonZeroRule.self)
        case (.evenOdd, true): emitBands(into: out, EvenOddRule.self)
        }
    }

    /// ``emit(into:rule:)`` for one fill rule.
    @inline(__always)
    mutating func emit<Rule: CoverageRule>(into out: UnsafeMutablePointer<UInt8>, _ rule: Rule.Type) {
        let width = mask.width, stride = mask.stride
        for row in 0 ..< mask.height {
            let line = cells.base + row &* stride
            let dest = out + row &* width
            let span = rowSpans.base[row]
            let touched = span.x <= span.y
            let lo = touched ? Swift.min(width, Int(span.x)) : 0
            let hi = touched ? Swift.min(width, Int(span.y) + 2) : 0
            // An exact row keeps parts of the row's edges, but x interpolated
            // at a cut may round a hair outside the span (areas ~1e-12 px²):
            // clear what is not read, so no fill sees another's leftovers.
            if rowFlags.base[row] != 0 { line.update(repeating: 0, count: hi > lo ? lo : stride) }
            dest.update(repeating: 0, count: lo)
            guard hi > lo else {
                dest.advanced(by: lo).update(repeating: 0, count: width - lo)
                continue
            }
            emitRow(line + lo, dest + lo, hi - lo, rule)
            dest.advanced(by: hi).update(repeating: dest[hi - 1], count: width - hi)
            line.advanced(by: hi).update(repeating: 0, count: stride - hi)
        }
    }
}

/// Maps ∫ winding over a pixel to its coverage in [0, 1], four pixels at once.
protocol CoverageRule {
    static func coverage(_ v: SIMD4<Float>) -> SIMD4<Float>
}

/// Non-zero winding: the clamped magnitude, exact where a pixel's winding
/// takes two neighbouring values.
enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func coverage(_ v: SIMD4<Float>) -> SIMD4<Float> {
        atMostOne(magnitude(v))
    }
}

/// Even-odd: the distance to the nearest even number, exact where a pixel's
/// winding takes two neighbouring values.
enum EvenOddRule: CoverageRule {
    @inline(__always)
    static func coverage(_ v: SIMD4<Float>) -> SIMD4<Float> {
        let half = v * Float(0.5)
        let big = SIMD4<Float>(repeating: 12_582_912)
        let nearest = (half + big) - big  // rounds: |half| < 2²²
        return atMostOne(magnitude(half - nearest) * Float(2))
    }
}

/// Writes the coverage bytes of `count` cells, their running sum (∫ winding
/// over each pixel) mapped by `Rule`, and zeroes the cells. Eight cells at a
/// time: a block of zero cells (no edge there) repeats the last coverage.
@inline(__always)
func emitRow<Rule: CoverageRule>(_ line: UnsafeMutablePointer<Float>, _ dest: UnsafeMutablePointer<UInt8>,
                                 _ count: Int, _ rule: Rule.Type) {
    var carry = SIMD4<Float>(repeating: 0)
    var fill = SIMD8<UInt8>(repeating: 0)
    var x = 0
    while x &+ 8 <= count {
        let raw = UnsafeMutableRawPointer(line + x)
        let a = raw.loadUnaligned(as: SIMD4<Float>.self)
        let b = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
        let bits = unsafeBitCast(a, to: SIMD4<UInt32>.self) | unsafeBitCast(b, to: SIMD4<UInt32>.self)
        if bits == SIMD4(repeating: 0) {
            UnsafeMutableRawPointer(dest + x).storeBytes(of: fill, as: SIMD8<UInt8>.self)
            x &+= 8
            continue
        }
        raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
        raw.storeBytes(of: SIMD4<Float>(), toByteOffset: 16, as: SIMD4<Float>.self)
        let sa = prefixSum4(a) + carry
        let sb = prefixSum4(b) + SIMD4(repeating: sa[3])
        carry = SIMD4(repeating: sb[3])
        let bytes = SIMD8(lowHalf: coverageBytes(Rule.coverage(sa)), highHalf: coverageBytes(Rule.coverage(sb)))
        UnsafeMutableRawPointer(dest + x).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
        fill = SIMD8(repeating: bytes[7])
        x &+= 8
    }
    var acc = carry[3]
    while x < count {
        acc += line[x]
        line[x] = 0
        dest[x] = coverageBytes(Rule.coverage(SIMD4(repeating: acc)))[0]
        x &+= 1
    }
}

/// The running sums of four values.
@inline(__always)
func prefixSum4(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let pairs = v + SIMD4(0, v[0], 0, v[2])
    return pairs + SIMD4(0, 0, pairs[1], pairs[1])
}

/// Coverages in [0, 1] rounded to bytes: adding 2²³ to a float below 256
/// leaves the rounded integer in the low bits of its pattern.
@inline(__always)
func coverageBytes(_ c: SIMD4<Float>) -> SIMD4<UInt8> {
    let bits = unsafeBitCast(c * Float(255) + SIMD4<Float>(repeating: 8_388_608), to: SIMD4<UInt32>.self)
    return SIMD4<UInt8>(truncatingIfNeeded: bits)
}

/// Each lane capped at 1 (`minps`; the stdlib's generic `pointwiseMin` is not inlined).
@inline(__always)
func atMostOne(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let one = SIMD4<Float>(repeating: 1)
    return v.replacing(with: one, where: v .> one)
}

/// The absolute value of each lane (its sign bit cleared).
@inline(__always)
func magnitude(_ v: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & SIMD4(repeating: 0x7FFF_FFFF), to: SIMD4<Float>.self)
}
