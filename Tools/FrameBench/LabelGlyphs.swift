import Raster
import TrueType
import TagCloud

/// A label's glyphs as the text renderer fills them: each glyph's outline
/// (decoded once per glyph and kept), its transform onto the canvas, and the
/// run's overlap hint (overlaps looked for only where glyph boxes meet, or
/// inside glyphs the font flags). Shared by the studies that time the fill
/// on its own (``StageTiming``, ``GlyphCacheStudy``).
struct LabelGlyphs {
    /// A decoded glyph: its outline, control box, flag and signed area.
    private struct Entry {
        var outline: GlyphOutline
        var box: Rect?
        var mayOverlap: Bool
        var area: Double
    }

    private var decoder: GlyphOutlineDecoder
    private var cache: [GlyphID: Entry] = [:]

    /// Glyph set-up for labels in `font`.
    init(font: Font) {
        decoder = GlyphOutlineDecoder(font: font)
    }

    /// Appends `label`'s glyphs to `outlines` and `transforms` and adds
    /// their boxes to `overlaps`. Glyphs without an outline (spaces) or that
    /// cannot be decoded are left out, as the renderer leaves them.
    mutating func append(_ label: LabelDraw, outlines: inout [GlyphOutline],
                         transforms: inout [Raster.AffineTransform], overlaps: inout OverlapHintBuilder) {
        for index in label.run.glyphs.indices {
            let glyph = label.run.glyphs[index].glyph
            if cache[glyph] == nil, let outline = try? decoder.decode(glyph) {
                let path = outline.path
                cache[glyph] = Entry(outline: outline, box: path.controlBounds, mayOverlap: decoder.mayOverlap,
                                     area: path.signedArea)
            }
            guard let entry = cache[glyph], let box = entry.box else { continue }
            let t = label.run.transform(forGlyphAt: index, origin: label.origin)
            outlines.append(entry.outline)
            transforms.append(t)
            overlaps.add(box: box.transformed(by: t), mayOverlapItself: entry.mayOverlap,
                         signedArea: entry.area * (t.a * t.d - t.b * t.c))
        }
    }
}
