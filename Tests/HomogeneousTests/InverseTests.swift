import Homogeneous
import Testing

@Suite struct InverseTests {
    @Test func inverseOfRandomAffineMatricesUndoesThem() throws {
        var rng = SplitMix64(seed: 20)
        for _ in 0..<1000 {
            let m = rng.affine()
            let inv = try #require(m.inverse)
            #expect((inv * m).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
            #expect((m * inv).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
            // An affine inverse is affine: bottom row (0, 0, 0, 1).
            #expect(inv.rowMajor[12...] == [0, 0, 0, 1])
        }
    }

    @Test func inverseOfRandomProjectiveMatricesUndoesThem() throws {
        var rng = SplitMix64(seed: 21)
        for _ in 0..<1000 {
            let m = rng.projective()
            let inv = try #require(m.inverse)
            #expect((inv * m).isApproximatelyEqual(to: .identity, tolerance: 1e-13))
            #expect((m * inv).isApproximatelyEqual(to: .identity, tolerance: 1e-13))
        }
        // A perspective camera: projection after a rigid view transform.
        for _ in 0..<200 {
            let p = try #require(Matrix4.perspective(fieldOfViewY: rng.degrees(20, 120), aspect: rng.uniform(0.5, 2),
                                                     near: rng.uniform(0.1, 1), far: rng.uniform(10, 100)))
            let m = p * Matrix4(translation: rng.vector(5)) * rng.rotation()
            let inv = try #require(m.inverse)
            #expect((inv * m).isApproximatelyEqual(to: .identity, tolerance: 1e-11))
        }
    }

    // translation(1,2,3)·scale(2,4,8) is undone by scale(1/2,1/4,1/8)·translation(−1,−2,−3),
    // whose rows are written out below; every entry is exact in binary.
    @Test func inverseKnownValue() throws {
        let m = Matrix4(translation: Vector3(1, 2, 3)) * Matrix4(scale: Vector3(2, 4, 8))
        let expected = Matrix4(rows: [0.5, 0, 0, -0.5, 0, 0.25, 0, -0.5, 0, 0, 0.125, -0.375, 0, 0, 0, 1])
        #expect(try #require(m.inverse) == expected)
    }

    @Test func singularMatricesHaveNoInverse() {
        // A flattening scale, a zero column, dependent rows (1…16, rank 2).
        #expect(Matrix4(scale: Vector3(1, 1, 0)).inverse == nil)
        #expect(Matrix4(columns: SIMD4(1, 2, 3, 4), .zero, SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)).inverse == nil)
        #expect(Matrix4(rows: (1...16).map(Double.init)).inverse == nil)
        #expect(Matrix4(rows: [Double](repeating: 0, count: 16)).inverse == nil)
        // Singular only up to rounding: a flattening seen through a rotation,
        // and a column that is 0.1 times another (0.1 is not exact in binary).
        let r = Matrix4(rotation: .degrees(37), axis: Vector3(1, 2, 3))
        #expect((r * Matrix4(scale: Vector3(1, 0, 1)) * r.transposed).inverse == nil)
        let c0 = SIMD4<Double>(0.3, 0.7, 1.1, 0)
        #expect(Matrix4(columns: c0, c0 * 0.1, SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)).inverse == nil)
        // Not finite.
        #expect(Matrix4(scale: Vector3(.nan, 1, 1)).inverse == nil)
        #expect(Matrix4(translation: Vector3(.infinity, 0, 0)).inverse == nil)
    }

    // The singularity test is scale-free: tiny or huge, independent axes invert.
    @Test func badlyScaledButIndependentMatricesInvert() throws {
        for m in [Matrix4(scale: 1e-9), Matrix4(scale: Vector3(1e12, 1, 1e-6)),
                  Matrix4(scale: Vector3(1, 1e-20, 1)) * Matrix4(rotationZ: .degrees(45)),
                  Matrix4(rotationZ: .degrees(45)) * Matrix4(scale: Vector3(1, 1e-20, 1))] {
            let inv = try #require(m.inverse)
            #expect((inv * m).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        }
    }

    @Test func rigidInverseMatchesTheGeneralInverse() throws {
        var rng = SplitMix64(seed: 22)
        for _ in 0..<1000 {
            let m = Matrix4(translation: rng.vector(100)) * rng.rotation()
            let general = try #require(m.inverse)
            #expect(m.rigidInverse.isApproximatelyEqual(to: general, tolerance: 1e-12))
            #expect((m.rigidInverse * m).isApproximatelyEqual(to: .identity, tolerance: 1e-13))
        }
        // Rotation about a point, a look-at view: rigid too.
        let pivot = Matrix4(rotation: .degrees(71), axis: Vector3(3, -1, 2), about: Vector3(4, 5, 6))
        #expect(pivot.rigidInverse.isApproximatelyEqual(to: try #require(pivot.inverse), tolerance: 1e-13))
    }

    // Transpose swaps rows and columns; (AB)ᵀ = BᵀAᵀ.
    @Test func transposeKnownValues() {
        let m = Matrix4(rows: (1...16).map(Double.init))
        #expect(m.transposed.rowMajor == [1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16])
        #expect(m.transposed.columnMajor == m.rowMajor)
        #expect(m.transposed.transposed == m)
        #expect(m[1, 2] == 7 && m.transposed[2, 1] == 7)
        var rng = SplitMix64(seed: 23)
        for _ in 0..<100 {
            let (a, b) = (rng.projective(), rng.affine())
            #expect((a * b).transposed.isApproximatelyEqual(to: b.transposed * a.transposed, tolerance: 1e-13))
        }
    }

    // Determinants by hand: a product of diagonal entries for a triangular
    // matrix, −1 for a row swap, and 666 for the matrix below by cofactor
    // expansion (checked with exact integer arithmetic outside this code).
    @Test func determinantKnownValues() {
        #expect(Matrix4.identity.determinant == 1)
        #expect(Matrix4(rows: [2, 9, -4, 1, 0, 3, 7, 8, 0, 0, 4, -6, 0, 0, 0, 5]).determinant == 120)
        #expect(Matrix4(rows: [2, 0, 0, 0, 9, 3, 0, 0, -4, 7, 4, 0, 1, 8, -6, 5]).determinant == 120)
        #expect(Matrix4(rows: [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]).determinant == -1)
        #expect(Matrix4(rows: [3, -1, 2, 5, 0, 4, -2, 1, 7, 1, 0, -3, 2, 6, 1, 2]).determinant == 666)
        #expect(Matrix4(scale: Vector3(2, 3, 4)).determinant == 24)
        #expect(Matrix4(rows: (1...16).map(Double.init)).determinant == 0)
        // det(AB) = det A · det B; det Aᵀ = det A.
        var rng = SplitMix64(seed: 24)
        for _ in 0..<100 {
            let (a, b) = (rng.projective(), rng.affine())
            let (da, db) = (a.determinant, b.determinant)
            #expect(abs((a * b).determinant - da * db) <= 1e-12 * abs(da * db))
            #expect(abs(a.transposed.determinant - da) <= 1e-13 * abs(da))
        }
    }
}
