import Homogeneous
import Testing

/// The seed project used row vectors (v' = v·M, translation in the bottom
/// row) and composed rotation about a point as T(−p)·R·T(p). These tests
/// rebuild that in row-vector algebra, from raw numbers and a hand-written
/// product, and check it is the transpose of our `Matrix4(rotation:axis:about:)`.
@Suite struct RotateAboutPointTests {
    /// A row-vector translation: the identity with `t` in the bottom row.
    func rowTranslation(_ t: Vector3) -> [[Double]] {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [t.x, t.y, t.z, 1]]
    }

    /// A row vector times a row-major matrix: `v · m`.
    func rowApply(_ v: [Double], _ m: [[Double]]) -> [Double] {
        (0..<4).map { j in (0..<4).reduce(0) { $0 + v[$1] * m[$1][j] } }
    }

    // The seed's worked example: p = (1, 2, 0), 90° about z.
    //
    // By hand: the point (2, 2, 0) minus p is (1, 0, 0); a quarter turn about
    // z takes that to (0, 1, 0); adding p back gives (1, 3, 0).
    //
    // Row-vector matrices (rows of R are the images of the axes):
    //   T(−p) = bottom row (−1, −2, 0, 1)
    //   R     = [[0, 1, 0, 0], [−1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]  (x → y, y → −x)
    //   T(p)  = bottom row (1, 2, 0, 1)
    // T(−p)·R·T(p) = [[0, 1, 0, 0], [−1, 0, 0, 0], [0, 0, 1, 0], [3, 1, 0, 1]]:
    // the bottom row is (−1, −2, 0)·R + p = (2, −1, 0) + (1, 2, 0) = (3, 1, 0).
    @Test func seedWorkedExampleInRowVectorForm() {
        let p = Vector3(1, 2, 0)
        let rRow: [[Double]] = [[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        let seed = multiplyRowMajor(multiplyRowMajor(rowTranslation(-p), rRow), rowTranslation(p))
        let handValue: [[Double]] = [[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [3, 1, 0, 1]]
        #expect(seed == handValue)

        // Ours is the transpose: column vectors, T(p)·R·T(−p).
        let ours = Matrix4(rotation: .degrees(90), axis: .unitZ, about: p)
        #expect(ours.transposed.isApproximatelyEqual(to: Matrix4(rows: seed.flatMap { $0 }), tolerance: 1e-15))
        #expect(ours.isApproximatelyEqual(to: Matrix4(translation: p) * Matrix4(rotationZ: .degrees(90))
                                          * Matrix4(translation: -p), tolerance: 1e-15))

        // The point maps to the same place both ways, and to the hand value.
        let rowImage = rowApply([2, 2, 0, 1], seed)
        #expect(rowImage == [1, 3, 0, 1])
        #expect(ours.transformPoint(Vector3(2, 2, 0)).isApproximatelyEqual(to: Vector3(1, 3, 0), tolerance: 1e-15))
    }

    // An oblique axis through a point off every axis, against the same
    // row-vector construction. The row-vector R is built from images of the
    // axes under Rodrigues' formula (written in the test, not the library).
    @Test(arguments: [
        (Vector3(1, 2, 3), Vector3(-0.5, 4, 2.5), 37.0),
        (Vector3(-2, 0.3, 1), Vector3(10, -7, 3), -123.0),
        (Vector3(0.1, -1, 0.2), Vector3(0.25, 0.5, -8), 250.0),
    ])
    func obliqueAxisThroughAnOffAxisPoint(axis: Vector3, point p: Vector3, degrees: Double) {
        let theta = Angle.degrees(degrees).radians
        let images = [Vector3.unitX, .unitY, .unitZ].map { rodrigues($0, axis: axis, radians: theta) }
        let rRow = images.map { [$0.x, $0.y, $0.z, 0] } + [[0, 0, 0, 1]]
        let seed = multiplyRowMajor(multiplyRowMajor(rowTranslation(-p), rRow), rowTranslation(p))
        let ours = Matrix4(rotation: .degrees(degrees), axis: axis, about: p)
        #expect(ours.transposed.isApproximatelyEqual(to: Matrix4(rows: seed.flatMap { $0 }), tolerance: 1e-13))

        var rng = SplitMix64(seed: 5)
        for _ in 0..<50 {
            let v = rng.vector(20)
            let row = rowApply([v.x, v.y, v.z, 1], seed)
            // Independently: rotate the offset from p, add p back.
            let expected = rodrigues(v - p, axis: axis, radians: theta) + p
            #expect(ours.transformPoint(v).isApproximatelyEqual(to: Vector3(row[0], row[1], row[2]), tolerance: 1e-12))
            #expect(ours.transformPoint(v).isApproximatelyEqual(to: expected, tolerance: 1e-12))
        }
    }

    // The pivot stays put, every point keeps its distance to it, and points
    // on the axis line through the pivot stay put too.
    @Test func pivotIsFixedAndDistancesToItAreKept() {
        var rng = SplitMix64(seed: 6)
        for _ in 0..<300 {
            let axis = rng.unitVector(), p = rng.vector(50), angle = rng.degrees(-180, 180)
            let m = Matrix4(rotation: angle, axis: axis, about: p)
            #expect(m.transformPoint(p).isApproximatelyEqual(to: p, tolerance: 1e-12))
            let onAxis = p + axis * rng.uniform(-5, 5)
            #expect(m.transformPoint(onAxis).isApproximatelyEqual(to: onAxis, tolerance: 1e-12))
            let v = rng.vector(50)
            #expect(abs(m.transformPoint(v).distance(to: p) - v.distance(to: p)) <= 1e-12)
            // Unless the angle is tiny, a point off the axis does move.
            if abs(angle.degrees) > 1, axis.cross(v - p).length > 1 {
                #expect(m.transformPoint(v).distance(to: v) > 1e-3)
            }
            #expect(m.isRotation(tolerance: 1e-14))
        }
    }
}
