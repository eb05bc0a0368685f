#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TagCloud

/// ``SpinRelaxation/longitudeShortfall(ratio:apart:)``: it skips the arccos
/// only where libm's arccos would give no shortfall, and otherwise gives
/// exactly what it gives.
@Suite struct LongitudeShortfallTests {
    /// libm's answer: arccos(1 − r) (π from r = 2) less `apart`.
    func libm(_ ratio: Double, _ apart: Double) -> Double {
        (ratio >= 2 ? Double.pi : acos(1 - ratio)) - apart
    }

    func expectAgrees(_ ratio: Double, _ apart: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let exact = libm(ratio, apart)
        if let ours = SpinRelaxation.longitudeShortfall(ratio: ratio, apart: apart) {
            #expect(ours.bitPattern == exact.bitPattern || (ours.isNaN && exact.isNaN),
                    "ratio \(ratio), apart \(apart)", sourceLocation: sourceLocation)
        } else {
            #expect(exact <= 0, "skipped ratio \(ratio), apart \(apart), but libm gives \(exact)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Right at the bound, from tiny ratios to past 2, and for unusable ratios.
    @Test func atTheBound() {
        var ratio = 1e-300
        while ratio < 3 {
            // The bound itself, and a hair either side of arccos's own answer.
            let bound = Double.pi * (ratio / 2).squareRoot()
            let needed = ratio >= 2 ? Double.pi : acos(1 - ratio)
            for apart in [bound, bound.nextUp, bound.nextDown, needed, needed.nextUp, needed.nextDown,
                          min(Double.pi, bound * (1 + 1e-12)), 0, Double.pi] {
                expectAgrees(ratio, apart)
            }
            ratio *= 1.37
        }
        for ratio in [0.0, -0.0, -1e-300, -1, .infinity, -.infinity, .nan] {
            for apart in [0.0, 1e-300, 1, Double.pi] { expectAgrees(ratio, apart) }
        }
    }

    /// Pairs as a relaxation meets them: ratios of label widths to circle
    /// sizes, and longitudes apart in [0, π].
    @Test func randomPairs() {
        var generator = SplitMix64(seed: 0x6163_6F73)
        var skipped = 0
        for _ in 0..<300_000 {
            let ratio = exp(Double.random(in: -30 ... 1, using: &generator))
            let apart = Double.random(in: 0 ... Double.pi, using: &generator)
            expectAgrees(ratio, apart)
            if SpinRelaxation.longitudeShortfall(ratio: ratio, apart: apart) == nil { skipped += 1 }
        }
        // Else the bound would spare nothing.
        #expect(skipped > 100_000)
    }
}
