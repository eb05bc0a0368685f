import Homogeneous
import Testing
@testable import TagCloud

/// Malformed and extreme gesture scripts (Tools/fuzz `script` target and
/// the hardening checklist): every one is a located one-line error or a
/// finite replay, never a trap or a hang.
struct GestureHardeningTests {
    /// Whether `text` has a line break or another control character.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
    }

    /// Found by the fuzzer: a form feed inside a duration's unit was echoed
    /// raw into "unknown unit '…'", a message that breaks the line.
    @Test func controlCharactersInEchoedTextAreEscaped() throws {
        let error = try #require(scriptError("pinch 0.514 over  .5sCompar\u{0C}b # 1.2s"))
        #expect(error.message == "unknown unit 'sCompar\\u{c}b' in '.5sCompar\\u{c}b': durations use s or ms")
        #expect(error.location.line == 1 && error.location.column == 21)
        let cases = [
            "jump\u{1B}[2J 1s", "wait 1\u{0B}s", "drag 1,\u{85}2 over 1s", "twist 4\u{2028}5 over 1s",
            "wait 1s\u{2029}", "rotate x:1\u{7F}", "tap \"a\u{0D}b\" over 1s", "drag from 1,2 t\u{0}o 3,4 over 1s",
        ]
        for text in cases {
            let error = try #require(scriptError(text, tags: ["Swift": .unitX]), "\(text.debugDescription)")
            #expect(!Self.hasControl(error.description), "\(error.description.debugDescription)")
            #expect(error.description.contains("\\u{"), "\(error.description.debugDescription)")
        }
    }

    /// Found by the fuzzer: a quoted string where a value belongs was echoed
    /// raw into "unexpected quoted text", NULs and a vertical tab included.
    @Test func unexpectedQuotedTextIsEscaped() throws {
        let error = try #require(scriptError("spin \"gsy:2\u{0}\u{0}\u{1}\u{0B}6 /s \u{FFFD}\" for 1s"))
        #expect(error.message == "unexpected quoted text \"gsy:2\\u{0}\\u{0}\\u{1}\\u{b}6 /s \u{FFFD}\"")
        #expect(error.location.line == 1 && error.location.column == 6)
        #expect(!Self.hasControl(error.description))
    }

    /// NaN, infinity and overflowing numbers in every numeric slot.
    @Test func nonFiniteNumbersAreRejectedEverywhere() {
        let scripts = [
            "wait nans", "wait infs", "wait 1e309s", "wait -0s\nwait 1e-400s\nwait nan", "fps nan", "fps inf",
            "fps 1e400", "rotate x:nan", "rotate x:inf", "rotate nan,0,1:10", "rotate 1e400,0,0:10",
            "spin y:nan/s for 1s", "spin y:1e400/s for 1s", "drag nan,0 over 1s", "drag 0,1e400 over 1s",
            "twist inf over 1s", "twist -1e400 over 1s", "pinch inf over 1s", "pinch 1e-400 over 1s",
            "drag from nan,0 to 1,1 over 1s", "tap Swift over infs",
        ]
        for text in scripts {
            let error = scriptError(text, tags: ["Swift": .unitX])
            #expect(error != nil, "\(text.debugDescription) was accepted")
            if let error { #expect(!Self.hasControl(error.description)) }
        }
    }

    /// A zero-length axis and a zero or denormal duration are defined cases.
    @Test func degenerateValuesHaveDefinedResults() throws {
        #expect(scriptError("rotate 0,0,0:10") != nil)
        #expect(scriptError("rotate 1e-320,0,0:10") != nil || (try? makeReplay("rotate 1e-320,0,0:10")) != nil)
        let replay = try makeReplay("drag 300,0 over 1e-300s\nrelease\nwait 1s\ntwist 45 over 0s\nrelease\nwait 1s")
        for frame in 0..<replay.frameCount {
            let state = replay.state(ofFrame: frame)
            #expect(state.orientation.isFinite && state.orientation.isRotation(tolerance: 1e-9))
        }
    }

    /// Huge durations hit the documented limits: 86 400 s per script and
    /// 1 000 000 frames per replay (at the highest frame rate, 1000 s is enough).
    @Test func hugeDurationsHitTheLimits() throws {
        expectScriptError("wait 1e308s", line: 1, column: 6, "over the limit of 86400 s")
        expectScriptError("fps 1000\nwait 1000s\nwait 0.001s", line: 3, column: 1, "more than 1000000 frames at 1000 fps")
        #expect(try makeReplay("fps 1000\nwait 1000s").frameCount == 1_000_000)
        // Many commands summing past the limit stop at the one that crosses it.
        let many = String(repeating: "wait 86s\n", count: 1005)
        expectScriptError(many, line: 1005, column: 6, "over the limit of 86400 s")
    }

    /// Evaluating far outside the animation clamps, for any Double.
    @Test func statesAtExtremeTimesClamp() throws {
        let replay = try makeReplay("spin y:30/s for 2s\nwait 1s")
        let end = replay.state(at: replay.duration)
        for t in [Double.infinity, .greatestFiniteMagnitude, 1e300] { #expect(replay.state(at: t) == end) }
        for t in [-Double.infinity, -.greatestFiniteMagnitude, .nan, -0.0] {
            #expect(replay.state(at: t) == replay.state(at: 0))
        }
        #expect(replay.state(ofFrame: .max).time == replay.duration)
        #expect(replay.state(ofFrame: .min) == replay.state(at: 0))
    }

    /// The spin shortcut rejects non-finite and negative durations.
    @Test func spinShortcutRejectsBadDurations() throws {
        let options = try ReplayOptions(sphereRadius: 100)
        let rate = try RotationSpec.parseRate("y:20")
        for duration in [Double.nan, .infinity, -.infinity, -1, 1e300] {
            #expect(throws: InputError.self, "\(duration)") {
                _ = try Replay(spin: rate, duration: duration, options: options)
            }
        }
    }

    /// Options reject NaN and infinite settings.
    @Test func optionsRejectNonFiniteSettings() {
        for radius in [Double.nan, .infinity, 0, -1] {
            #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: radius) }
        }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 1, initialZoom: .nan) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 1, inertia: .nan) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 1, fps: .nan) }
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 1, fps: .infinity) }
        var bad = Matrix4.identity
        bad.c0.x = .nan
        #expect(throws: SpecError.self) { _ = try ReplayOptions(sphereRadius: 1, initialOrientation: bad) }
    }

    /// Invalid UTF-8 (decoded with replacement), NUL bytes, a lone BOM and
    /// CR-only line ends are ordinary errors with locations.
    @Test func oddEncodingsGiveLocatedErrors() throws {
        let bytes: [UInt8] = Array("wait 1s\n".utf8) + [0xFF, 0xFE] + Array(" 1s\n".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        let invalid = try #require(scriptError(text))
        #expect(invalid.location.line == 2 && invalid.location.column == 1)
        let nul = try #require(scriptError("wait\u{0}1s"))
        #expect(nul.location.line == 1 && !Self.hasControl(nul.description))
        #expect(try makeReplay("\u{FEFF}").frameCount == 1)
        // A bare CR does not end a line: "wait 1s\rwait 2s" is one line with trailing text.
        #expect(scriptError("wait 1s\rwait 2s") != nil)
    }
}
