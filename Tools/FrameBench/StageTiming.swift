import Foundation
import Raster
import TrueType
import ImageCodecs
import TagCloud

/// Where a frame's time goes, stage by stage, over all frames of the bench
/// scene: the draw list, clearing the canvas, per label the glyph set-up
/// (outlines, transforms, overlap hint), filling the run's coverage and
/// compositing it, then the PPM encoding. Done with the library's public
/// pieces the way ``TextRenderer`` does it per label; the sum is close to
/// the pipeline's render time, the clock reads per label add a little.
enum StageTiming {
    /// Prints milliseconds per frame for each stage.
    static func run(_ bench: BenchScene) throws {
        var decoder = GlyphOutlineDecoder(font: bench.font)
        var cache: [GlyphID: (outline: GlyphOutline, box: Rect?, mayOverlap: Bool, area: Double)] = [:]
        let rasterizer = Rasterizer()
        var canvas = try Canvas(width: BenchScene.width, height: BenchScene.height)
        let clip = PixelRect(x: 0, y: 0, width: BenchScene.width, height: BenchScene.height)
        let encoder = bench.recipe.format.encoder(bench.recipe.encoding)
        var encoded = EncodedFrame()
        var outlines: [GlyphOutline] = [], transforms: [Raster.AffineTransform] = []
        var overlaps = OverlapHintBuilder()
        var (lists, clears, setups, fills, composites, encodes) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        var (labels, glyphs, maskPixels, hinted) = (0, 0, 0, 0)
        let n = bench.replay.frameCount
        for frame in 0..<n {
            var t0 = Clock.now()
            let list = bench.drawList(frame: frame)
            var t1 = Clock.now()
            lists += t1 - t0
            t0 = t1
            canvas.fill(list.background)
            t1 = Clock.now()
            clears += t1 - t0
            for case .label(let label) in list.items {
                t0 = Clock.now()
                outlines.removeAll(keepingCapacity: true)
                transforms.removeAll(keepingCapacity: true)
                overlaps.removeAll()
                for index in label.run.glyphs.indices {
                    let glyph = label.run.glyphs[index].glyph
                    if cache[glyph] == nil, let outline = try? decoder.decode(glyph) {
                        let path = outline.path
                        cache[glyph] = (outline, path.controlBounds, decoder.mayOverlap, path.signedArea)
                    }
                    guard let entry = cache[glyph], let box = entry.box else { continue }
                    let t = label.run.transform(forGlyphAt: index, origin: label.origin)
                    outlines.append(entry.outline)
                    transforms.append(t)
                    overlaps.add(box: box.transformed(by: t), mayOverlapItself: entry.mayOverlap,
                                 signedArea: entry.area * (t.a * t.d - t.b * t.c))
                }
                if overlaps.hint != .nowhere { hinted += 1 }
                t1 = Clock.now()
                setups += t1 - t0
                t0 = t1
                rasterizer.withCoverage(of: outlines, transforms: transforms, clip: clip,
                                        overlaps: overlaps.hint) { mask in
                    t1 = Clock.now()
                    fills += t1 - t0
                    t0 = t1
                    maskPixels += mask.width * mask.height
                    guard let base = mask.coverage.baseAddress, mask.width > 0, mask.height > 0 else { return }
                    canvas.composite(coverage: UnsafeBufferPointer(start: base, count: mask.coverage.count),
                                     originX: mask.originX, originY: mask.originY, width: mask.width,
                                     height: mask.height, color: label.color, alpha: label.alpha, blend: list.blend)
                    t1 = Clock.now()
                    composites += t1 - t0
                }
                labels += 1
                glyphs += outlines.count
            }
            t0 = Clock.now()
            encoder.encode(canvas, into: &encoded)
            encodes += Clock.now() - t0
        }
        let ms = { (seconds: Double) in seconds / Double(n) * 1e3 }
        print(String(format: "per frame: draw list %.3f ms, clear %.3f ms, glyph set-up %.3f ms, fill %.3f ms, "
                     + "composite %.3f ms, PPM encode %.3f ms; total %.3f ms",
                     ms(lists), ms(clears), ms(setups), ms(fills), ms(composites), ms(encodes),
                     ms(lists + clears + setups + fills + composites + encodes)))
        print(String(format: "%d labels (%d with glyph boxes meeting), %d glyphs, %.0f mask px per frame",
                     labels / n, hinted / n, glyphs / n, Double(maskPixels) / Double(n)))
    }
}
