import Foundation
import Homogeneous

/// A small seeded generator (SplitMix64), so tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A uniformly random direction.
func randomUnitVector(_ rng: inout SplitMix64) -> Vector3 {
    let y = Double.random(in: -1...1, using: &rng)
    let phi = Double.random(in: 0..<(2 * Double.pi), using: &rng)
    let r = sqrt(1 - y * y)
    return Vector3(cos(phi) * r, y, sin(phi) * r)
}

/// A uniformly random rotation (a random axis and angle from a random unit quaternion).
func randomRotation(_ rng: inout SplitMix64) -> Matrix4 {
    // Shoemake's method.
    let u1 = Double.random(in: 0..<1, using: &rng)
    let u2 = Double.random(in: 0..<1, using: &rng) * 2 * Double.pi
    let u3 = Double.random(in: 0..<1, using: &rng) * 2 * Double.pi
    let a = sqrt(1 - u1), b = sqrt(u1)
    return Matrix4(Quaternion(x: a * sin(u2), y: a * cos(u2), z: b * sin(u3), w: b * cos(u3)))
}
