import Homogeneous
import Testing

@Test func identityIsNeutral() {
    let m = Matrix4(rotation: .degrees(30), axis: Vector3(1, 2, 3), about: Vector3(4, 5, 6))
    #expect((Matrix4.identity * m).isApproximatelyEqual(to: m, tolerance: 0))
    #expect(m.inverse.map { ($0 * m).isApproximatelyEqual(to: .identity, tolerance: 1e-12) } == true)
}
