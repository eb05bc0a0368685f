import TagCloud
import Testing
@testable import tagcloud

@Suite struct CommandLineParserTests {
    func message(_ words: [String]) -> String? {
        if case .failure(let error) = CommandLineParser.parse(words) { return error.message }
        return nil
    }

    @Test func topLevelForms() throws {
        guard case .success(.shortUsage) = CommandLineParser.parse([]) else { throw UsageError("no short usage") }
        guard case .success(.help(nil)) = CommandLineParser.parse(["--help"]) else { throw UsageError("no help") }
        guard case .success(.help("render")) = CommandLineParser.parse(["help", "render"]) else { throw UsageError("no help render") }
        guard case .success(.help("animate")) = CommandLineParser.parse(["-h", "animate"]) else { throw UsageError("no -h animate") }
        guard case .success(.topic("layout")) = CommandLineParser.parse(["-h", "layout"]) else { throw UsageError("no layout topic") }
        guard case .success(.version) = CommandLineParser.parse(["--version"]) else { throw UsageError("no version") }
        guard case .success(.run("render", let arguments)) = CommandLineParser.parse(["render", "--tags", "w.txt"]) else {
            throw UsageError("no run")
        }
        #expect(arguments.value(TagInputOptions.tags) == "w.txt")
    }

    @Test func topLevelErrors() {
        #expect(message(["rendr"]) == "unknown command 'rendr' (did you mean render?)")
        #expect(message(["paint"]) == "unknown command 'paint'; commands: render, animate, layout, help")
        #expect(message(["help", "x", "y"]) == "unexpected argument 'y' after help x")
        #expect(message(["--version", "x"]) == "unexpected argument 'x' after --version")
        #expect(message(["--tags", "w"])?.hasPrefix("expected a command before '--tags'") == true)
    }

