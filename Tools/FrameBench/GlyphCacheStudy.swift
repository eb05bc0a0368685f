import Foundation
import Raster
import TrueType
import TagCloud

/// Would a glyph coverage cache pay? Over every frame of the benchmark
/// scene this measures (1) how much of the render time goes into filling
/// coverage at all, and (2) how often a glyph is drawn again at the same
/// size and subpixel phase, the key such a cache would use. A cache hit
/// saves at most the fill; the composite is still done. So the best a
/// cache could save is (fill share) × (repeat rate), before its own costs.
enum GlyphCacheStudy {
    /// Phases a cache would round positions to, per pixel (4 = quarter pixels).
    static let phasesPerPixel = 4.0

    /// A cache key: glyph, exact size, and quantized x and y phase.
    struct Key: Hashable {
        var glyph: GlyphID
        var size: UInt64
        var phaseX: Int, phaseY: Int
    }

    /// Prints the fill share of rendering and the repeat rates.
    static func run(_ bench: BenchScene) throws {
        let lists = (0..<bench.replay.frameCount).map { bench.drawList(frame: $0) }
        let renderer = SceneRenderer(font: bench.font)
        var canvas = try Canvas(width: BenchScene.width, height: BenchScene.height)
        // The whole render, best of three.
        var render = Double.infinity
        for _ in 0..<3 {
            let t0 = Clock.now()
            for list in lists { renderer.render(list, into: &canvas) }
            render = min(render, Clock.now() - t0)
        }
        // The fills alone, as the text renderer makes them: each run as one
        // path, overlaps looked for only where glyph boxes meet. Best of three.
        var glyphs = LabelGlyphs(font: bench.font)
        var runs: [([GlyphOutline], [Raster.AffineTransform], OverlapHint)] = []
        for list in lists {
            for case .label(let label) in list.items {
                var outlines: [GlyphOutline] = [], transforms: [Raster.AffineTransform] = []
                var overlaps = OverlapHintBuilder()
                glyphs.append(label, outlines: &outlines, transforms: &transforms, overlaps: &overlaps)
                runs.append((outlines, transforms, overlaps.hint))
            }
        }
        let rasterizer = Rasterizer()
        let clip = PixelRect(x: 0, y: 0, width: BenchScene.width, height: BenchScene.height)
        var fill = Double.infinity, sink = 0
        for _ in 0..<3 {
            let t0 = Clock.now()
            for (outlines, transforms, hint) in runs {
                sink &+= rasterizer.withCoverage(of: outlines, transforms: transforms, clip: clip, overlaps: hint) {
                    $0.width
                }
            }
            fill = min(fill, Clock.now() - t0)
        }
        // Repeats: within a frame, and across the whole animation (an unbounded cache).
        var draws = 0, frameHits = 0
        var all = Set<Key>()
        for list in lists {
            var frame = Set<Key>()
            for case .label(let label) in list.items {
                for index in label.run.glyphs.indices {
                    let t = label.run.transform(forGlyphAt: index, origin: label.origin)
                    let key = Key(glyph: label.run.glyphs[index].glyph, size: label.run.pixelSize.bitPattern,
                                  phaseX: Int((t.tx * phasesPerPixel).rounded(.down)) & Int(phasesPerPixel - 1),
                                  phaseY: Int((t.ty * phasesPerPixel).rounded(.down)) & Int(phasesPerPixel - 1))
                    draws += 1
                    if !frame.insert(key).inserted { frameHits += 1 }
                    all.insert(key)
                }
            }
        }
        let n = Double(lists.count)
        let animationHits = draws - all.count
        print(String(format: "render %.2f ms per frame, of which filling coverage %.2f ms (%.0f%%)%@",
                     render / n * 1e3, fill / n * 1e3, 100 * fill / render, sink == 42 ? " " : ""))
        print(String(format: "%d glyph draws per frame; same glyph, size and quarter-pixel phase again: "
                     + "%.1f%% within a frame, %.1f%% across all %d frames (unbounded cache)",
                     draws / lists.count, 100 * Double(frameHits) / Double(draws),
                     100 * Double(animationHits) / Double(draws), lists.count))
        print(String(format: "best a coverage cache could save: %.1f%% of render time (before its own lookups)",
                     100 * fill / render * Double(animationHits) / Double(draws)))
    }
}
