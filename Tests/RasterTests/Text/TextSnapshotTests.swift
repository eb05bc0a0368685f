import Foundation
import Raster
import TrueType
import ImageCodecs
import EmbeddedFont
import Testing

/// Lines of text drawn by ``TextRenderer`` compared with a golden image,
/// `Snapshots/text/text-lines.pgm`, pixel for pixel: sizes from 10 to 48 px,
/// kerning pairs, composite glyphs, subpixel origins, light on dark.
///
/// On a mismatch the actual image and a difference picture go to
/// `Snapshots/.failures/`. With `RECORD_SNAPSHOTS=1` the golden is (re)written
/// instead; look at it (convert it to PNG) before committing it.
@Suite struct TextSnapshotTests {
    /// Where the golden lives.
    static let golden = snapshotsDirectory.appendingPathComponent("text").appendingPathComponent("text-lines.pgm")

    /// One line of the picture: what, at which size, where and how.
    struct Line {
        var text: String
        var size: Double
        /// The left end of the baseline (pixels, y down).
        var origin: Point
        var lightOnDark = false
    }

    static let width = 440, height = 214
    /// The rows of the light-on-dark band (the rest of the picture is white).
    static let darkBand = 180 ..< 214

    static let lines: [Line] = [
        Line(text: "Sphinx of black quartz, judge my vow. 10 px", size: 10, origin: Point(6, 14)),
        Line(text: "AVAWAY To Ty Yo We LT 16 px kerning", size: 16, origin: Point(6, 36.5)),
        Line(text: "é Ä ñ Å ç Ø ŷ ǻ ﬁ: composite glyphs", size: 24, origin: Point(6, 68.25)),
        Line(text: "AVAWAY é", size: 48, origin: Point(6, 118.6)),
        // The same word from origins a quarter pixel apart.
        Line(text: "Wave", size: 13, origin: Point(6.00, 150)),
        Line(text: "Wave", size: 13, origin: Point(56.25, 150)),
        Line(text: "Wave", size: 13, origin: Point(106.50, 150)),
        Line(text: "Wave", size: 13, origin: Point(156.75, 150)),
        Line(text: "← x + 0, ¼, ½, ¾ px", size: 13, origin: Point(210, 150)),
        Line(text: "Light on dark: Hamburgefonstiv 0123456789", size: 16, origin: Point(6, 202.4), lightOnDark: true),
    ]

    /// Draws the picture: black text on white, and a black band with white text.
    static func render() throws -> Canvas {
        let font = Font.embedded
        var canvas = try Canvas(width: width, height: height, background: .white)
        for y in darkBand {
            for x in 0 ..< width { canvas.setPixel(x: x, y: y, to: .black) }
        }
        let renderer = TextRenderer(font: font)
        for line in lines {
            renderer.draw(font.shape(line.text, pixelSize: line.size), at: line.origin,
                          color: line.lightOnDark ? .white : .black, into: &canvas)
        }
        return canvas
    }

    @Test func linesOfTextMatchTheGoldenImage() throws {
        let actual = try Self.render()
        let bytes = pgm(actual)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: Self.golden)
            return
        }
        let goldenBytes = try #require(try? [UInt8](Data(contentsOf: Self.golden)),
                                       "no golden image at \(Self.golden.path); record it with RECORD_SNAPSHOTS=1")
        let golden = try PNMDecoder.decode(goldenBytes)
        let difference = actual.difference(from: golden)
        guard !difference.isEmpty else { return }
        let failures = snapshotsDirectory.appendingPathComponent(".failures")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent("text-lines.actual.pgm")
        let diffURL = failures.appendingPathComponent("text-lines.diff.png")
        try Data(bytes).write(to: actualURL)
        try Data(PNGEncoder().encoded(actual.differenceImage(from: golden))).write(to: diffURL)
        Issue.record("""
            text snapshot: \(difference.differingPixels) pixels differ \
            (largest channel difference \(difference.maximumChannelDelta)); \
            actual: \(actualURL.path), difference: \(diffURL.path); \
            to accept: RECORD_SNAPSHOTS=1 swift test --filter TextSnapshotTests
            """)
    }

    @Test func theInkIsTheGlyphsArea() throws {
        // Independent of the rasterizer: in linear light the picture's ink
        // (darkness on white, brightness on black) adds up to the area of the
        // glyph outlines drawn, which the path's own area formula gives.
        let canvas = try Self.render()
        var ink = 0.0
        for y in 0 ..< Self.height {
            let dark = Self.darkBand.contains(y)
            for x in 0 ..< Self.width {
                let level = SRGB.toLinear(Double(try #require(canvas.pixel(x: x, y: y)).r) / 255)
                ink += dark ? level : 1 - level
            }
        }
        let font = Font.embedded
        var area = 0.0
        for line in Self.lines {
            let run = font.shape(line.text, pixelSize: line.size)
            for index in run.glyphs.indices {
                let outline = try font.outline(of: run.glyphs[index].glyph)
                area += abs(outline.signedArea) * run.scale * run.scale
            }
        }
        #expect(area > 2000)
        // (Rounding to 8-bit sRGB leaves about 2 px² over the whole picture.)
        #expect(abs(ink - area) <= 0.001 * area, "ink \(ink) px², outlines \(area) px²")
    }
}

/// The `Snapshots/` folder, found from this file.
let snapshotsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

/// A grey canvas as binary PGM (`P5`): each pixel's red channel.
func pgm(_ canvas: Canvas) -> [UInt8] {
    var bytes = Array("P5\n\(canvas.width) \(canvas.height)\n255\n".utf8)
    for y in 0 ..< canvas.height {
        for x in 0 ..< canvas.width { bytes.append(canvas.pixel(x: x, y: y)?.r ?? 0) }
    }
    return bytes
}
