import Foundation
import TagCloud
@testable import tagcloud
import Testing

/// Issue 14, section 4 and the replay cap of section 7: hostile input is
/// refused at its place (exit 2, one line) instead of exhausting the machine,
/// and no message quotes more than about 60 characters of it.
@Suite struct InputCapsTests {
    static let words = GeoTest.sample("words.txt")

    /// Expects exit 2 and one stderr line starting `tagcloud: ` + `prefix`.
    func expectRefusal(_ arguments: [String], stdin: [UInt8]? = nil, _ prefix: String,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let output = arguments.first == "animate" ? "-" : "/dev/null"
        let result = try TagCloudProcess.run(arguments + ["-o", output], stdin: stdin)
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("tagcloud: " + prefix), "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stderr
    }

    @Test func theDistinctTagCapHoldsWhateverMaxTagsKeeps() throws {
        let tags = Array("alpha\nbeta\ngamma\ndelta\n".utf8)
        for keep in ["0", "2", "100"] {
            for command in ["layout", "render"] {
                _ = try expectRefusal([command, "--tags", "-", "--max-tags", keep, "--max-tag-count", "3"], stdin: tags,
                                      "<stdin>:4:1: too many tags: more than 3 distinct tags; --max-tag-count raises the cap")
            }
        }
        let globe = Array("A\t1,2\nB\t3,4\nC\t5,6\n".utf8)
        _ = try expectRefusal(["layout", "--globe", "--tags", "-", "--max-tags", "1", "--max-tag-count", "2"], stdin: globe,
                              "<stdin>:3:1: too many tags: more than 2 distinct tags; --max-tag-count raises the cap")
        let longName = Array(("A\t1,2\n" + String(repeating: "B", count: 300) + "\t3,4\n").utf8)
        let name = try expectRefusal(["layout", "--globe", "--tags", "-"], stdin: longName,
                                     "<stdin>:2:1: tag too long: 300 characters, more than the 256-character cap; "
                                        + "--max-tag-length raises the cap")
        #expect(name.utf8.count < 200)
        let within = try TagCloudProcess.run(["layout", "--tags", "-", "--max-tags", "2", "--max-tag-count", "4",
                                              "-o", "/dev/null"], stdin: tags)
        #expect(within.status == 0, "\(within.stderr)")
    }

    @Test func aRunawayTagIsRefusedAtItsPlaceAndQuotedShort() throws {
        // A 10 MB tag line: refused at once, and the message does not echo it.
        let line = Array("Moon\n  ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20) + Array("\n".utf8)
        let message = try expectRefusal(["render", "--tags", "-"], stdin: line,
                                        "<stdin>:2:3: tag too long: 10485760 characters, more than the 256-character cap; "
                                            + "--max-tag-length raises the cap")
        #expect(message.utf8.count < 200)
        let lifted = try TagCloudProcess.run(["layout", "--tags", "-", "--max-tag-length", "1000", "-o", "/dev/null"],
                                             stdin: Array("Moon\n".utf8) + line.prefix(1000))
        #expect(lifted.status == 0, "\(lifted.stderr)")
        // A long weight is quoted to 60 characters and an ellipsis.
        let weighted = Array(("Moon," + String(repeating: "7", count: 5000) + "x\n").utf8)
        let weight = try expectRefusal(["layout", "--tags", "-", "--input-format", "weighted"], stdin: weighted,
                                       "<stdin>:1:6: weight must be a positive number, got '"
                                           + String(repeating: "7", count: 60) + "…'")
        #expect(weight.utf8.count < 200)
        // Option values and script tokens are cut by the same rule.
        let value = try expectRefusal(["render", "--tags", Self.words, "--size", String(repeating: "9", count: 5000)],
                                      "")
        #expect(value.contains(String(repeating: "9", count: 60) + "…'") && value.utf8.count < 200, "\(value)")
        let script = Array(("spin y:20 for " + String(repeating: "s", count: 5000) + "\n").utf8)
        let token = try expectRefusal(["animate", "--tags", Self.words, "--script", "-"], stdin: script, "<stdin>:1:")
        #expect(token.utf8.count < 250, "\(token)")
    }

    @Test func aReplayOfMoreThanAMillionFramesIsRefused() throws {
        // The repro of issue 14: 86.4 million frames were accepted.
        let message = try expectRefusal(["animate", "--tags", Self.words, "--duration", "86400s", "--fps", "1000",
                                         "--max-frames", "1000000000"], "--max-frames")
        #expect(message.contains("1000000"), "\(message)")
        // Within the cap, --max-frames still refuses what it says.
        let over = try expectRefusal(["animate", "--tags", Self.words, "--duration", "86400s", "--fps", "1000",
                                      "--max-frames", "1000000"], "")
        #expect(over.contains("over the 1000000-frame cap"), "\(over)")
    }
}

/// Routes: thinned to a quarter pixel as they are read, and capped in points
/// (`--max-route-points`) both as read and as sampled for drawing.
@Suite struct RouteCapsTests {
    static let words = GeoTest.sample("words.txt")

