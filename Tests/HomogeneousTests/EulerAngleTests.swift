import Homogeneous
import Testing

@Suite struct EulerAngleTests {
    // Three.js and glm's eulerAngleXYZ are intrinsic: Rx(a)·Ry(b)·Rz(c). The
    // documentation says that is .zyx here with the angles reversed.
    @Test func intrinsicXYZIsExtrinsicZYXReversed() {
        var rng = SplitMix64(seed: 473)
        for _ in 0..<200 {
            let (a, b, c) = (rng.degrees(-180, 180), rng.degrees(-180, 180), rng.degrees(-180, 180))
            let intrinsic = Matrix4(rotationX: a) * Matrix4(rotationY: b) * Matrix4(rotationZ: c)
            #expect(Matrix4(euler: (c, b, a), order: .zyx).isApproximatelyEqual(to: intrinsic, tolerance: 1e-15))
        }
    }

    // Whole quarter turns in degrees give exact entries, and matrix and
    // quaternion agree for every order.
    @Test func matrixAndQuaternionAgreeInEveryOrder() {
        #expect(Matrix4(euler: (.degrees(90), .degrees(180), .degrees(-90)), order: .zxz).rowMajor.allSatisfy { $0 == $0.rounded() })
        var rng = SplitMix64(seed: 474)
        for order in EulerOrder.allCases {
            for _ in 0..<100 {
                let angles = (rng.degrees(-360, 360), rng.degrees(-360, 360), rng.degrees(-360, 360))
                let m = Matrix4(euler: angles, order: order), q = Quaternion(euler: angles, order: order)
                #expect(Matrix4(q).isApproximatelyEqual(to: m, tolerance: 1e-14))
                #expect(m.isRotation(tolerance: 1e-14))
            }
        }
    }

    // Angles → rotation → angles gives the angles back, in the documented ranges.
    @Test func roundTripsInEveryOrder() {
        var rng = SplitMix64(seed: 475)
        for order in EulerOrder.allCases {
            let middle = order.isProperEuler ? (5.0, 175.0) : (-85.0, 85.0)
            for _ in 0..<200 {
                let angles = (rng.degrees(-179, 179), rng.degrees(middle.0, middle.1), rng.degrees(-179, 179))
                let back = Quaternion(euler: angles, order: order).eulerAngles(order: order)
                #expect(abs(back.0.radians - angles.0.radians) <= 1e-12, "\(order)")
                #expect(abs(back.1.radians - angles.1.radians) <= 1e-12, "\(order)")
                #expect(abs(back.2.radians - angles.2.radians) <= 1e-12, "\(order)")
                let fromMatrix = Matrix4(euler: angles, order: order).eulerAngles(order: order)
                #expect(abs(fromMatrix.0.radians - angles.0.radians) <= 1e-12)
            }
        }
        #expect(EulerOrder.xyx.isProperEuler && !EulerOrder.zyx.isProperEuler)
    }

    // At gimbal lock the third angle is 0 and the first carries the whole
    // turn about the locked axis; the rotation comes back exactly.
    @Test func gimbalLockSetsTheThirdAngleToZero() {
        for order in EulerOrder.allCases {
            for middle in order.isProperEuler ? [0.0, 180] : [90.0, -90] {
                let angles = (Angle.degrees(25), Angle.degrees(middle), Angle.degrees(40))
                let m = Matrix4(euler: angles, order: order)
                let back = m.eulerAngles(order: order)
                #expect(back.2.radians == 0, "\(order) at \(middle)°")
                #expect(abs(back.1.degrees - middle) <= 1e-12, "\(order) at \(middle)°")
                #expect(Matrix4(euler: back, order: order).isApproximatelyEqual(to: m, tolerance: 1e-14), "\(order)")
            }
        }
    }
}
