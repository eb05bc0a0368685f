import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// Time, frames and drift: the replay is a pure function of time.
@Suite struct ReplayTimeTests {
    static let busy = """
        rotate x:15
        drag 300,-120 over 0.35s
        release
        wait 0.4s
        twist -60 over 0.3s
        release
        wait 0.45s
        spin 1,1,0:90/s for 0.5s
        wait 0.5s
        pinch 1.3 over 0.25s
        drag from 10,10 to 60,-30 over 0.25s
        release
        wait 1s
        """

    @Test func everyFrameRateSeesTheSamePoseAtTheSameTime() throws {
        let replays = try [24.0, 30, 60].map { try makeReplay(Self.busy, fps: $0) }
        for time in [0.0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4] {
            let states = replays.map { r in r.state(ofFrame: Int((time * r.fps).rounded())) }
            for s in states {
                #expect(s.time == time)
                #expect(maxDifference(s.orientation, states[0].orientation) < 1e-9, "t = \(time)")
                #expect(abs(s.zoom - states[0].zoom) < 1e-9)
            }
        }
    }

    @Test func coastingAngleIsExactAtEveryFrameRate() throws {
        // The fling's angle at 1 s after release, whatever the frame rate,
        // is the integral of ω₀e^(−t/τ), not a per-frame 0.95 product.
        let tau = ReplayOptions.defaultInertia
        let expected = Matrix4(rotation: .radians(1.5 + 3 * tau * (1 - exp(-1 / tau))), axis: .unitY)
        for fps in [24.0, 30, 60] {
            let replay = try makeReplay("drag 300,0 over 0.5s\nrelease\nwait 2s", fps: fps)
            let frame = Int((1.5 * fps).rounded())
            #expect(maxDifference(replay.state(ofFrame: frame).orientation, expected) < 1e-12, "fps \(fps)")
        }
    }

    @Test func frameCountIsTheCeilingOfDurationTimesFPS() throws {
        #expect(Replay.frameCount(duration: 2, fps: 30) == 60)
        #expect(Replay.frameCount(duration: 0, fps: 30) == 1)
        #expect(Replay.frameCount(duration: 0.1, fps: 30) == 3)  // 0.1 · 30 = 3.0000000000000004
        #expect(Replay.frameCount(duration: 1.01, fps: 30) == 31)
        #expect(Replay.frameCount(duration: 0.01, fps: 30) == 1)
        #expect(Replay.frameCount(duration: 6.1, fps: 24) == 147)  // 146.4
        let replay = try makeReplay("fps 30\nspin y:180/s for 2s")
        #expect(replay.frameCount == 60)
        #expect(replay.time(ofFrame: 59) == 59.0 / 30)
        // The frame after the last would repeat frame 0 of a full-turn loop.
        #expect(maxDifference(replay.state(at: 2).orientation, .identity) < 1e-12)
    }

    @Test func frameRateComesFromTheOverrideThenTheScriptThenThirty() throws {
        #expect(try makeReplay("wait 1s").fps == 30)
        #expect(try makeReplay("fps 24\nwait 1s").fps == 24)
        #expect(try makeReplay("fps 24\nwait 1s", fps: 60).fps == 60)
        #expect(try makeReplay("fps 24\nwait 1s", fps: 60).frameCount == 60)
        #expect(try makeReplay("fps 29.97\nwait 10s").frameCount == 300)  // 299.7
    }

    @Test func frameRateFlagParsesLikeTheFPSLine() throws {
        #expect(try GestureScript.parseFrameRate("29.97") == 29.97)
        #expect(throws: SpecError.self) { _ = try GestureScript.parseFrameRate("0") }
        #expect(throws: SpecError.self) { _ = try GestureScript.parseFrameRate("inf") }
        #expect(throws: SpecError.self) { _ = try GestureScript.parseFrameRate("30fps") }
    }

    @Test func framesCanBeEvaluatedInAnyOrder() throws {
        let replay = try makeReplay(Self.busy)
        let forward = (0..<replay.frameCount).map { replay.state(ofFrame: $0) }
        let backward = (0..<replay.frameCount).reversed().map { replay.state(ofFrame: $0) }
        #expect(forward == backward.reversed())
        let lines = (0..<replay.frameCount).map { replay.traceLine(frame: $0) }
        let shuffled = (0..<replay.frameCount).map { ($0 * 37) % replay.frameCount }
        for i in shuffled { #expect(replay.traceLine(frame: i) == lines[i]) }
    }

    @Test func posesAreContinuousAcrossCommandBoundaries() throws {
        let replay = try makeReplay(Self.busy)
        var t = 0.0
        for command in replay.script.commands {
            t += command.duration
            guard t < replay.duration else { break }
            let before = replay.state(at: t - 1e-9), after = replay.state(at: t)
            #expect(maxDifference(before.orientation, after.orientation) < 1e-6, "at \(t)")
        }
    }

    @Test func timesOutsideTheAnimationClamp() throws {
        let replay = try makeReplay("rotate y:10\nspin y:90/s for 1s\nrotate x:5")
        #expect(replay.state(at: -1) == replay.state(at: 0))
        #expect(replay.state(at: .nan) == replay.state(at: 0))
        #expect(maxDifference(replay.state(at: 0).orientation, Matrix4(rotationY: .degrees(10))) < 1e-12)
        // The trailing instant rotate shows from the end on.
        let end = Matrix4(rotationX: .degrees(5)) * Matrix4(rotationY: .degrees(100))
        #expect(maxDifference(replay.state(at: 1).orientation, end) < 1e-12)
        #expect(maxDifference(replay.state(at: 50).orientation, end) < 1e-12)
        #expect(replay.state(at: 50).time == 1)
    }

    @Test func aLongSpinDoesNotDrift() throws {
        let m0 = startOrientations[2]
        let replay = try makeReplay("spin y:20/s for 10000s", orientation: m0)
        for t in [9999.5, 10_000] {
            let m = replay.state(at: t).orientation
            #expect(m.isRotation(tolerance: 1e-9))
            let angle = (20 * t).truncatingRemainder(dividingBy: 360)
            #expect(maxDifference(m, Matrix4(rotation: .degrees(angle), axis: .unitY) * m0) < 1e-9)
        }
    }

    @Test func manySmallDragsDoNotDrift() throws {
        // 2 000 drags of (10, 7) px compose without shear or scale creeping in.
        let script = String(repeating: "drag 10,7 over 0.01s\n", count: 2000)
        let replay = try makeReplay(script)
        let step = Matrix4(rotation: .radians(149.0.squareRoot() / 200), axis: Vector3(7, 10, 0))
        var expected = Matrix4.identity
        for _ in 0..<2000 { expected = (step * expected).orthonormalized() }
        let m = replay.state(at: 20).orientation
        #expect(m.isRotation(tolerance: 1e-12))
        #expect(maxDifference(m, expected) < 1e-9)
    }
}
