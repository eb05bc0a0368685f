#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Testing

/// SplitMix64 (Steele, Lea & Flood): a tiny, seeded, platform-independent
/// generator, so every "random" test case is the same on every run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniform in `[lower, upper)`, from the top 53 bits.
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * (Double(next() >> 11) * 0x1p-53)
    }

    /// A vector with every component uniform in `[-r, r)`.
    mutating func vector(_ r: Double) -> Vector3 {
        Vector3(uniform(-r, r), uniform(-r, r), uniform(-r, r))
    }

    /// A random unit vector (rejection sampling in the unit ball).
    mutating func unitVector() -> Vector3 {
        while true {
            let v = vector(1)
            let l = v.length
            if l > 0.1 && l <= 1 { return v / l }
        }
    }

    /// A random angle in `[lower, upper)` degrees.
    mutating func degrees(_ lower: Double, _ upper: Double) -> Angle {
        .degrees(uniform(lower, upper))
    }

    /// A random rotation about a random axis, any angle.
    mutating func rotation() -> Matrix4 {
        Matrix4(rotation: degrees(-180, 180), axis: unitVector())
    }

    /// A random unit quaternion (any rotation).
    mutating func quaternion() -> Quaternion {
        Quaternion(angle: degrees(-360, 360), axis: unitVector())
    }

    /// A well-conditioned affine matrix: rotation · scale (0.5…2 per axis), then a translation.
    mutating func affine() -> Matrix4 {
        Matrix4(translation: vector(10)) * rotation()
            * Matrix4(scale: Vector3(uniform(0.5, 2), uniform(0.5, 2), uniform(0.5, 2))) * rotation()
    }

    /// A well-conditioned general (projective) matrix: 2·I plus entries in
    /// [−0.5, 0.5), so it is strictly diagonally dominant (and invertible).
    mutating func projective() -> Matrix4 {
        Matrix4(rows: (0..<16).map { i in (i % 5 == 0 ? 2 : 0) + uniform(-0.5, 0.5) })
    }
}

/// Rodrigues' rotation formula applied to a vector directly, written
/// independently of the library's matrix and quaternion code:
/// v·cos θ + (k × v)·sin θ + k (k·v)(1 − cos θ), with k the unit axis.
func rodrigues(_ v: Vector3, axis: Vector3, radians theta: Double) -> Vector3 {
    let l = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let k = Vector3(axis.x / l, axis.y / l, axis.z / l)
    let (c, s) = (cos(theta), sin(theta))
    let kv = k.x * v.x + k.y * v.y + k.z * v.z
    let kxv = Vector3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
    return Vector3(v.x * c + kxv.x * s + k.x * kv * (1 - c),
                   v.y * c + kxv.y * s + k.y * kv * (1 - c),
                   v.z * c + kxv.z * s + k.z * kv * (1 - c))
}

/// Row-major 4×4 product written out by hand (no library code): `a · b`.
func multiplyRowMajor(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
}

/// The largest absolute entry of `a − b`.
func maxDifference(_ a: Matrix4, _ b: Matrix4) -> Double {
    zip(a.rowMajor, b.rowMajor).map { abs($0 - $1) }.max() ?? .nan
}
