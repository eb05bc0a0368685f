import Homogeneous
import Testing

@Suite struct VectorAndAngleTests {
    @Test func angleConversions() {
        #expect(Angle.degrees(180).radians == Double.pi)
        #expect(Angle.degrees(90).radians == Double.pi / 2)
        #expect(Angle.radians(Double.pi).degrees == 180)
        #expect(Angle.radians(Double.pi / 4).degrees == 45)
        #expect(abs(Angle.degrees(1).radians - 0.017453292519943295) <= 1e-18)
        #expect(abs(Angle.radians(1).degrees - 57.29577951308232) <= 1e-13)
        var rng = SplitMix64(seed: 50)
        for _ in 0..<1000 {
            let d = rng.uniform(-1000, 1000)
            #expect(abs(Angle.degrees(d).degrees - d) <= 1e-12)
        }
        // Degrees stay exact through sums, negation and scaling.
        #expect(Angle.degrees(15).degrees == 15 && Angle.radians(0.3).radians == 0.3)
        #expect((Angle.degrees(30) + .degrees(60)).degrees == 90)
        #expect((Angle.degrees(0.1) + .degrees(0.2)).degrees == 0.1 + 0.2)
        #expect((Angle.degrees(30) - .degrees(45)).degrees == -15)
        #expect(abs((Angle.degrees(30) - .radians(Double.pi)).degrees + 150) <= 1e-12)
        #expect((-Angle.degrees(15)).degrees == -15)
        #expect((Angle.degrees(15) * 2).degrees == 30 && (2 * Angle.degrees(15)).degrees == 30)
        #expect((Angle.radians(1) * 2).radians == 2)
        #expect(Angle.degrees(1) < .degrees(2) && Angle.radians(0.1) < .degrees(6) && Angle.zero.radians == 0)
        // Equality and hashing go by value, whatever the unit.
        #expect(Angle.degrees(180) == .radians(Double.pi))
        #expect(Set([Angle.degrees(180), .radians(Double.pi), .degrees(90)]).count == 2)
        #expect(Angle.degrees(15).description == "15.0°" && Angle.radians(1.5).description == "1.5 rad")
        var a = Angle.degrees(10)
        a.radians = 1
        #expect(a.description == "1.0 rad")
        a.degrees = 45
        #expect(a.degrees == 45)
    }

    // Whole quarter turns in degrees have exact sines and cosines, any number of turns away.
    @Test func exactQuarterTurnTrigonometry() {
        for (d, s, c) in [(0.0, 0.0, 1.0), (90, 1, 0), (180, 0, -1), (270, -1, 0), (-90, -1, 0),
                          (360, 0, 1), (450, 1, 0), (-540, 0, -1), (3600 + 270, -1, 0)] {
            let (sine, cosine) = Angle.degrees(d).sineAndCosine
            #expect(sine == s && cosine == c)
            #expect(Angle.degrees(d).sine == s && Angle.degrees(d).cosine == c)
        }
        // Other angles agree with the radian functions.
        var rng = SplitMix64(seed: 51)
        for _ in 0..<1000 {
            let d = rng.uniform(-720, 720)
            let (s, c) = Angle.degrees(d).sineAndCosine
            let r = Angle.radians(Angle.degrees(d).radians)
            #expect(abs(s - r.sine) <= 1e-13 && abs(c - r.cosine) <= 1e-13)
            #expect(abs(s * s + c * c - 1) <= 1e-15)
        }
        #expect(abs(Angle.degrees(30).sine - 0.5) <= 1e-16)
        #expect(Angle.degrees(.nan).sine.isNaN)
    }

