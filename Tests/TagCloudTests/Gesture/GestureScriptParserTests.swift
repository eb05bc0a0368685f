import Homogeneous
import Testing
@testable import TagCloud

@Suite struct GestureScriptParserTests {
    /// The example from the issue, every command once.
    static let example = """
        fps 30                      # default frame rate; --fps overrides it
        rotate x:15                 # instant change of orientation, as --rotate does
        spin y:30/s for 2s          # constant angular velocity about an axis
        drag 300,0 over 0.5s        # one finger moves by (dx, dy) px over the duration
        drag from 640,360 to 940,300 over 0.5s
        release                     # the finger lifts; the sphere keeps its velocity
        twist 45 over 1s            # two-finger rotation about the view axis
        pinch 1.5 over 0.5s         # zoom by a factor
        tap "Swift" over 0.6s       # rotate so that this tag comes to the front, eased
        wait 1s                     # time passes; inertia or spin go on
        stop
        """

    @Test func parsesEveryCommand() throws {
        let script = try GestureScript(parsing: Self.example, file: "x.gesture")
        #expect(script.fps == 30)
        let actions = script.commands.map(\.action)
        #expect(actions.count == 10)
        #expect(actions[0] == .rotate([RotationSpec(axis: .unitX, angle: .degrees(15))]))
        #expect(actions[1] == .spin(rate: RotationSpec(axis: .unitY, angle: .degrees(30)), duration: 2))
        #expect(actions[2] == .drag(dx: 300, dy: 0, duration: 0.5))
        #expect(actions[3] == .drag(dx: 300, dy: -60, duration: 0.5))
        #expect(actions[4] == .release)
        #expect(actions[5] == .twist(angle: .degrees(45), duration: 1))
        #expect(actions[6] == .pinch(factor: 1.5, duration: 0.5))
        #expect(actions[7] == .tap(tag: "Swift", tagLocation: SourceLocation(file: "x.gesture", line: 9, column: 5),
                                   duration: 0.6))
        #expect(actions[8] == .wait(duration: 1))
        #expect(actions[9] == .stop)
        // Each command remembers where its word is.
        #expect(script.commands[1].location == SourceLocation(file: "x.gesture", line: 3, column: 1))
        #expect(abs(script.duration - 6.1) < 1e-12)
    }

    @Test func skipsBlankLinesCommentsAndHandlesCRLFAndTabs() throws {
        let text = "\u{FEFF}# a comment\r\n\r\n\twait\t250ms   # trailing\r\n   # indented comment\n  release\n"
        let script = try GestureScript(parsing: text)
        #expect(script.commands.map(\.action) == [.wait(duration: 0.25), .release])
        #expect(script.commands[0].location.line == 3)
        #expect(script.commands[0].location.column == 2)
        #expect(script.commands[1].location == SourceLocation(file: "-", line: 5, column: 3))
        #expect(script.fps == nil)
    }

    @Test func quotedNamesKeepHashesSpacesAndEscapes() throws {
        let script = try GestureScript(parsing: """
            tap "C#" over 1s # the hash inside quotes is not a comment
            tap "Objective C" over 1s
            tap "say \\"hi\\" \\\\o/" over 1s
            tap Rust over 1s
            tap "Zürich 🌍" over 1s
            """)
        let names = script.commands.compactMap { c -> String? in
            if case let .tap(name, _, _) = c.action { return name } else { return nil }
        }
        #expect(names == ["C#", "Objective C", "say \"hi\" \\o/", "Rust", "Zürich 🌍"])
    }

    @Test func rotateTakesSeveralSpecsInOrder() throws {
        let script = try GestureScript(parsing: "rotate x:15 y:-0.5rad 1,1,0:30")
        guard case let .rotate(specs) = script.commands.first?.action else {
            Issue.record("not a rotate")
            return
        }
        #expect(specs.count == 3)
        #expect(specs[1] == RotationSpec(axis: .unitY, angle: .radians(-0.5)))
        #expect(specs[2].axis.isApproximatelyEqual(to: Vector3(1, 1, 0) / 2.squareRoot(), tolerance: 1e-15))
    }

    @Test func spinRateMayOmitPerSecondAndDurationsMayUseMilliseconds() throws {
        let script = try GestureScript(parsing: "spin z:-45 for 1500ms\nwait 0s")
        #expect(script.commands[0].action == .spin(rate: RotationSpec(axis: .unitZ, angle: .degrees(-45)),
                                                   duration: 1.5))
        #expect(script.commands[1].action == .wait(duration: 0))
        #expect(script.duration == 1.5)
    }

    @Test func emptyScriptHasNoCommands() throws {
        let script = try GestureScript(parsing: "\n# nothing\n")
        #expect(script.commands.isEmpty)
        #expect(script.duration == 0)
    }
}
