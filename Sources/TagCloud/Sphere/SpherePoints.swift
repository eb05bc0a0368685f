#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Points spread evenly over the unit sphere, one per tag.
///
/// The sphere's axis is y (up); index 0 is at the top for the lattice
/// methods. Results are deterministic: no randomness, fixed iteration order.
public enum SpherePoints {
    /// `count` points on the unit sphere, spread by `lattice`.
    ///
    /// Small counts get exact symmetric configurations for every method but
    /// ``SphereLattice/spiral``: 1 → the front point (0, 0, 1); 2 → front and
    /// back; 3 → an equilateral triangle on the horizontal great circle,
    /// starting at the front. A count ≤ 0 gives no points.
    public static func generate(count: Int, lattice: SphereLattice = .fibonacci) -> [Vector3] {
        guard count > 0 else { return [] }
        if lattice == .spiral { return goldenSpiral(count: count) }
        if count <= 3 { return smallConfiguration(count) }
        var points = offsetFibonacci(count: count).map { SIMD3($0.x, $0.y, $0.z) }
        switch lattice {
        case .relaxed: SphereRelaxation.relax(&points, schedule: .thorough)
        default: SphereRelaxation.relax(&points, schedule: .quick)
        }
        return points.map { Vector3($0.x, $0.y, $0.z) }
    }

    /// The golden-section spiral, exactly as ``SphereLattice/spiral`` describes.
    public static func goldenSpiral(count: Int) -> [Vector3] {
        guard count > 0 else { return [] }
        let increment = Double.pi * (3 - 5.0.squareRoot())
        let s = 2 / Double(count)
        return (0..<count).map { k in
            let y = Double(k) * s - 1 + s / 2
            let r = max(0, 1 - y * y).squareRoot()
            let phi = Double(k) * increment
            return Vector3(cos(phi) * r, y, sin(phi) * r)
        }
    }

    /// The offset Fibonacci lattice without relaxation (Roberts, "Evenly
    /// distributing points on a sphere", 2018): longitude 2πk/φ (φ the golden
    /// ratio) and y = 1 − 2(k + ε)/(N − 1 + 2ε), with ε from Roberts' table.
    public static func offsetFibonacci(count: Int) -> [Vector3] {
        guard count > 0 else { return [] }
        let n = Double(count)
        let epsilon = robertsOffset(count)
        let goldenRatio = (1 + 5.0.squareRoot()) / 2
        return (0..<count).map { k in
            let i = Double(k)
            let y = count == 1 ? 0 : 1 - 2 * (i + epsilon) / (n - 1 + 2 * epsilon)
            let r = max(0, 1 - y * y).squareRoot()
            // The fractional part keeps the angle small and exact for large k.
            let turn = (i / goldenRatio).truncatingRemainder(dividingBy: 1)
            let theta = 2 * Double.pi * turn
            return Vector3(cos(theta) * r, y, sin(theta) * r)
        }
    }

    /// Roberts' ε for `n` points, which moves the first and last points off the poles.
    static func robertsOffset(_ n: Int) -> Double {
        switch n {
        case 600_000...: return 214
        case 400_000...: return 75
        case 11_000...: return 27
        case 890...: return 10
        case 177...: return 3.33
        case 24...: return 1.33
        default: return 0.33
        }
    }

    /// Exact configurations for one to three points.
    static func smallConfiguration(_ count: Int) -> [Vector3] {
        switch count {
        case 1: return [Vector3(0, 0, 1)]
        case 2: return [Vector3(0, 0, 1), Vector3(0, 0, -1)]
        default:
            let h = 3.0.squareRoot() / 2
            return [Vector3(0, 0, 1), Vector3(h, 0, -0.5), Vector3(-h, 0, -0.5)]
        }
    }
}