    @Test func aDenseTrackIsThinnedAndDrawn() throws {
        // 20 000 places a metre apart (1e-5°): at 100x zoom of 640x480 a quarter
        // pixel is tens of metres, so the track keeps a few thousand places.
        let text = (0..<20_000).map { "48.8,\(2 + Double($0) * 1e-5)" }.joined(separator: "\n")
        let route = try GeoTest.file(text, named: "track.csv")
        let result = try TagCloudProcess.run(["render", "--tags", Self.words, "--route", route, "--size", "640x480",
                                              "--max-route-points", "5000", "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aDenseTrackIsDrawnAtTheDetailTheImageShows() throws {
        // 20 000 places 1e-5° apart: 0.2° in all, under a pixel at 640x480. Read,
        // they are thinned to a quarter pixel at 100x zoom (hundreds of places);
        // drawn, to a quarter pixel at the zoom they are drawn at (a handful).
        let text = (0..<20_000).map { "48.8,\(2 + Double($0) * 1e-5)" }.joined(separator: "\n")
        let route = try GeoTest.file(text, named: "track.csv")
        let rendered = try GeoTest.render(["--tags", Self.words, "--route", route, "--size", "640x480"])
        let read = rendered.setup.routes.map(\.count).reduce(0, +)
        #expect(read > 100 && read < 1000, "\(read)")
        let drawn = rendered.list.items.reduce(0) { count, item in
            if case .stroke(let stroke) = item { return count + stroke.points.count }
            return count
        }
        #expect(drawn >= 2 && drawn < 20, "\(drawn)")
    }

    @Test func tooManyRoutePointsAreRefused() throws {
        let text = (0..<50).map { "\(Double($0) - 25),\(Double($0 * 97 % 360) - 180)" }.joined(separator: "\n")
        let route = try GeoTest.file(text, named: "far.csv")
        // As read: the 11th place kept is one too many, at its line.
        let read = try TagCloudProcess.run(["layout", "--tags", Self.words, "--route", route,
                                            "--max-route-points", "10", "-o", "/dev/null"])
        #expect(read.status == 2)
        #expect(read.stderrLines == ["tagcloud: \(route):11:1: too many route points: the routes keep more than 10 "
            + "after simplifying; --max-route-points raises the cap"])
        // As sampled: 50 places, but thousands of points along the great circles.
        let drawn = try TagCloudProcess.run(["render", "--tags", Self.words, "--route", route,
                                             "--max-route-points", "1000", "-o", "/dev/null"])
        #expect(drawn.status == 2)
        // The place: the route that takes the total past the cap.
        #expect(drawn.stderr.hasPrefix("tagcloud: \(route): too many route points: drawing the routes"), "\(drawn.stderr)")
        #expect(drawn.stderr.contains("more than 1000 points"))
        // A polyline counts against the same cap.
        let polyline = try TagCloudProcess.run(["layout", "--tags", Self.words, "--route-polyline",
                                                "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "--max-route-points", "2", "-o", "/dev/null"])
        #expect(polyline.status == 2)
        #expect(polyline.stderrLines == ["tagcloud: --route-polyline: too many route points: the routes keep more "
            + "than 2 after simplifying; --max-route-points raises the cap"])
    }
}
