/// How ``SpherePoints`` spreads points over the unit sphere.
///
/// Quality is measured as √N × d, where d is the smallest distance between
/// two of the N points (the ideal hexagonal packing approaches 3.81).
public enum SphereLattice: String, Hashable, Sendable, CaseIterable {
    /// The golden-section spiral: for k in 0..<N, φ = k·π(3 − √5),
    /// y = k·s − 1 + s/2 with s = 2/N, r = √(1 − y²), point (cos φ·r, y, sin φ·r).
    /// Quality about 3.09.
    case spiral
    /// The default: an offset Fibonacci lattice (Roberts' ε offsets along the
    /// axis) followed by 15 rounds of a short-range repulsion that pushes
    /// apart neighbours closer than 3.55/√N. Quality at least 3.3 for every
    /// N from 50 to 100 000; fast (tens of milliseconds for 100 000 points).
    case fibonacci
    /// The default lattice relaxed for 300 rounds with a slowly lowered
    /// target (3.8/√N to 3.6/√N), keeping the best round. Quality at least
    /// 3.5 for N from 50 to 1000; slower (a few hundred passes over the points).
    case relaxed
}
