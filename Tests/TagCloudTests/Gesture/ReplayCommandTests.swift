import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// The meaning of each command, checked against rotations built independently
/// with `Matrix4(rotation:axis:)` (Rodrigues) rather than the replay's quaternions.
@Suite struct ReplayCommandTests {
    let tau = ReplayOptions.defaultInertia

    @Test func defaultInertiaMatchesTagCanvasAt60fps() {
        // 0.95 per frame at 60 fps: e^(−1/(60τ)) = 0.95.
        #expect(abs(exp(-1 / (60 * tau)) - 0.95) < 1e-15)
        #expect(abs(tau - 0.32493) < 1e-5)
    }

    @Test func rotateIsInstantAndAppliesOnTheLeft() throws {
        for m0 in startOrientations {
            let replay = try makeReplay("rotate x:15\nrotate y:-30 z:90", orientation: m0)
            let expected = Matrix4(rotation: .degrees(90), axis: .unitZ) * Matrix4(rotation: .degrees(-30), axis: .unitY)
                * Matrix4(rotation: .degrees(15), axis: .unitX) * m0
            #expect(replay.duration == 0)
            #expect(replay.frameCount == 1)
            #expect(maxDifference(replay.state(at: 0).orientation, expected) < 1e-12)
        }
    }

    @Test func spinTurnsAtAConstantRateThenCoasts() throws {
        let replay = try makeReplay("spin y:30/s for 2s\nwait 1s")
        for t in [0.0, 0.25, 1, 1.999] {
            let s = replay.state(at: t)
            #expect(maxDifference(s.orientation, Matrix4(rotation: .degrees(30 * t), axis: .unitY)) < 1e-12)
            #expect(s.angularVelocity.isApproximatelyEqual(to: Vector3(0, 30 * .pi / 180, 0), tolerance: 1e-15))
        }
        // After the motor lets go the sphere coasts: 60° + ω·τ·(1 − e^(−s/τ)).
        let omega = 30 * Double.pi / 180
        for s in [0.0, 0.1, 0.5, 0.99] {
            let angle = 60 * Double.pi / 180 + omega * tau * (1 - exp(-s / tau))
            let state = replay.state(at: 2 + s)
            #expect(maxDifference(state.orientation, Matrix4(rotation: .radians(angle), axis: .unitY)) < 1e-12)
            #expect(abs(state.angularVelocity.y - omega * exp(-s / tau)) < 1e-12)
        }
    }

    @Test func dragTurnsByDistanceOverRadiusAboutThePerpendicularAxis() throws {
        // R = 200 px: 300 px is 1.5 rad about +y (dragging right turns the front toward +x).
        let replay = try makeReplay("drag 300,0 over 0.5s\nwait 1s")
        #expect(maxDifference(replay.state(at: 0.25).orientation, Matrix4(rotation: .radians(0.75), axis: .unitY)) < 1e-12)
        let end = Matrix4(rotation: .radians(1.5), axis: .unitY)
        #expect(maxDifference(replay.state(at: 0.5).orientation, end) < 1e-12)
        #expect(replay.state(at: 0.25).angularVelocity.isApproximatelyEqual(to: Vector3(0, 3, 0), tolerance: 1e-12))
        // No release: the finger holds the sphere still.
        #expect(maxDifference(replay.state(at: 1.4).orientation, end) < 1e-12)
        #expect(replay.state(at: 1.4).angularVelocity == .zero)
        #expect(replay.state(at: 0.25).orientation.transformDirection(.unitZ).x > 0)
    }

    @Test func draggingDownTurnsTheFrontDown() throws {
        let replay = try makeReplay("drag 0,100 over 1s")
        let front = replay.state(at: 1).orientation.transformDirection(.unitZ)
        #expect(front.isApproximatelyEqual(to: Vector3(0, -sin(0.5), cos(0.5)), tolerance: 1e-12))
    }

    @Test func diagonalDragAndFromToForm() throws {
        // (30, 40) px: 50 px → 0.25 rad about (40, 30, 0)/50.
        let expected = Matrix4(rotation: .radians(0.25), axis: Vector3(0.8, 0.6, 0))
        let a = try makeReplay("drag 30,40 over 1s")
        let b = try makeReplay("drag from 640,360 to 670,400 over 1s")
        #expect(maxDifference(a.state(at: 1).orientation, expected) < 1e-12)
        #expect(maxDifference(b.state(at: 1).orientation, expected) < 1e-12)
    }

