import Raster
import TrueType
import EmbeddedFont
import Testing

/// A run drawn through its overlap hint must look exactly like the same run
/// path filled with every pixel checked.
@Suite struct TextRendererHintTests {
    /// Draws `run` with the renderer, and its run path filled fully checked.
    func renderBothWays(_ font: Font, _ run: ShapedText, at origin: Point, size: (Int, Int)) throws -> (Canvas, Canvas) {
        var hinted = try Canvas(width: size.0, height: size.1, background: .black)
        TextRenderer(font: font).draw(run, at: origin, color: .white, alpha: 0.5, into: &hinted)
        var path = Path()
        for index in run.glyphs.indices {
            path.append(try font.outline(of: run.glyphs[index].glyph), transform: run.transform(forGlyphAt: index, origin: origin))
        }
        var checked = try Canvas(width: size.0, height: size.1, background: .black)
        TextRenderer(font: font).fill(path, color: .white, alpha: 0.5, overlaps: .anywhere, into: &checked)
        return (hinted, checked)
    }

    @Test func glyphsWithOverlappingComponentsAreExact() throws {
        // Two squares crossing inside one composite glyph, and the same glyph
        // twice at one place: both overlap, and the hint must say where.
        var builder = FontBuilder()
        let square = builder.add(squareGlyph)
        let crossing = builder.add(.composite([FontBuilder.Component(glyph: square),
                                               FontBuilder.Component(glyph: square, arg1: 37, arg2: 61)]), character: "x")
        _ = crossing
        _ = builder.add(squareGlyph, advance: 0, character: "o")
        let font = try Font(bytes: builder.build())
        for text in ["x", "oo", "xox"] {
            for size in [9.0, 23.0, 50.0] {
                let run = font.shape(text, pixelSize: size)
                let (hinted, checked) = try renderBothWays(font, run, at: Point(3.37, size * 1.2), size: (Int(size * 4) + 8, Int(size * 1.6) + 8))
                #expect(hinted.difference(from: checked).isEmpty, "\(text) at \(size) px")
            }
        }
    }

    @Test func kernedAndOverhangingGlyphsMatchTheCheckedFill() throws {
        let font = Font.embedded
        for text in ["AVATAR Tokyo Wave", "fjord yj ff", "Sphinx of black quartz, judge my vow."] {
            for size in [8.0, 13.5, 31.0] {
                let run = font.shape(text, pixelSize: size)
                let (hinted, checked) = try renderBothWays(font, run, at: Point(2.61, size * 1.1), size: (Int(run.advance) + 8, Int(size * 1.5) + 4))
                let difference = hinted.difference(from: checked)
                #expect(difference.maximumChannelDelta <= 1, "\(text) at \(size) px: \(difference)")
            }
        }
    }
}