    @Test func vectorArithmeticByHand() {
        let a = Vector3(1, 2, 3), b = Vector3(-4, 0.5, 2)
        #expect(a + b == Vector3(-3, 2.5, 5))
        #expect(a - b == Vector3(5, 1.5, 1))
        #expect(a * 2 == Vector3(2, 4, 6) && 2 * a == a * 2 && a / 2 == Vector3(0.5, 1, 1.5))
        #expect(-a == Vector3(-1, -2, -3))
        #expect(a.dot(b) == -4 + 1 + 6)
        // (1,2,3) × (−4,0.5,2) = (2·2 − 3·0.5, 3·(−4) − 1·2, 1·0.5 − 2·(−4)) = (2.5, −14, 8.5)
        #expect(a.cross(b) == Vector3(2.5, -14, 8.5))
        #expect(Vector3.unitX.cross(.unitY) == .unitZ && Vector3.unitY.cross(.unitZ) == .unitX)
        #expect(Vector3(3, 4, 12).length == 13 && Vector3(3, 4, 12).lengthSquared == 169)
        #expect(Vector3(0, 3, 4).normalized == Vector3(0, 0.6, 0.8))
        #expect(Vector3.zero.normalized == nil && Vector3(.infinity, 0, 0).normalized == nil)
        #expect(Vector3(1, 1, 1).distance(to: Vector3(4, 5, 1)) == 5)
        #expect(a.lerp(to: b, 0.5) == Vector3(-1.5, 1.25, 2.5))
        var c = a
        c += b; c -= b; c *= 3
        #expect(c == Vector3(3, 6, 9))
        #expect(!Vector3(1, 2, .nan).isFinite && a.isFinite)
        #expect(a.isApproximatelyEqual(to: a + Vector3(1e-10, 0, 0)))
        #expect(!a.isApproximatelyEqual(to: a + Vector3(0, 0, 1e-8)))
        #expect(a.description == "(1.0, 2.0, 3.0)")
        #expect(Vector4(a, w: 1).xyz == a && Vector4(1, 2, 3, 4).dot(Vector4(1, 1, 1, 1)) == 10)
        #expect(Vector4(1, 2, 3, 4) + Vector4(1, 1, 1, 1) - Vector4(2, 2, 2, 2) == Vector4(0, 1, 2, 3))
        #expect(Vector4(1, 2, 3, 4) * 2 == Vector4(2, 4, 6, 8))
        #expect(Vector4(1, 2, 3, 4).description == "(1.0, 2.0, 3.0, 4.0)")
        #expect(Quaternion.identity.description == "(0.0, 0.0, 0.0; 1.0)")
    }

    @Test func anglesBetweenDirections() {
        #expect(abs(Vector3.unitX.angle(to: .unitY).degrees - 90) <= 1e-12)
        #expect(abs(Vector3.unitX.angle(to: Vector3(1, 1, 0)).degrees - 45) <= 1e-12)
        #expect(abs(Vector3.unitX.angle(to: -.unitX).degrees - 180) <= 1e-12)
        // Accurate for tiny angles, where acos(dot) would round to zero.
        #expect(abs(Vector3.unitX.angle(to: Vector3(1, 1e-9, 0)).radians - 1e-9) <= 1e-20)
        #expect(Vector3.zero.angle(to: .unitX) == .zero)
    }

    @Test func approximateEqualityUsesTheStatedTolerance() {
        let m = Matrix4(rotationZ: .degrees(30))
        var n = m
        n[2, 3] += 1e-10
        #expect(m.isApproximatelyEqual(to: n))                      // default 1e-9
        #expect(!m.isApproximatelyEqual(to: n, tolerance: 1e-11))
        n[0, 0] += 2e-9
        #expect(!m.isApproximatelyEqual(to: n))
        var bad = m
        bad[1, 1] = .nan
        #expect(!m.isApproximatelyEqual(to: bad, tolerance: 1e300))
        #expect(!bad.isApproximatelyEqual(to: bad, tolerance: 1e300))
        #expect(!bad.isFinite && m.isFinite)
    }

    @Test func matrixStorageAndLayout() {
        let m = Matrix4(rows: (1...16).map(Double.init))
        // Row-major in, column-major storage: column 0 is (1, 5, 9, 13).
        #expect(m.c0 == SIMD4(1, 5, 9, 13) && m.c3 == SIMD4(4, 8, 12, 16))
        #expect(m.rowMajor == (1...16).map(Double.init))
        #expect(m.columnMajor == [1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16])
        #expect(m[2, 1] == 10)
        #expect(Matrix4(translation: Vector3(7, 8, 9)).c3 == SIMD4(7, 8, 9, 1))
        #expect(m.description.hasPrefix("[1.0, 2.0, 3.0, 4.0]\n[5.0"))
        var t = Matrix4.identity
        t.translation = Vector3(1, 2, 3)
        #expect(t == Matrix4(translation: Vector3(1, 2, 3)))
    }
}