    @Test func dragFollowsTheZoom() throws {
        // At zoom 2 the sphere is 400 px wide on screen: 400 px turn it 1 rad.
        let replay = try makeReplay("pinch 2 over 0.5s\ndrag 400,0 over 1s")
        #expect(maxDifference(replay.state(at: 1.5).orientation, Matrix4(rotation: .radians(1), axis: .unitY)) < 1e-12)
    }

    @Test func releaseFlingsAndDecaysInClosedForm() throws {
        // ω₀ = 1.5 rad / 0.5 s = 3 rad/s about +y; limit angle 1.5 + 3τ.
        let replay = try makeReplay("drag 300,0 over 0.5s\nrelease\nwait 20s")
        for s in [0.0, 0.05, 0.325, 1, 3] {
            let angle = 1.5 + 3 * tau * (1 - exp(-s / tau))
            let state = replay.state(at: 0.5 + s)
            #expect(maxDifference(state.orientation, Matrix4(rotation: .radians(angle), axis: .unitY)) < 1e-12)
            #expect(state.angularVelocity.isApproximatelyEqual(to: Vector3(0, 3 * exp(-s / tau), 0), tolerance: 1e-12))
        }
        let limit = Matrix4(rotation: .radians(1.5 + 3 * tau), axis: .unitY)
        #expect(maxDifference(replay.state(at: 20.5).orientation, limit) < 1e-12)
        #expect(maxDifference(replay.state(at: 20.499).orientation, limit) < 1e-12)
    }

    @Test func inertiaOfZeroStopsDeadAndALongerOneGoesFurther() throws {
        let dead = try makeReplay("drag 300,0 over 0.5s\nrelease\nwait 1s", inertia: 0)
        #expect(maxDifference(dead.state(at: 1.5).orientation, Matrix4(rotation: .radians(1.5), axis: .unitY)) < 1e-12)
        let slow = try makeReplay("drag 300,0 over 0.5s\nrelease\nwait 100s", inertia: 2)
        #expect(maxDifference(slow.state(at: 100.5).orientation, Matrix4(rotation: .radians(7.5), axis: .unitY)) < 1e-9)
    }

    @Test func aNewGestureCatchesTheCoastingSphere() throws {
        let base = "drag 300,0 over 0.5s\nrelease\nwait 0.2s\n"
        for gesture in ["drag 0,0 over 1s", "twist 0 over 1s", "pinch 1.5 over 1s", "stop\nwait 1s"] {
            let replay = try makeReplay(base + gesture)
            let caught = replay.state(at: 0.7).orientation
            #expect(maxDifference(replay.state(at: 1.2).orientation, caught) < 1e-12, "\(gesture)")
            #expect(maxDifference(replay.state(at: 1.7).orientation, caught) < 1e-12, "\(gesture)")
        }
    }

    @Test func rotateLeavesTheCoastingGoingInViewSpace() throws {
        let replay = try makeReplay("drag 300,0 over 0.5s\nrelease\nwait 0.2s\nrotate x:90\nwait 0.3s")
        let atRotate = replay.state(at: 0.7)
        let s = 0.2, v = 3 * exp(-s / tau)
        #expect(atRotate.angularVelocity.isApproximatelyEqual(to: Vector3(0, v, 0), tolerance: 1e-12))
        let before = Matrix4(rotation: .radians(1.5 + 3 * tau * (1 - exp(-s / tau))), axis: .unitY)
        #expect(maxDifference(atRotate.orientation, Matrix4(rotationX: .degrees(90)) * before) < 1e-12)
        let later = Matrix4(rotation: .radians(v * tau * (1 - exp(-0.3 / tau))), axis: .unitY) * atRotate.orientation
        #expect(maxDifference(replay.state(at: 1).orientation, later) < 1e-12)
    }

    @Test func twistTurnsCounterClockwiseOnScreenAndFlings() throws {
        let replay = try makeReplay("twist 90 over 1s\nrelease\nwait 5s")
        // View +x (screen right) goes to view +y (screen up): counter-clockwise as seen.
        let m = replay.state(at: 1).orientation
        #expect(maxDifference(m, Matrix4(rotation: .degrees(90), axis: .unitZ)) < 1e-12)
        #expect(m.transformDirection(.unitX).isApproximatelyEqual(to: .unitY, tolerance: 1e-12))
        let omega = Double.pi / 2
        let later = Matrix4(rotation: .radians(omega + omega * tau * (1 - exp(-0.4 / tau))), axis: .unitZ)
        #expect(maxDifference(replay.state(at: 1.4).orientation, later) < 1e-12)
        let negative = try makeReplay("twist -90 over 1s")
        #expect(negative.state(at: 1).orientation.transformDirection(.unitX).isApproximatelyEqual(to: -.unitY, tolerance: 1e-12))
    }

