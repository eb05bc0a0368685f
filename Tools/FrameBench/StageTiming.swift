import Foundation
import Raster
import TrueType
import ImageCodecs
import TagCloud

/// Where a frame's time goes, stage by stage, over all frames of the bench
/// scene: the draw list; per label the glyph set-up (outlines, transforms,
/// overlap hint), filling the run's coverage, and recording it (the mask
/// copied into a ``CoverageBatch`` with its blends over the background);
/// then compositing the batch straight into the encoded PPM frame's rows
/// (``PPMEncoder/encode(_:width:height:into:)``), as `tagcloud animate`
/// draws PPM frames. Done
/// with the library's public pieces the way ``SceneRenderer`` and
/// ``FrameRecipe`` do it; the sum is close to the pipeline's time, the clock
/// reads per label add a little.
enum StageTiming {
    /// Prints milliseconds per frame for each stage.
    static func run(_ bench: BenchScene) throws {
        var labelGlyphs = LabelGlyphs(font: bench.font)
        let rasterizer = Rasterizer()
        let clip = PixelRect(x: 0, y: 0, width: BenchScene.width, height: BenchScene.height)
        guard let ppm = bench.recipe.format.encoder(bench.recipe.encoding) as? PPMEncoder else {
            throw BenchError("the bench scene's frames are not PPM")
        }
        var encoded = EncodedFrame()
        var outlines: [GlyphOutline] = [], transforms: [Raster.AffineTransform] = []
        var overlaps = OverlapHintBuilder()
        var (lists, setups, fills, records, composites) = (0.0, 0.0, 0.0, 0.0, 0.0)
        var batch = CoverageBatch()
        var (labels, glyphs, maskPixels, hinted) = (0, 0, 0, 0)
        let n = bench.replay.frameCount
        for frame in 0..<n {
            var t0 = Clock.now()
            let list = bench.drawList(frame: frame)
            var t1 = Clock.now()
            lists += t1 - t0
            t0 = t1
            batch.removeAll(background: list.background)
            for case .label(let label) in list.items {
                t0 = Clock.now()
                outlines.removeAll(keepingCapacity: true)
                transforms.removeAll(keepingCapacity: true)
                overlaps.removeAll()
                labelGlyphs.append(label, outlines: &outlines, transforms: &transforms, overlaps: &overlaps)
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
                    batch.append(mask, color: label.color, alpha: label.alpha, blend: list.blend)
                    t1 = Clock.now()
                    records += t1 - t0
                }
                labels += 1
                glyphs += outlines.count
            }
            // Straight into the PPM's rows, as FrameRecipe.finish draws a PPM
            // frame over an opaque background: the background back under
            // the last frame's spans, then the masks composited.
            t0 = Clock.now()
            guard ppm.encode(batch, width: BenchScene.width, height: BenchScene.height, into: &encoded) else {
                throw BenchError("the bench scene's frames are not PPM over an opaque background")
            }
            composites += Clock.now() - t0
        }
        let ms = { (seconds: Double) in seconds / Double(n) * 1e3 }
        print(String(format: "per frame: draw list %.3f ms, glyph set-up %.3f ms, fill %.3f ms, record %.3f ms, "
                     + "composite into the PPM rows %.3f ms; total %.3f ms",
                     ms(lists), ms(setups), ms(fills), ms(records), ms(composites),
                     ms(lists + setups + fills + records + composites)))
        print(String(format: "%d labels (%d with glyph boxes meeting), %d glyphs, %.0f mask px per frame",
                     labels / n, hinted / n, glyphs / n, Double(maskPixels) / Double(n)))
    }
}
