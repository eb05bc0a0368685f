import Homogeneous
import Testing
@testable import TagCloud

/// Every script error, with its exact line and column.
@Suite struct GestureScriptErrorTests {
    static let tags: [String: Vector3] = ["Swift": .unitX, "Rust": .unitY, "Go": .unitZ]

    @Test func unknownCommandSuggestsTheNearest() {
        expectScriptError("wait 1s\ndragg 1,0 over 1s", line: 2, column: 1, "unknown command 'dragg'; did you mean 'drag'?")
        expectScriptError("   Wait 1s", line: 1, column: 4, "did you mean 'wait'?")
        expectScriptError("jump 3", line: 1, column: 1, "unknown command 'jump'; expected one of fps, rotate")
        expectScriptError("\"wait\" 1s", line: 1, column: 1, "expected a command, got a quoted name")
    }

    @Test func missingPiecesPointJustAfterTheLastToken() {
        expectScriptError("wait", line: 1, column: 5, "expected a duration, as in 'wait 1s'")
        expectScriptError("wait   # later", line: 1, column: 5, "expected a duration")
        expectScriptError("drag 300,0", line: 1, column: 11, "expected 'over' and a duration")
        expectScriptError("drag 300,0 over", line: 1, column: 16, "expected a duration after 'over'")
        expectScriptError("spin y:30/s", line: 1, column: 12, "expected 'for' and a duration")
        expectScriptError("drag", line: 1, column: 5, "drag needs an offset")
        expectScriptError("twist", line: 1, column: 6, "twist needs an angle")
        expectScriptError("pinch", line: 1, column: 6, "pinch needs a zoom factor")
        expectScriptError("tap", line: 1, column: 4, "tap needs a tag name")
        expectScriptError("rotate", line: 1, column: 7, "rotate needs AXIS:ANGLE")
        expectScriptError("spin", line: 1, column: 5, "spin needs AXIS:RATE")
        expectScriptError("fps", line: 1, column: 4, "fps needs a frame rate")
        expectScriptError("drag from 1,2", line: 1, column: 14, "expected 'to' and an end point")
        expectScriptError("drag from 1,2 to", line: 1, column: 17, "expected an end point after 'to'")
    }

    @Test func wrongKeywords() {
        expectScriptError("drag 300,0 for 1s", line: 1, column: 12, "expected 'over', got 'for'")
        expectScriptError("spin y:30 over 1s", line: 1, column: 11, "expected 'for', got 'over'")
        expectScriptError("drag from 1,2 too 3,4 over 1s", line: 1, column: 15, "expected 'to', got 'too'")
    }

    @Test func badDurations() {
        expectScriptError("wait -1s", line: 1, column: 6, "a duration cannot be negative")
        expectScriptError("wait 2", line: 1, column: 7, "duration '2' needs a unit")
        expectScriptError("wait 1x", line: 1, column: 7, "unknown unit 'x'")
        expectScriptError("wait nan", line: 1, column: 6, "expected a duration such as 1s or 500ms, got 'nan'")
        expectScriptError("wait infs", line: 1, column: 6, "expected a duration")
        expectScriptError("wait 1e400s", line: 1, column: 6, "out of range")
        expectScriptError("wait 1e308s", line: 1, column: 6, "over the limit of 86400 s")
        expectScriptError("tap Go over -0.5s", line: 1, column: 13, "cannot be negative", tags: Self.tags)
        expectScriptError("wait 50000s\n\nwait 50000s", line: 3, column: 6,
                          "the script would last 100000 s, over the limit of 86400 s")
    }

