import Foundation
import Homogeneous
import Testing

/// Issue 47's "Done when" list: the lines a user coming from simd, GLKit, glm
/// or Euclid writes, each compiled against the module exactly as written
/// there, and each result checked against values worked out by hand.
@Suite struct DoneWhenTests {
    @Test func jsonRoundTripOfMatricesVectorsQuaternionsAndAngles() throws {
        let matrices = [Matrix4(rotation: .degrees(30), axis: Vector3(1, 2, 3), about: Vector3(4, 5, 6)),
                        Matrix4(rows: (1...16).map { Double($0) / 7 }), .identity]
        let vectors = [Vector3(1, -2.5, 1e-300), Vector3(0.1, 0.2, 0.3), .unitZ]
        let quaternions = [Quaternion(angle: .degrees(40), axis: .unitY), Quaternion(x: 0.1, y: 0.2, z: 0.3, w: -0.9)]
        let angles: [Angle] = [.degrees(15), .radians(0.25), .degrees(-0.1)]
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        #expect(try decoder.decode([Matrix4].self, from: encoder.encode(matrices)) == matrices)
        #expect(try decoder.decode([Vector3].self, from: encoder.encode(vectors)) == vectors)
        #expect(try decoder.decode([Quaternion].self, from: encoder.encode(quaternions)) == quaternions)
        let back = try decoder.decode([Angle].self, from: encoder.encode(angles))
        #expect(back == angles)
        // The unit survives: a degree angle is still exact in degrees.
        #expect(back.map(\.description) == ["15.0°", "0.25 rad", "-0.1°"])
    }

    // T(1, 2, 3) · Rz(90°) · S(2, 3, 4): the columns are (0, 2, 0), (−3, 0, 0), (0, 0, 4).
    @Test func decomposedGivesTranslationRotationAndScale() {
        let m = Matrix4(translation: Vector3(1, 2, 3)) * Matrix4(rotationZ: .degrees(90)) * Matrix4(scale: Vector3(2, 3, 4))
        let (t, r, s) = m.decomposed()!
        #expect(t == Vector3(1, 2, 3))
        #expect(s == Vector3(2, 3, 4))
        #expect(r.isSameRotation(as: Quaternion(angle: .degrees(90), axis: .unitZ), tolerance: 1e-15) && r.w > 0)
        // Quaternion(g) of a scaled matrix is wrong (by 22° here), which is why decomposed() exists.
        let turn = Quaternion(angle: .degrees(70), axis: Vector3(1, 2, 3))
        let g = Matrix4(turn) * Matrix4(scale: Vector3(1, 2, 4))
        #expect(abs((Quaternion(g).conjugate * turn).angle.degrees - 21.84) <= 0.01)
        #expect(g.decomposed()!.rotation.isSameRotation(as: turn, tolerance: 1e-15))
    }

    // S(2, 3, 4) stretches x; a surface normal must shrink along it: diag(1/2, 1/3, 1/4).
    @Test func normalMatrixIsTheInverseTranspose() throws {
        let n = Matrix4(translation: Vector3(5, 6, 7)) * Matrix4(scale: Vector3(2, 4, 8))
        let normal: Matrix4? = n.normalMatrix
        #expect(try #require(normal) == Matrix4(scale: Vector3(0.5, 0.25, 0.125)))
        // Normals stay perpendicular to transformed tangents.
        var rng = SplitMix64(seed: 470)
        for _ in 0..<200 {
            let m = rng.affine(), t = rng.vector(1)
            let normalToT = t.cross(rng.vector(1))
            let image = try #require(m.normalMatrix).transformDirection(normalToT)
            #expect(abs(image.dot(m.transformDirection(t))) <= 1e-12 * image.length * m.transformDirection(t).length)
        }
        #expect(Matrix4(scale: Vector3(1, 0, 1)).normalMatrix == nil)
    }

