import Homogeneous
import Testing

/// An animation composes a small rotation into the orientation every frame,
/// `M = step * M`, for as long as it runs. Rounding slowly turns M into a
/// not-quite-rotation (shear, scale); `orthonormalized()` every 100 steps, or
/// accumulating in a quaternion, keeps it a rotation.
@Suite struct LongRunTests {
    static let steps = 1_000_000
    /// The re-orthonormalisation cadence documented on `Matrix4.orthonormalized()`.
    static let cadence = 100

    @Test func millionSmallRotationsStayOrthonormal() throws {
        var rng = SplitMix64(seed: 70)
        var corrected = Matrix4.identity, raw = Matrix4.identity, q = Quaternion.identity
        var worstCorrected = 0.0
        var rawAt: [Int: Double] = [:]
        for i in 1...Self.steps {
            // A step of 0.01°…0.5° about an axis that drifts slowly, as a fling would.
            let axis = rng.unitVector(), angle = Angle.degrees(rng.uniform(0.01, 0.5))
            let step = Matrix4(rotation: angle, axis: axis)
            corrected = step * corrected
            raw = step * raw
            q = Quaternion(angle: angle, axis: axis) * q
            if i % Self.cadence == 0 {
                // The worst moment is just before a correction.
                worstCorrected = max(worstCorrected, corrected.orthonormalityError)
                corrected = corrected.orthonormalized()
                q = q.normalized
            }
            if i == 10_000 || i == 100_000 || i == Self.steps { rawAt[i] = raw.orthonormalityError }
        }
        let rawError = raw.orthonormalityError
        print("long run: \(Self.steps) steps; orthonormality error with correction every \(Self.cadence) steps"
              + " ≤ \(worstCorrected); without: \(rawAt[10_000] ?? 0) at 1e4, \(rawAt[100_000] ?? 0) at 1e5,"
              + " \(rawError) at 1e6; quaternion vs matrix: \(maxDifference(Matrix4(q), corrected))")
        // The documented cadence keeps the orientation a rotation…
        #expect(worstCorrected <= 1e-9)
        #expect(corrected.isRotation(tolerance: 1e-9))
        // …and the same rotation the quaternion accumulated (not merely some rotation).
        #expect(Matrix4(q).isApproximatelyEqual(to: corrected, tolerance: 1e-9))
        #expect(Matrix4(q).isRotation(tolerance: 1e-12))
        // Without correction the error is far larger, and it grows with time.
        #expect(rawError > 5 * worstCorrected)
        let early = try #require(rawAt[10_000])
        #expect(rawError > early)
        // The uncorrected matrix still turns points the same way, give or take its drift.
        #expect(raw.isApproximatelyEqual(to: corrected, tolerance: 1e-6))
    }
}
