#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TagCloud

/// ``turnRemainder(_:)`` against libm's `remainder(x, 2π)`, bit for bit.
@Suite struct TurnRemainderTests {
    /// The same bits as libm (any NaN for a NaN).
    func expectLibm(_ x: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let ours = turnRemainder(x), libm = remainder(x, 2 * Double.pi)
        #expect(ours.bitPattern == libm.bitPattern || (ours.isNaN && libm.isNaN),
                "turnRemainder(\(x)) = \(ours), libm \(libm)", sourceLocation: sourceLocation)
    }

    /// The edges of the short cut: ±π (ties, which keep x), ±3π (where n
    /// would be 2), and the doubles either side of each; zeros, infinities, NaN.
    @Test func edgesMatchLibm() {
        for edge in [Double.pi, 2 * Double.pi, 3 * Double.pi, 4 * Double.pi] {
            for x in [edge, edge.nextUp, edge.nextDown, edge.nextUp.nextUp, edge.nextDown.nextDown] {
                expectLibm(x)
                expectLibm(-x)
            }
        }
        for x in [0.0, -0.0, .leastNonzeroMagnitude, 1e-300, 1, 1e300, .greatestFiniteMagnitude,
                  .infinity, -.infinity, .nan] {
            expectLibm(x)
            expectLibm(-x)
        }
    }

    /// Angles throughout ±5π, as a relaxation makes them: many random
    /// doubles, and differences and sums of wrapped angles.
    @Test func anglesMatchLibm() {
        var generator = SplitMix64(seed: 0x7475_726E)
        for _ in 0..<200_000 {
            expectLibm(Double.random(in: -5 * Double.pi ... 5 * Double.pi, using: &generator))
            let a = Double.random(in: -Double.pi ... Double.pi, using: &generator)
            let b = Double.random(in: -Double.pi ... Double.pi, using: &generator)
            expectLibm(a - b)
            expectLibm(a + b)
        }
    }
}