    @Test func unprojectReturnsTheWorldPoint() throws {
        let view = try #require(Matrix4.lookAt(eye: Vector3(1, 2, 10), target: .zero, up: .unitY))
        let projection = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1.5, near: 0.1, far: 100))
        let m = projection * view
        let world = Vector3(0.5, -1, 2)
        let ndc = try #require(m.project(world))
        let back: Vector3? = m.unproject(Vector3(ndc.x, ndc.y, ndc.z))
        #expect(try #require(back).isApproximatelyEqual(to: world, tolerance: 1e-12))
        #expect(Matrix4(scale: Vector3(1, 1, 0)).unproject(Vector3(0, 0, 0)) == nil)
    }

    // An infinite perspective: the near plane at −1, and points far away approach +1.
    @Test func infinitePerspective() throws {
        let p: Matrix4? = Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 1)
        let m = try #require(p)
        #expect(try #require(m.project(Vector3(2, 1, -1))).isApproximatelyEqual(to: Vector3(1, 1, -1), tolerance: 1e-15))
        #expect(abs(try #require(m.project(Vector3(0, 0, -1e9))).z - 1) <= 3e-9)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 0) == nil)
    }

    @Test func perspectiveWithZeroToOneDepth() throws {
        let m = try #require(Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 1, far: 10,
                                                 depth: .zeroToOne))
        // By hand: the near rectangle is (±2, ±1, −1), the far one (±20, ±10, −10).
        #expect(try #require(m.project(Vector3(2, 1, -1))).isApproximatelyEqual(to: Vector3(1, 1, 0), tolerance: 1e-15))
        #expect(try #require(m.project(Vector3(-20, 10, -10))).isApproximatelyEqual(to: Vector3(-1, 1, 1), tolerance: 1e-15))
    }

    // An off-centre frustum: its near face (−1…3) × (0…2) at z = −2 fills NDC x, y.
    @Test func frustum() throws {
        let m = try #require(Matrix4.frustum(left: -1, right: 3, bottom: 0, top: 2, near: 2, far: 8))
        #expect(try #require(m.project(Vector3(-1, 0, -2))).isApproximatelyEqual(to: Vector3(-1, -1, -1), tolerance: 1e-15))
        #expect(try #require(m.project(Vector3(12, 8, -8))).isApproximatelyEqual(to: Vector3(1, 1, 1), tolerance: 1e-15))
    }

    // .xyz: x first, then y, about fixed axes. By hand, 90° about x then 90°
    // about y: +y → +z → +x, and +z → −y → −y.
    @Test func eulerAnglesWithAStatedOrder() {
        let (a, b, c) = (Angle.degrees(90), Angle.degrees(90), Angle.degrees(0))
        let m = Matrix4(euler: (a, b, c), order: .xyz)
        #expect(m.transformDirection(.unitY) == .unitX)
        #expect(m.transformDirection(.unitZ) == -.unitY)
        let q = Quaternion(euler: (a, b, c), order: .xyz)
        #expect(q.rotate(.unitY).isApproximatelyEqual(to: .unitX, tolerance: 1e-15))
        // The other order is another rotation: y first, then x takes +y to +z.
        #expect(Matrix4(euler: (a, b, c), order: .yxz).transformDirection(.unitY) == .unitZ)
    }

    // A quarter turn about z: takes x to y; its inverse and its negation.
    @Test func quaternionInverseNegationAndAction() {
        let q = Quaternion(angle: .degrees(90), axis: .unitZ)
        let v = Vector3.unitX
        #expect((q * v).isApproximatelyEqual(to: .unitY, tolerance: 1e-15))
        #expect((q.inverse * (q * v)).isApproximatelyEqual(to: v, tolerance: 1e-15))
        #expect((q * q.inverse).isSameRotation(as: .identity, tolerance: 1e-15))
        #expect((-q).isSameRotation(as: q) && (-q).w == -q.w)
        #expect(((-q) * v).isApproximatelyEqual(to: q * v, tolerance: 1e-15))
        // Not unit: q · q⁻¹ is still exactly-to-rounding the identity.
        let long = Quaternion(x: 1, y: 2, z: 3, w: 4)
        #expect((long * long.inverse).isSameRotation(as: .identity, tolerance: 1e-15))
        #expect(abs((long * long.inverse).w - 1) <= 1e-15)
    }

    @Test func componentWiseProductMinAndMax() {
        let v = Vector3(1, -2, 3), w = Vector3(4, 5, -6)
        #expect(v * w == Vector3(4, -10, -18))
        #expect(v.min(w) == Vector3(1, -2, -6))
        #expect(v.max(w) == Vector3(4, 5, 3))
    }

    @Test func simdConversions() {
        let v = Vector3(SIMD3<Double>(1, 2, 3))
        #expect(v == Vector3(1, 2, 3))
        #expect(SIMD3<Double>(v) == SIMD3(1, 2, 3))
        let m = Matrix4(rows: (1...16).map(Double.init))
        #expect(Matrix4(columns: m.columns) == m)
    }
}