    @Test func badNumbers() {
        expectScriptError("twist abc over 1s", line: 1, column: 7, "bad angle 'abc'")
        expectScriptError("twist 45x over 1s", line: 1, column: 9, "unknown angle unit 'x'")
        expectScriptError("twist 1e9 over 1s", line: 1, column: 7, "out of range")
        expectScriptError("pinch nan over 1s", line: 1, column: 7, "expected a zoom factor such as 1.5, got 'nan'")
        expectScriptError("pinch 0 over 1s", line: 1, column: 7, "pinch factor must be between 0.001 and 1000")
        expectScriptError("pinch -2 over 1s", line: 1, column: 7, "pinch factor must be between")
        expectScriptError("drag 300,abc over 1s", line: 1, column: 10, "bad coordinate 'abc'")
        expectScriptError("drag 300 over 1s", line: 1, column: 6, "expected a point in px such as 300,0")
        expectScriptError("drag 1e7,0 over 1s", line: 1, column: 6, "out of range")
        expectScriptError("drag inf,0 over 1s", line: 1, column: 6, "bad coordinate 'inf'")
        expectScriptError("rotate q:15", line: 1, column: 8, "unknown axis 'q'")
        expectScriptError("rotate x:15 y:1o", line: 1, column: 16, "unknown angle unit 'o'")
        expectScriptError("spin y:20/min for 1s", line: 1, column: 10, "unknown angle unit '/min'")
        expectScriptError("fps 0", line: 1, column: 5, "frame rate must be greater than 0")
        expectScriptError("fps 1e9", line: 1, column: 5, "at most 1000")
        expectScriptError("fps thirty", line: 1, column: 5, "expected a frame rate such as 30")
        expectScriptError("twist \"45\" over 1s", line: 1, column: 7, "unexpected quoted text")
    }

    @Test func trailingGarbage() {
        expectScriptError("release now", line: 1, column: 9, "unexpected 'now' after the release command")
        expectScriptError("wait 1s please", line: 1, column: 9, "unexpected 'please' after the wait command")
        expectScriptError("tap Go over 1s 2s", line: 1, column: 16, "unexpected '2s'", tags: Self.tags)
    }

    @Test func quotes() {
        expectScriptError("tap \"Swift over 1s", line: 1, column: 5, "unterminated quote")
        expectScriptError("wait 1s\n  tap \"Swift\"over 1s", line: 2, column: 14, "expected a space after the closing quote")
        expectScriptError("tap \"a\\nb\" over 1s", line: 1, column: 7, "unknown escape")
        expectScriptError("tap \"\" over 1s", line: 1, column: 5, "empty tag name")
    }

    @Test func duplicateFPS() {
        expectScriptError("fps 30\nwait 1s\nfps 24", line: 3, column: 1, "fps is already set on line 1")
    }

    @Test func unknownAndAmbiguousTagsPointAtTheName() {
        expectScriptError("wait 1s\n  tap \"Swiftt\" over 1s", line: 2, column: 7,
                          "unknown tag 'Swiftt'; did you mean 'Swift'?", tags: Self.tags)
        expectScriptError("tap Haskell over 1s", line: 1, column: 5, "unknown tag 'Haskell': no tag", tags: Self.tags)
        let clash: [String: Vector3] = ["Go": .unitX, "GO": .unitY]
        expectScriptError("tap go over 1s", line: 1, column: 5, "tag 'go' is ambiguous: it matches 'GO', 'Go'",
                          tags: clash)
    }

    @Test func zoomOutOfRange() {
        expectScriptError("pinch 100 over 1s\nrelease\npinch 20 over 1s", line: 3, column: 1,
                          "takes the zoom to 2000")
    }

    @Test func frameLimit() {
        // 2 s at 30 fps is 60 frames: fine under 100; the second wait needs 120.
        #expect(scriptError("wait 2s", maxFrames: 60) == nil)
        expectScriptError("wait 2s\nrelease\nwait 2s", line: 3, column: 1,
                          "the animation would need more than 100 frames at 30 fps (it reaches 4 s here)",
                          maxFrames: 100)
        expectScriptError("wait 86400s", line: 1, column: 1, "more than 1000000 frames")
    }

    @Test func errorsPrintLikeACompiler() {
        let error = scriptError("wait 1s\nwiat 2s")
        #expect(error?.description == "test.gesture:2:1: unknown command 'wiat'; did you mean 'wait'?")
    }
}
