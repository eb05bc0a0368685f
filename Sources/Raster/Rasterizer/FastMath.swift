/// The smaller of two values that are not NaN, as one `minss`/`minsd`
/// (`Swift.min` must also order NaNs, which costs four instructions).
@inline(__always)
func lesser<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { b < a ? b : a }

/// The larger of two values that are not NaN, as one `maxss`/`maxsd`.
@inline(__always)
func greater<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> T { b > a ? b : a }

/// The smaller of each lane of two vectors without NaNs (one `minps`).
@inline(__always)
func lesser(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { a.replacing(with: b, where: b .< a) }

/// The larger of each lane of two vectors without NaNs (one `maxps`).
@inline(__always)
func greater(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { a.replacing(with: b, where: b .> a) }

/// ⌊x⌋ for a cell coordinate −2²¹ < x < 2²¹, as an index and as a Float,
/// without `Int(_:)`'s range checks (nine instructions, three branches):
/// x − ½ (less a hair) rounded to the nearest integer by adding 1.5·2²³,
/// read from the bits. Within an ulp below an integer it may give that
/// integer, which moves a sliver narrower than 10⁻⁶ px into the next cell;
/// callers keep the index in range.
@inline(__always)
func cellFloor(_ x: Float) -> (index: Int, value: Float) {
    let t = x - 0.499_999_97 + 12_582_912
    return (Int(t.bitPattern & 0x7F_FFFF) &- 0x40_0000, t - 12_582_912)
}
