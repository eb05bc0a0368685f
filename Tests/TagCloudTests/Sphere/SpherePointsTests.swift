import Foundation
import Homogeneous
import TagCloud
import Testing

@Suite struct SpherePointsTests {
    @Test func spiralFollowsTheSeedFormula() {
        let n = 7
        let points = SpherePoints.generate(count: n, lattice: .spiral)
        let increment = Double.pi * (3 - sqrt(5))
        let s = 2 / Double(n)
        for k in 0..<n {
            let y = Double(k) * s - 1 + s / 2
            let r = sqrt(1 - y * y)
            let expected = Vector3(cos(Double(k) * increment) * r, y, sin(Double(k) * increment) * r)
            #expect(points[k].isApproximatelyEqual(to: expected, tolerance: 1e-12))
        }
        let quality = SpherePoints.packingQuality(SpherePoints.generate(count: 1000, lattice: .spiral))
        #expect(abs(quality - 3.09) < 0.01)
    }

    @Test func defaultLatticeMeetsThePackingBoundForEveryNFrom50To300() {
        var worst = (quality: Double.infinity, n: 0)
        for n in 50...300 {
            let q = SpherePoints.packingQuality(SpherePoints.generate(count: n))
            if q < worst.quality { worst = (q, n) }
        }
        #expect(worst.quality >= 3.3, "√N·d_min = \(worst.quality) at N = \(worst.n)")
    }

    @Test(arguments: [500, 889, 890, 891, 1000, 2048, 5000, 10_999, 11_000, 30_000, 100_000])
    func defaultLatticeMeetsThePackingBoundForLargeN(n: Int) {
        let points = SpherePoints.generate(count: n)
        #expect(points.count == n)
        #expect(SpherePoints.packingQuality(points) >= 3.3)
    }

    @Test func relaxedLatticeReaches3Point5() {
        for n in [50, 57, 73, 100, 190, 300, 500, 750, 1000] {
            let q = SpherePoints.packingQuality(SpherePoints.generate(count: n, lattice: .relaxed))
            #expect(q >= 3.5, "√N·d_min = \(q) at N = \(n)")
        }
    }

    @Test func relaxationImprovesOnTheRawLattices() {
        for n in [50, 100, 400] {
            let raw = SpherePoints.packingQuality(SpherePoints.offsetFibonacci(count: n))
            let spiral = SpherePoints.packingQuality(SpherePoints.goldenSpiral(count: n))
            let relaxed = SpherePoints.packingQuality(SpherePoints.generate(count: n))
            #expect(relaxed > raw + 0.05)
            #expect(relaxed > spiral + 0.2)
        }
    }

    @Test func smallCounts() {
        for lattice in SphereLattice.allCases {
            #expect(SpherePoints.generate(count: 0, lattice: lattice).isEmpty)
            #expect(SpherePoints.generate(count: -3, lattice: lattice).isEmpty)
        }
        #expect(SpherePoints.generate(count: 1) == [Vector3(0, 0, 1)])
        let two = SpherePoints.generate(count: 2)
        #expect(two[0] == Vector3(0, 0, 1))
        #expect(two[1] == Vector3(0, 0, -1))
        // Three: an equilateral triangle on a great circle (the plane through the centre).
        let three = SpherePoints.generate(count: 3, lattice: .relaxed)
        #expect(three[0] == Vector3(0, 0, 1))
        for (a, b) in [(0, 1), (1, 2), (0, 2)] {
            #expect(abs(three[a].distance(to: three[b]) - sqrt(3)) < 1e-12)
        }
        #expect(abs(three[0].cross(three[1]).dot(three[2])) < 1e-12)
    }

    @Test func everyCountGivesDistinctUnitPoints() {
        for lattice in SphereLattice.allCases {
            for n in 1...60 {
                let points = SpherePoints.generate(count: n, lattice: lattice)
                #expect(points.count == n)
                #expect(points.allSatisfy { $0.isFinite && abs($0.length - 1) < 1e-12 })
                if n >= 2 {
                    // No two tags share a point; the small exact configurations are optimal.
                    #expect(SpherePoints.packingQuality(points) >= 2.6, "\(lattice) N = \(n)")
                }
            }
        }
        // The regular tetrahedron for four points (√4 · √(8/3)).
        #expect(abs(SpherePoints.packingQuality(SpherePoints.generate(count: 4)) - 2 * sqrt(8.0 / 3)) < 0.01)
    }

    @Test func deterministic() {
        #expect(SpherePoints.generate(count: 777) == SpherePoints.generate(count: 777))
        #expect(SpherePoints.generate(count: 300, lattice: .relaxed) == SpherePoints.generate(count: 300, lattice: .relaxed))
    }

    @Test func minimumSeparationMatchesBruteForce() {
        var rng = SplitMix64(seed: 42)
        for n in [2, 3, 10, 200, 1500] {
            let points = (0..<n).map { _ in randomUnitVector(&rng) }
            var brute = Double.infinity
            for i in 0..<n {
                for j in (i + 1)..<n { brute = min(brute, points[i].distance(to: points[j])) }
            }
            #expect(SpherePoints.minimumSeparation(points) == brute)
        }
        // Far outside the unit sphere, and a single point.
        #expect(SpherePoints.minimumSeparation([Vector3(5, 0, 0), Vector3(-5, 0, 0), Vector3(5, 1, 0)]) == 1)
        #expect(SpherePoints.minimumSeparation([Vector3(0, 0, 1)]) == .infinity)
    }
}
