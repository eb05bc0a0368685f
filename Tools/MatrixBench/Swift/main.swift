// matrix-bench: times Homogeneous' two hot paths against a plain-C reference
// of the same work (Tools/MatrixBench/CReference, built with -O3).
//
//   swift run -c release --package-path Tools matrix-bench   (from the repository's root)
//
// 1. A dependent chain of 4×4 products, `m = m * step` (each product feeds
//    the next, so nothing can be hoisted), 2 million per repetition.
// 2. The affine transform of 1 million points, [Vector3] in → [Vector3] out,
//    through the library's batch `transformPoints(_:into:)`.
//
// Swift and C repetitions alternate, each side keeps its best of 15 short
// repetitions (short, so that on a shared machine some of them run
// undisturbed), and the results must agree bit for bit.
import CMatrixReference
import Homogeneous
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
}

/// Runs `swift` and `c` alternately `repetitions` times; the best time of each, in ns.
func race(_ repetitions: Int, swift: () -> Void, c: () -> Void) -> (swift: Double, c: Double) {
    var best = (swift: Double.infinity, c: Double.infinity)
    for _ in 0..<repetitions {
        var t = now()
        swift()
        best.swift = min(best.swift, now() - t)
        t = now()
        c()
        best.c = min(best.c, now() - t)
    }
    return best
}

/// The Swift side of the chain; not inlined, like the C call it races.
@inline(never)
func swiftChain(_ start: Matrix4, _ step: Matrix4, _ count: Int) -> Matrix4 {
    var m = start
    for _ in 0..<count { m = m * step }
    return m
}

/// `x` with `digits` decimals, right-aligned in `width` characters (no Foundation).
func fixed(_ x: Double, _ digits: Int, width: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let units = Int((x * scale).rounded())
    let whole = "\(units / Int(scale))", fraction = "\(units % Int(scale))"
    let text = whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

func report(_ name: String, _ unit: String, _ t: (swift: Double, c: Double), per count: Int) {
    let (s, c) = (t.swift / Double(count), t.c / Double(count))
    print("\(name)  Swift \(fixed(s, 3, width: 7)) ns/\(unit)   C \(fixed(c, 3, width: 7)) ns/\(unit)"
          + "   Swift/C \(fixed(s / c, 2))")
}

let repetitions = 15
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let chainLength = 2_000_000
let pointCount = arguments.first ?? 1_000_000

// 1. Multiply chain.
let step = Matrix4(rotation: .degrees(0.3), axis: Vector3(1, 2, 3))
var swiftResult = Matrix4.identity
var cResult = [Double](repeating: 0, count: 16)
let stepC = step.columnMajor
let chain = race(repetitions, swift: {
    swiftResult = swiftChain(.identity, step, chainLength)
}, c: {
    cResult = Matrix4.identity.columnMajor
    cmatrix_chain(&cResult, stepC, chainLength)
})

// 2. Point transform: deterministic points in a 10-unit cube (a 64-bit LCG).
struct Points {
    var state: UInt64 = 0x1234_5678
    mutating func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) * 0x1p-53
    }
    mutating func point() -> Vector3 { Vector3(unit() * 10 - 5, unit() * 10 - 5, unit() * 10 - 5) }
}
var generator = Points()
let points = (0..<pointCount).map { _ in generator.point() }
let transform = Matrix4(rotation: .degrees(20), axis: Vector3(1, 1, 0), about: Vector3(1, 2, 3))
    * Matrix4(scale: 1.5)
let transformC = transform.columnMajor
var swiftPoints = [Vector3](repeating: .zero, count: pointCount)
var cPoints = [Vector3](repeating: .zero, count: pointCount)
let passes = 2
let pointTimes = race(repetitions, swift: {
    for _ in 0..<passes { transform.transformPoints(points, into: &swiftPoints) }
}, c: {
    points.withUnsafeBufferPointer { input in
        cPoints.withUnsafeMutableBufferPointer { output in
            input.withMemoryRebound(to: Double.self) { src in
                output.withMemoryRebound(to: Double.self) { dst in
                    for _ in 0..<passes {
                        cmatrix_transform_points(transformC, src.baseAddress, dst.baseAddress, pointCount)
                    }
                }
            }
        }
    }
})

print("matrix-bench: best of \(repetitions); chain of \(chainLength) products; \(pointCount) points × \(passes) passes")
report("multiply (dependent chain)", "multiply", chain, per: chainLength)
report("transform point (affine)   ", "point", pointTimes, per: pointCount * passes)
let same = swiftResult.columnMajor == cResult && swiftPoints == cPoints
print("results identical to C: \(same ? "yes" : "NO")   (chain checksum \(swiftResult.c0.x + swiftResult.c3.w))")
if !same { exit(1) }
