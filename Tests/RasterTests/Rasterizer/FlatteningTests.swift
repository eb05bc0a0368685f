import Raster
import TrueType
import EmbeddedFont
import Testing

/// The flattening error alone: each curved outline is filled as it is and as
/// a fine polygon of its own curves (512 chords per curve, whose error is
/// far below a byte), through the same accumulation, so the two masks differ
/// only by how the rasterizer flattens curves.
@Suite struct FlatteningTests {
    /// The path with every curve replaced by 512 chords.
    func polygon(_ path: Path, _ t: AffineTransform) -> Path {
        var out = Path()
        var contourOpen = false
        for edge in Reference.edges(path, transform: t) {
            if !contourOpen || out.elements.last.map({ if case .line(let p) = $0 { return p != edge.a }; return true }) == true {
                if contourOpen { out.close() }
                out.move(to: edge.a)
                contourOpen = true
            }
            out.line(to: edge.b)
        }
        if contourOpen { out.close() }
        return out
    }

    /// Largest and mean byte difference between the curved and polygonal fills.
    func compare(_ path: Path, _ t: AffineTransform, clip: PixelRect, hint: OverlapHint) -> (max: Int, mean: Double) {
        let curved = Rasterizer().fill(path, transform: t, clip: clip, overlaps: hint)
        let fine = Rasterizer().fill(polygon(path, t), clip: clip, overlaps: hint)
        var worst = 0, sum = 0, count = 0
        for y in clip.minY ..< clip.maxY {
            for x in clip.minX ..< clip.maxX {
                let a = Int(curved[x - curved.originX, y - curved.originY])
                let b = Int(fine[x - fine.originX, y - fine.originY])
                guard a != 0 || b != 0, a != 255 || b != 255 else { continue }
                worst = max(worst, abs(a - b))
                sum += abs(a - b)
                count += 1
            }
        }
        return (worst, Double(sum) / Double(max(1, count)))
    }

    @Test(arguments: [0.7, 1.5, 3.0, 7.5, 20.0, 60.0, 150.0])
    func circles(radius: Double) {
        let clip = PixelRect(minX: 0, minY: 0, maxX: 330, maxY: 330)
        var worst = 0, meanWorst = 0.0
        for (dx, dy) in [(0.0, 0.0), (0.31, 0.77), (0.5, 0.5), (0.83, 0.12)] {
            let (cx, cy) = (165 + dx, 165 + dy)
            for path in [Shapes.circleQuads(cx, cy, radius), Shapes.circleQuads(cx, cy, radius, segments: 5),
                         Shapes.circleCubics(cx, cy, radius), Shapes.circleCubics(cx, cy, radius, clockwise: false)] {
                for hint in [OverlapHint.anywhere, .nowhere] {
                    let e = compare(path, .identity, clip: clip, hint: hint)
                    worst = max(worst, e.max)
                    meanWorst = max(meanWorst, e.mean)
                }
            }
        }
        print("flattening circle r=\(radius): max \(worst)/255, worst mean \(meanWorst)/255")
        #expect(worst <= 1 && meanWorst <= 0.6, "r=\(radius): max \(worst), mean \(meanWorst)")
    }

    @Test(arguments: [6.0, 10.0, 17.0, 24.0, 40.0, 72.0, 130.0, 200.0])
    func glyphs(size: Double) throws {
        let font = Font.embedded
        var decoder = GlyphOutlineDecoder(font: font)
        let scale = size / Double(font.unitsPerEm)
        var worst = 0, meanWorst = 0.0
        for character in "Sphinx of black quartz, judge my vow. @&§" where character != " " {
            let glyph = try #require(font.glyph(for: character.unicodeScalars.first!))
            let outline = try decoder.outline(of: glyph)
            for dx in [0.0, 0.37] {
                // Upright, and skewed and squashed (curves bent unevenly).
                for t in [AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 3 + dx, ty: size),
                          AffineTransform(a: scale, b: 0.1 * scale, c: 0.3 * scale, d: -0.6 * scale, tx: 3 + dx, ty: size)] {
                    let clip = PixelRect(minX: 0, minY: 0, maxX: Int(size * 1.6) + 8, maxY: Int(size * 1.6) + 8)
                    let e = compare(outline, t, clip: clip, hint: .nowhere)
                    worst = max(worst, e.max)
                    meanWorst = max(meanWorst, e.mean)
                }
            }
        }
        print("flattening glyphs at \(size) px: max \(worst)/255, worst mean \(meanWorst)/255")
        #expect(worst <= 1 && meanWorst <= 0.6, "\(size) px: max \(worst), mean \(meanWorst)")
    }
}