    /// Word options parse straight into the library's own enumerations.
    @Test func wordOptionsAreLibraryValues() throws {
        func run(_ words: [String]) throws -> ParsedArguments {
            guard case .success(.run(_, let arguments)) = CommandLineParser.parse(["render", "--tags", "w"] + words) else {
                throw UsageError("no run for \(words)")
            }
            return arguments
        }
        let viewport = Viewport(width: 640, height: 480)
        let plain = CloudSetup.layoutOptions(try run([]), viewport: viewport)
        #expect(plain.projection == .orthographic && plain.scaleBy == .sqrt)
        let wide = CloudSetup.layoutOptions(try run(["--projection", "Perspective", "--scale-by", "log"]), viewport: viewport)
        #expect(wide.projection == .perspective(distance: 4) && wide.scaleBy == .log)
        let near = CloudSetup.layoutOptions(try run(["--projection", "perspective", "--camera-distance", "2.5"]),
                                            viewport: viewport)
        #expect(near.projection == .perspective(distance: 2.5))
        // A distance without a perspective changes nothing.
        #expect(CloudSetup.layoutOptions(try run(["--camera-distance", "2.5"]), viewport: viewport).projection == .orthographic)
        #expect(TagInputOptions.format(in: try run(["--input-format", "weighted"])) == .weighted)
        #expect(TagInputOptions.format(in: try run(["--text-input"])) == .text)
        #expect(TagInputOptions.format(in: try run([])) == .auto)
        #expect(message(["render", "--tags", "w", "--projection", "perspectiv"])
            == "--projection: expected one of orthographic, perspective, got 'perspectiv' (did you mean perspective?)")
        #expect(message(["render", "--tags", "w", "--input-format", "xls"])
            == "--input-format: expected one of csv, json, list, weighted, text, places, auto, got 'xls'")
    }

    @Test func realCommandsValidateTogether() {
        #expect(message(["render", "--tags", "-", "--stopwords", "-"]) == "--tags and --stopwords cannot both use standard input (-)")
        #expect(message(["animate", "--tags", "w", "--script", "-", "--tags=-"]) == "--tags was given more than once; give it once")
        #expect(message(["animate", "--tags", "-", "--script", "-"]) == "--tags and --script cannot both use standard input (-)")
        #expect(message(["render", "--tags", "w", "--text-input", "--input-format", "weighted"])
            == "--text-input conflicts with --input-format weighted")
        #expect(message(["render", "--tags", "w", "--text-input", "--input-format", "text"]) == nil)
        #expect(message(["layout", "--tags", "w", "--min-size", "30", "--max-size", "20"])
            == "--min-size 30 is larger than --max-size 20")
        #expect(message(["render", "--tags", "w", "--size", "8000x8000"]) == nil)
        #expect(message(["render", "--tags", "w", "--size", "8001x8000"])
            == "--size: 8001x8000 (64.0 megapixels) exceeds the 64-megapixel cap (use --max-pixels to raise it)")
        #expect(message(["animate", "--tags", "w", "--size", "100x100", "--max-pixels", "9999"])
            == "--size: 100x100 (0.0 megapixels) exceeds the --max-pixels limit of 9999 pixels")
        // Layout draws nothing, so it has no pixel cap.
        #expect(message(["layout", "--tags", "w", "--size", "100000x100000"]) == nil)
    }

    @Test func animationLengthIsChecked() {
        #expect(message(["animate", "--tags", "w", "--duration", "3600s", "--fps", "30"])
            == "--duration 3600s at 30 fps is 108000 frames, over the 100000-frame cap (use --max-frames to raise it)")
        #expect(message(["animate", "--tags", "w", "--duration", "3600s", "--max-frames", "108000"]) == nil)
        #expect(message(["animate", "--tags", "w", "--duration", "6s", "--frames", "180"])
            == "--frames 180-180 starts after the last frame, 179 (--duration 6s at 30 fps)")
        #expect(message(["animate", "--tags", "w", "--duration", "6s", "--frames", "179"]) == nil)
        // Without --duration a spin lasts one full turn: 18 s at 20°/s is 540 frames.
        #expect(message(["animate", "--tags", "w", "--frames", "540"])
            == "--frames 540-540 starts after the last frame, 539 (one full turn at 20°/s, 18s at 30 fps)")
        #expect(message(["animate", "--tags", "w", "--spin", "y:0.001"])
            == "one full turn at 0.001°/s, 360000s at 30 fps is 10800000 frames, over the 100000-frame cap (use --max-frames to raise it)")
        // With a script the length is unknown until it is read.
        #expect(message(["animate", "--tags", "w", "--script", "s.txt", "--frames", "5000-"]) == nil)
        #expect(message(["animate", "--tags", "w", "--duration", "0s"]) == "--duration: expected a duration longer than 0, got '0s'")
        #expect(message(["animate", "--tags", "w", "--trace", "-"])
            == "--trace - and the frames cannot both go to standard output; give -o a directory or pattern")
        #expect(message(["animate", "--tags", "w", "--trace", "-", "-o", "f-%03d.ppm"]) == nil)
    }

    @Test func frameCounts() {
        #expect(AnimateCommand.frameCount(seconds: 6, fps: 30) == 180)
        #expect(AnimateCommand.frameCount(seconds: 0.1, fps: 30) == 3)
        #expect(AnimateCommand.frameCount(seconds: 0.11, fps: 30) == 4)
        #expect(AnimateCommand.frameCount(seconds: 0.001, fps: 1) == 1)
    }

    /// Random command lines from a pool of tricky words, with a fixed seed:
    /// parsing never traps, is deterministic, and every error is one line.
    @Test func parsingIsTotalAndDeterministic() {
        let pool = [
            "render", "animate", "layout", "help", "--help", "-h", "--version", "--", "-", "", "=", "--=",
            "--tags", "--tags=", "-o", "-o=", "--size", "0x0", "10x10", "99999999999999999999x1", "--rotate",
            "x:15", "--format", "png", "PnG", "--fps", "-1", "1e309", "nan", "--duration", "1m30s", "ms",
            "--frames", "5-", "-5", "9-1", "--max-pixels", "64M", "--relax", "--relax=1", "-rotate", "é",
            "--\u{0}", "\n", "--jobs", "0", "--text-input", "--input-format", "text", "-j", "2", "---",
            String(repeating: "a", count: 300), "--" + String(repeating: "b", count: 100), "--max-frames",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for _ in 0..<3000 {
            let words = (0..<(next() % 8)).map { _ in pool[next() % pool.count] }
            let first = CommandLineParser.parse(words)
            let second = CommandLineParser.parse(words)
            #expect(String(describing: first) == String(describing: second))
            if case .failure(let error) = first {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains("\n"), "\(words)")
            }
        }
    }
}
