import Foundation
import ImageCodecs
import Raster
import Testing

/// Issue 14, section 2: weights anywhere from 1e-300 to 1.7e308, in any mix,
/// lay out and render. `a,1` and `b,1e155` once trapped all three commands
/// (SIGILL: a squared imbalance overflowed and placement took point −1).
@Suite struct ExtremeWeightTests {
    /// The two-line input of the report.
    static let repro = Array("a,1\nb,1e155\n".utf8)
    /// Both ends of the range and the middle, in no order.
    static let mixed = Array("mid,1\ntiny,1e-300\nhuge,1.7e308\nsmall,1e-10\nbig,1e155\n".utf8)

    /// Requires a clean run: exit 0, not signalled, nothing on standard error.
    func requireClean(_ result: ProcessResult, _ what: String) {
        #expect(!result.signaled && result.status == 0, "\(what): status \(result.status), \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(what): \(result.stderr)")
    }

    @Test(arguments: [repro, mixed])
    func renderDrawsEveryLabel(_ input: [UInt8]) throws {
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--size", "160x120"], stdin: input)
        requireClean(result, "render")
        let image = try PNMDecoder.decode(result.stdout)
        #expect(image.width == 160 && image.height == 120)
        // The heaviest label is drawn at the front, in the centre, in the
        // default gradient's first colour (coral, #ff6b6b): checked by eye on
        // a render of each input, then as pixels reddish enough to be it.
        var coral = 0
        for y in 40..<80 {
            for x in 50..<110 {
                let c = try #require(image.pixel(x: x, y: y))
                if c.r >= 0xE0 && c.g <= 0x90 && c.b <= 0x90 { coral += 1 }
            }
        }
        #expect(coral >= 5, "only \(coral) pixels of the heaviest label's colour")
    }

    @Test func renderWritesAPNGFile() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--size", "96x64", "-o", "x.png"],
                                             stdin: Self.mixed, in: directory.url)
        requireClean(result, "render -o x.png")
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent("x.png")))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test(arguments: ["sqrt", "linear", "log"])
    func layoutIsValidJSONWithExactWeights(_ scale: String) throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "--size", "320x240", "--scale-by", scale],
                                             stdin: Self.mixed)
        requireClean(result, "layout --scale-by \(scale)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout))
        let tags = try #require((object as? [String: Any])?["tags"] as? [[String: Any]])
        var weights: [String: Double] = [:]
        var sizes: [String: Double] = [:]
        for tag in tags {
            let text = try #require(tag["text"] as? String)
            weights[text] = try #require((tag["weight"] as? NSNumber)?.doubleValue)
            sizes[text] = try #require((tag["fontSize"] as? NSNumber)?.doubleValue)
        }
        #expect(weights == ["tiny": 1e-300, "small": 1e-10, "mid": 1, "big": 1e155, "huge": 1.7e308])
        // Heavier is never smaller; the ends take the size range's ends.
        let order = ["tiny", "small", "mid", "big", "huge"].map { sizes[$0] ?? .nan }
        let finite = order.allSatisfy { $0.isFinite }
        let ascending = zip(order, order.dropFirst()).allSatisfy { pair in pair.0 <= pair.1 }
        #expect(finite && ascending, "\(order)")
        #expect(order[0] < order[4])
    }

    @Test func layoutOfTheReportedInput() throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Self.repro)
        requireClean(result, "layout")
        let text = result.stdoutText
        // The JSON writer's forms for these weights, checked by eye: an integer and Swift's shortest form.
        #expect(text.contains("\"text\":\"a\",\"weight\":1,"))
        #expect(text.contains("\"text\":\"b\",\"weight\":1e+155,"))
        _ = try JSONSerialization.jsonObject(with: Data(result.stdout))
    }

    @Test func animateStreamsEveryFrame() throws {
        let result = try TagCloudProcess.run(
            ["animate", "--tags", "-", "--size", "96x64", "--duration", "0.5s", "--fps", "8", "-o", "-"],
            stdin: Self.repro, timeout: 300)
        requireClean(result, "animate")
        let frames = try NetpbmStream.split(result.stdout)
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.width == 96 && $0.height == 64 })
    }
}
