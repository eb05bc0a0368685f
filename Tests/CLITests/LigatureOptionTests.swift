import Foundation
import Testing

/// `--no-ligatures` from the command line: the label a ligature shortens
/// gets wider again, in the proportion HarfBuzz gives; rlig stays on.
@Suite struct LigatureOptionTests {
    /// The box width of the only tag of a layout of `text`.
    func boxWidth(_ text: String, _ extra: [String]) throws -> Double {
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "--size", "800x600", "--placement", "sphere"] + extra,
                                             stdin: Array((text + "\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let tag = try #require((object["tags"] as? [[String: Any]])?.first)
        let box = try #require(tag["box"] as? [Double])
        return box[2] - box[0]
    }

    @Test func noLigaturesWidensALigatedLabel() throws {
        // HarfBuzz (uharfbuzz, DejaVu Sans, see HarfBuzzExpectations in the
        // raster tests): "office fly" advances 8772 units with ligatures and
        // 8803 without; the ink box follows the advance here (both ends are
        // the same glyphs).
        let with = try boxWidth("office fly", [])
        let without = try boxWidth("office fly", ["--no-ligatures"])
        #expect(without > with)
        #expect(abs((without - with) / with - 31.0 / 8772) < 0.002, "\(with) \(without)")
        // A word without ligatures is not changed by the flag.
        #expect(try boxWidth("Tokyo", []) == boxWidth("Tokyo", ["--no-ligatures"]))
    }

    @Test func helpDescribesTheFlag() throws {
        let result = try TagCloudProcess.run(["render", "--help-all"])
        let help = String(decoding: result.stdout, as: UTF8.self)
        #expect(help.contains("--no-ligatures"))
        #expect(help.contains("lam-alef"))
    }
}
