import Foundation
import Homogeneous
import Testing
@testable import TagCloud

@Suite struct RotationSpecTests {
    @Test(arguments: [
        ("x:15", Vector3.unitX, 15.0), ("y:-30", .unitY, -30), ("z:90", .unitZ, 90), ("X:15", .unitX, 15),
        ("x:15deg", .unitX, 15), ("y:15°", .unitY, 15), ("x:0.5rad", .unitX, 0.5 * 180 / .pi),
        ("z:+1e1", .unitZ, 10), ("y:.5", .unitY, 0.5),
    ])
    func parsesAxisAndAngle(text: String, axis: Vector3, degrees: Double) throws {
        let spec = try RotationSpec.parse(text)
        #expect(spec.axis == axis)
        #expect(abs(spec.angle.degrees - degrees) < 1e-12)
    }

    @Test func parsesAnArbitraryAxisAndNormalisesIt() throws {
        let spec = try RotationSpec.parse("1,1,0:30")
        let s = 0.5.squareRoot()
        #expect(spec.axis.isApproximatelyEqual(to: Vector3(s, s, 0), tolerance: 1e-15))
        #expect(abs(spec.angle.degrees - 30) < 1e-12)
    }

    @Test func rotateXTipsTheFrontDown() throws {
        // Rx(+15°) takes +y toward +z, so the front (+z) goes toward −y.
        let m = RotationSpec.orientation(applying: [try RotationSpec.parse("x:15")])
        let front = m.transformDirection(.unitZ)
        let r = 15 * Double.pi / 180
        #expect(front.isApproximatelyEqual(to: Vector3(0, -sin(r), cos(r)), tolerance: 1e-15))
    }

    @Test func severalRotationsApplyInOrderOnTheLeft() throws {
        // x:90 first takes +y to +z, then y:90 takes +z to +x.
        let specs = [try RotationSpec.parse("x:90"), try RotationSpec.parse("y:90")]
        let m = RotationSpec.orientation(applying: specs)
        #expect(m.transformDirection(.unitY).isApproximatelyEqual(to: .unitX, tolerance: 1e-15))
        // And on the left of an existing orientation: M' = Ry · Rx · M0.
        let m0 = Matrix4(rotationZ: .degrees(33))
        let expected = Matrix4(rotationY: .degrees(90)) * Matrix4(rotationX: .degrees(90)) * m0
        #expect(RotationSpec.orientation(applying: specs, to: m0).isApproximatelyEqual(to: expected, tolerance: 1e-15))
    }

    @Test(arguments: [("y:20/s", 20.0), ("y:20", 20), ("y:20deg/s", 20), ("y:0.5rad/s", 0.5 * 180 / .pi),
                      ("y:-7/s", -7)])
    func parsesSpinRates(text: String, degreesPerSecond: Double) throws {
        let spec = try RotationSpec.parseRate(text)
        #expect(spec.axis == .unitY)
        #expect(abs(spec.angle.degrees - degreesPerSecond) < 1e-12)
    }

    @Test(arguments: [
        ("q:15", 0, "unknown axis 'q' in 'q:15': expected x, y, z or a direction such as 1,1,0"),
        ("x15", 0, "expected AXIS:ANGLE such as x:15 or y:-0.5rad, got 'x15'"),
        ("x:1:2", 0, "expected AXIS:ANGLE such as x:15 or y:-0.5rad, got 'x:1:2'"),
        (":15", 0, "missing axis in ':15'"),
        ("x:", 2, "missing angle in 'x:'"),
        ("x:abc", 2, "bad angle 'abc' in 'x:abc'"),
        ("x:nan", 2, "bad angle 'nan'"),
        ("x:inf", 2, "bad angle 'inf'"),
        ("x:15foo", 4, "unknown angle unit 'foo' in 'x:15foo'"),
        ("x:15/s", 4, "unknown angle unit '/s'"),
        ("x:1e400", 2, "angle '1e400' is out of range"),
        ("x:2e6", 2, "angle '2e6' is out of range"),
        ("1,a,0:30", 2, "bad axis component 'a'"),
        ("1,0:30", 0, "unknown axis '1,0'"),
        ("0,0,0:30", 0, "axis '0,0,0' has no direction"),
    ])
    func rejectsBadRotations(text: String, offset: Int, message: String) {
        #expect {
            _ = try RotationSpec.parse(text)
        } throws: { error in
            guard let e = error as? SpecError else { return false }
            return e.offset == offset && e.message.contains(message)
        }
    }

    @Test func rejectsBadRates() {
        #expect(throws: SpecError.self) { _ = try RotationSpec.parseRate("y:20/min") }
        #expect(throws: SpecError.self) { _ = try RotationSpec.parseRate("y:20/s/s") }
    }
}

@Suite struct DurationSpecTests {
    @Test(arguments: [("2s", 2.0), ("0.5s", 0.5), ("500ms", 0.5), ("1e3ms", 1), ("0s", 0), ("86400s", 86400)])
    func parsesDurations(text: String, seconds: Double) throws {
        #expect(try DurationSpec.parse(text) == seconds)
    }

    @Test(arguments: [
        ("2", 1, "duration '2' needs a unit: 2s or 2ms"),
        ("2h", 1, "unknown unit 'h' in '2h'"),
        ("-1s", 0, "a duration cannot be negative, got '-1s'"),
        ("nan", 0, "expected a duration such as 1s or 500ms, got 'nan'"),
        ("infs", 0, "expected a duration"),
        ("1e400s", 0, "duration '1e400s' is out of range"),
        ("1e308s", 0, "duration '1e308s' is over the limit of 86400 s"),
        ("", 0, "expected a duration"),
    ])
    func rejectsBadDurations(text: String, offset: Int, message: String) {
        #expect {
            _ = try DurationSpec.parse(text)
        } throws: { error in
            guard let e = error as? SpecError else { return false }
            return e.offset == offset && e.message.hasPrefix(message)
        }
    }

    @Test func honoursACustomLimit() {
        #expect(throws: SpecError.self) { _ = try DurationSpec.parse("11s", limit: 10) }
    }
}
