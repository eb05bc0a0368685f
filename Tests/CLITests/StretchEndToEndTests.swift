import Foundation
import Testing

/// `--stretch fill|X[,Y]` through the binary (issue 16, item 5): what the
/// layout JSON records, the defaults (stills fill the frame, animations and
/// globes stay round) and the refusals.
@Suite struct StretchEndToEndTests {
    static let words = LayoutEndToEndTests.words

    /// The JSON object of a `layout` run, or the first line of JSON Lines.
    func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try TagCloudProcess.run(["layout", "--tags", Self.words] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let line = Data(result.stdout).split(separator: UInt8(ascii: "\n")).first ?? Data()
        let text = arguments.contains("--spin") ? Data(line) : Data(result.stdout)
        return try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
    }

    /// Given factors are written as given; the screen positions follow
    /// them (centre + radius × stretch × the view point); 1 writes none.
    @Test func givenFactorsAreRecordedAndUsed() throws {
        let layout = try object(["--stretch", "1.5,0.8", "--size", "800x600"])
        #expect(layout["stretch"] as? [Double] == [1.5, 0.8])
        let radius = try #require(layout["radius"] as? Double)
        // Unrotated, the view point of a tag is its model point.
        for tag in try #require(layout["tags"] as? [[String: Any]]) {
            let p = try #require(tag["point"] as? [Double]), s = try #require(tag["screen"] as? [Double])
            #expect(abs(s[0] - (400 + radius * 1.5 * p[0])) < 0.02 && abs(s[1] - (300 - radius * 0.8 * p[1])) < 0.02)
        }
        #expect(try object(["--stretch", "1"])["stretch"] == nil)
        #expect(try object(["--stretch", "1.5"])["stretch"] as? [Double] == [1.5, 1])
    }

    /// A still fills a wide frame by default and stays round in a square;
    /// an animation's frames are round unless asked.
    @Test func defaults() throws {
        let wide = try #require(try object(["--size", "1280x720"])["stretch"] as? [Double])
        #expect(wide[0] > 1.3 && wide[0] < 1.78 && wide[1] == 1)
        let tall = try #require(try object(["--size", "720x1280"])["stretch"] as? [Double])
        #expect(tall[0] == 1 && tall[1] > 1.3)
        #expect(try object(["--size", "800x800"])["stretch"] == nil)
        let spin = ["--spin", "y:30", "--fps", "2", "--duration", "1s"]
        #expect(try object(spin)["stretch"] == nil)
        #expect((try object(spin + ["--stretch", "fill"])["stretch"] as? [Double])?.first ?? 1 > 1.3)
    }

    /// Bad values and a globe are refused with the flag's name, exit 2.
    @Test func refusals() throws {
        for bad in ["0", "1,2,3", "wide", "1.5,20"] {
            let result = try TagCloudProcess.run(["layout", "--tags", Self.words, "--stretch", bad])
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.contains("--stretch"), "\(bad): \(result.stderr)")
        }
        let globe = try TagCloudProcess.run(["render", "--globe", "--tags",
                                             LayoutEndToEndTests.samples.appendingPathComponent("cities.tsv").path,
                                             "--stretch", "1.5", "-o", "-"])
        #expect(globe.status == 2)
        #expect(globe.stderr.contains("--stretch cannot be used with --globe"), "\(globe.stderr)")
        #expect(globe.stdout.isEmpty)
        let help = try TagCloudProcess.run(["render", "--help-all"])
        #expect(String(decoding: help.stdout, as: UTF8.self).contains("--stretch fill|X[,Y]"))
    }
}
