import Foundation
import Raster
import TrueType
import TagCloud

/// A finer breakdown of the render stage, done here with the library's
/// public pieces the way ``TextRenderer`` does it per label: building the
/// run's pixel-space path, filling it with the rasterizer, and compositing
/// the coverage. Used to see which part to optimise; not a separate result.
enum StageTiming {
    /// Prints seconds per frame for each part, over all frames of `bench`.
    static func run(_ bench: BenchScene) throws {
        var decoder = GlyphOutlineDecoder(font: bench.font)
        var outlines: [GlyphID: Path] = [:]
        let rasterizer = Rasterizer()
        var canvas = try Canvas(width: BenchScene.width, height: BenchScene.height)
        let clip = PixelRect(x: 0, y: 0, width: BenchScene.width, height: BenchScene.height)
        var path = Path()
        var (paths, fills, composites, fillsAlone) = (0.0, 0.0, 0.0, 0.0)
        var (labels, maskPixels) = (0, 0)
        let lists = (0..<bench.replay.frameCount).map { bench.drawList(frame: $0) }
        for list in lists {
            canvas.fill(list.background)
            for case .label(let label) in list.items {
                var t0 = Clock.now()
                path.removeAll(keepingCapacity: true)
                for index in label.run.glyphs.indices {
                    let glyph = label.run.glyphs[index].glyph
                    if outlines[glyph] == nil { outlines[glyph] = (try? decoder.outline(of: glyph)) ?? Path() }
                    if let outline = outlines[glyph], !outline.isEmpty {
                        path.append(outline, transform: label.run.transform(forGlyphAt: index, origin: label.origin))
                    }
                }
                var t1 = Clock.now()
                paths += t1 - t0
                t0 = t1
                rasterizer.withCoverage(of: path, clip: clip) { mask in
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
                t0 = Clock.now()
                _ = rasterizer.withCoverage(of: path, clip: clip) { $0.width }
                fillsAlone += Clock.now() - t0
            }
        }
        let n = Double(lists.count)
        print(String(format: "per frame: path %.2f ms, rasterize %.2f ms (again alone %.2f ms), composite %.2f ms; "
                     + "%d labels, %.0f mask px per frame",
                     paths / n * 1e3, fills / n * 1e3, fillsAlone / n * 1e3, composites / n * 1e3,
                     labels / lists.count, Double(maskPixels) / n))
    }
}
