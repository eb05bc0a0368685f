import Raster
import TrueType
import EmbeddedFont

/// Outlines to coverage, timed the way `Tools/peers/freetype_text.c` times
/// FreeType: the benchmark sentence's glyph indices are looked up once, then
/// every timed pass decodes each glyph's outline from the font's `glyf` data
/// into the decoder's reusable buffers (``GlyphOutlineDecoder``, like
/// `FT_Load_Glyph` into its glyph slot, with no hinting) and fills it from
/// them into an 8-bit coverage mask (like `FT_Render_Glyph`), in one call of
/// ``Rasterizer/withCoverage(of:decoder:transform:clip:rule:overlaps:_:)``.
/// Nothing is cached between passes but reusable buffers. Each glyph sits at its pen position
/// on one line (subpixel x). Prints `size=<px> us=<best µs per pass>` per size.
///
/// `text-bench font REPS SIZE...`; running it under callgrind with two REPS
/// values gives instructions per pass (see `Tools/bench-text`).
enum FontTiming {
    /// The benchmark sentence (also the FreeType harness's text).
    static let text = "Sphinx of black quartz, judge my vow."

    /// One glyph of the sentence: its id and where it is drawn.
    struct Item {
        var glyph: GlyphID
        var transform: AffineTransform
    }

    /// Times `reps` passes at each size and prints the best.
    static func run(reps: Int, sizes: [Double]) {
        let font = Font.embedded
        let glyphs = text.unicodeScalars.map { font.glyph(for: $0) ?? GlyphID(0) }
        var decoder = GlyphOutlineDecoder(font: font)
        let rasterizer = Rasterizer()
        var checksum = 0
        for size in sizes {
            let (items, clip) = layout(glyphs, font: font, size: size)
            var best = Double.infinity
            for _ in 0 ..< max(1, reps) {
                let start = ContinuousClock.now
                for item in items {
                    checksum &+= (try? rasterizer.withCoverage(of: item.glyph, decoder: &decoder,
                                                               transform: item.transform, clip: clip) { mask in
                        mask.width > 0 ? Int(mask[mask.width / 2, mask.height / 2]) : 0
                    }) ?? 0
                }
                let d = ContinuousClock.now - start
                best = min(best, Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
            }
            print("size=\(Int(size)) us=\((best * 100).rounded() / 100)")
        }
        if checksum == 42 { print("") }
    }

    /// The glyphs on one line at `size` px from x = 2.3 (subpixel pen
    /// positions from the advances), and a clip holding the line.
    static func layout(_ glyphs: [GlyphID], font: Font, size: Double) -> ([Item], PixelRect) {
        let scale = size / Double(font.unitsPerEm)
        var pen = 2.3
        var items: [Item] = []
        for glyph in glyphs {
            items.append(Item(glyph: glyph, transform: AffineTransform(a: scale, b: 0, c: 0, d: -scale,
                                                                       tx: pen, ty: size * 1.1)))
            pen += Double(font.advance(of: glyph)) * scale
        }
        return (items, PixelRect(minX: 0, minY: 0, maxX: Int(pen) + 4, maxY: Int(size * 1.5) + 4))
    }
}