    @Test func pinchZoomsGeometrically() throws {
        let replay = try makeReplay("rotate y:20\npinch 1.5 over 0.5s\nrelease\nwait 1s")
        #expect(replay.state(at: 0).zoom == 1)
        #expect(abs(replay.state(at: 0.25).zoom - 1.5.squareRoot()) < 1e-12)
        #expect(abs(replay.state(at: 0.125).zoom - pow(1.5, 0.25)) < 1e-12)
        #expect(replay.state(at: 0.5).zoom == 1.5)
        #expect(replay.state(at: 1.5).zoom == 1.5)
        // Orientation untouched, and release after a pinch does not spin.
        let m = Matrix4(rotation: .degrees(20), axis: .unitY)
        for t in [0.0, 0.3, 0.5, 1.5] { #expect(maxDifference(replay.state(at: t).orientation, m) < 1e-12) }
    }

    @Test func secondSpinReplacesTheFirst() throws {
        let replay = try makeReplay("spin y:90/s for 1s\nspin x:90/s for 1s")
        let expected = Matrix4(rotation: .degrees(45), axis: .unitX) * Matrix4(rotation: .degrees(90), axis: .unitY)
        #expect(maxDifference(replay.state(at: 1.5).orientation, expected) < 1e-12)
    }

    @Test func spinConvenienceMatchesTheScript() throws {
        let options = try ReplayOptions(sphereRadius: 200, initialOrientation: Matrix4(rotationX: .degrees(15)))
        let replay = try Replay(spin: try RotationSpec.parseRate("y:20"), duration: 6, options: options)
        #expect(replay.frameCount == 180)
        let expected = Matrix4(rotation: .degrees(60), axis: .unitY) * Matrix4(rotationX: .degrees(15))
        #expect(maxDifference(replay.state(at: 3).orientation, expected) < 1e-12)
        #expect(throws: InputError.self) { _ = try Replay(spin: RotationSpec(axis: .unitY, angle: .degrees(20)),
                                                            duration: .nan, options: options) }
        // The spin's errors are located at its source, `spin` unless the caller names one.
        let rate = RotationSpec(axis: .unitY, angle: .degrees(20))
        #expect(throws: InputError("duration must be a finite number of seconds, at least 0",
                                   at: SourceLocation(file: "spin", line: 1, column: 1))) {
            _ = try Replay(spin: rate, duration: -1, options: options)
        }
        do {
            _ = try Replay(spin: rate, duration: -1, options: options, source: "the spin option")
            Issue.record("a negative duration was accepted")
        } catch {
            #expect(error.location == SourceLocation(file: "the spin option", line: 1, column: 1))
        }
    }

    @Test func optionsAreValidated() {
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 0) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: .infinity) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, inertia: -1) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, inertia: .nan) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, fps: 0) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, fps: .nan) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, maxFrames: 0) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, maxFrames: 1_000_001) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, maxFrames: .max) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 100, initialOrientation: Matrix4(scale: 2)) }
    }

    @Test func noReplayHasMoreThanAMillionFrames() throws {
        // The cap itself is allowed; one frame more is a located script error.
        let options = try ReplayOptions(sphereRadius: 100, fps: 1000, maxFrames: ReplayOptions.maximumFrames)
        let spin = RotationSpec(axis: .unitY, angle: .degrees(20))
        #expect(try Replay(spin: spin, duration: 1000, options: options).frameCount == 1_000_000)
        #expect(throws: InputError.self) { _ = try Replay(spin: spin, duration: 1000.002, options: options) }
        #expect(throws: InputError.self) { _ = try Replay(spin: spin, duration: 86_400, options: options) }
    }

    @Test func largestZoomIsThePeakNotTheEnd() throws {
        // In 2×, out to 0.5×: the peak (2) is in the middle, not at either end.
        let replay = try makeReplay("pinch 2 over 1s\npinch 0.25 over 1s")
        #expect(abs(replay.largestZoom - 2) < 1e-12)
        #expect(abs(replay.state(at: replay.duration).zoom - 0.5) < 1e-12)
        // Zooming out only: the start is the peak.
        #expect(try makeReplay("pinch 0.5 over 1s").largestZoom == 1)
        #expect(try makeReplay("spin y:10/s for 1s").largestZoom == 1)
    }
}
