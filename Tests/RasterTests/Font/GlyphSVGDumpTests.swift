import Foundation
import Raster
import TrueType
import EmbeddedFont
import Testing

/// Debug aid: set TAGCLOUD_GLYPH_SVG to a directory and run
/// `swift test --filter GlyphSVGDumpTests` to get one SVG per character of
/// TAGCLOUD_GLYPH_TEXT (default "Rg&é"), drawn from the embedded font's outlines.
@Suite struct GlyphSVGDumpTests {
    @Test func svgDocumentShowsTheOutline() throws {
        let font = Font.embedded
        let l = try font.outline(of: try #require(font.glyph(for: "l")))
        let svg = svgDocument(l, unitsPerEm: font.unitsPerEm)
        // y is flipped so the glyph stands upright in SVG's y-down space.
        #expect(svg.contains("d=\"M 193 -1556 L 377 -1556 L 377 0 L 193 0 Z\""))
        #expect(svg.hasPrefix("<svg"))

        let environment = ProcessInfo.processInfo.environment
        guard let directory = environment["TAGCLOUD_GLYPH_SVG"] else { return }
        for scalar in (environment["TAGCLOUD_GLYPH_TEXT"] ?? "Rg&é").unicodeScalars {
            let glyph = font.glyph(for: scalar) ?? .notdef
            let document = svgDocument(try font.outline(of: glyph), unitsPerEm: font.unitsPerEm)
            let url = URL(fileURLWithPath: directory).appendingPathComponent("U+\(String(scalar.value, radix: 16)).svg")
            try Data(document.utf8).write(to: url)
        }
    }
}
