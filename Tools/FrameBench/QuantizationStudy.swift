import Foundation
import Raster
import TrueType
import TagCloud

/// Could a glyph coverage cache keyed by glyph, quantized size and subpixel
/// phase draw the bench scene within 2/255 of exact rendering? For each
/// quantization it draws every tenth frame both ways and prints the largest
/// per-pixel channel difference and how many glyph draws the cache would
/// serve (an unbounded cache over those frames; a bounded one hits less).
///
/// The quantized drawing is what such a cache gives at best: each glyph's
/// coverage filled on its own at the quantized size and phase (the rest of
/// its position in whole pixels), the run's glyph coverages added into one
/// mask (clamped at 255) and composited once, as the exact path composites
/// the run's one fill. Runs whose glyph boxes meet are drawn exactly. So the
/// figures are a lower bound on the error of any cache of 8-bit glyph masks.
enum QuantizationStudy {
    /// One quantization: size steps per pixel of size and phases per pixel
    /// in x and y (`.infinity` for unquantized).
    struct Step {
        var size: Double, phasesX: Double, phasesY: Double, name: String
    }

    /// From unquantized (glyph by glyph only) to Skia's cache (whole-pixel
    /// sizes, quarter-pixel x phases, whole-pixel y).
    static let steps = [
        Step(size: .infinity, phasesX: .infinity, phasesY: .infinity, name: "none (glyph by glyph only)"),
        Step(size: 256, phasesX: 256, phasesY: 256, name: "1/256 px size and phase"),
        Step(size: 64, phasesX: 64, phasesY: 64, name: "1/64 px size and phase"),
        Step(size: 16, phasesX: 16, phasesY: 16, name: "1/16 px size and phase"),
        Step(size: 4, phasesX: 4, phasesY: 4, name: "1/4 px size and phase"),
        Step(size: 1, phasesX: 4, phasesY: 1, name: "Skia's: whole px size, 1/4 px x, whole px y"),
    ]

    private struct Key: Hashable {
        var glyph: GlyphID
        var size: Int64, phaseX: Int64, phaseY: Int64
    }

    private struct Mask {
        var x: Int, y: Int, width: Int, height: Int
        var coverage: [UInt8]
    }

    /// Prints one line per quantization; returns the largest difference seen
    /// at each.
    @discardableResult
    static func run(_ bench: BenchScene) throws -> [Int] {
        var outlines: [GlyphID: (outline: GlyphOutline, box: Rect?, mayOverlap: Bool, area: Double)] = [:]
        var decoder = GlyphOutlineDecoder(font: bench.font)
        let frames = Array(stride(from: 0, to: bench.replay.frameCount, by: 10))
        let lists = frames.map { bench.drawList(frame: $0) }
        for list in lists {
            for case .label(let label) in list.items {
                for glyph in label.run.glyphs where outlines[glyph.glyph] == nil {
                    guard let outline = try? decoder.decode(glyph.glyph) else { continue }
                    let path = outline.path
                    outlines[glyph.glyph] = (outline, path.controlBounds, decoder.mayOverlap, path.signedArea)
                }
            }
        }
        let exactRenderer = SceneRenderer(font: bench.font)
        var exact = try Canvas(width: BenchScene.width, height: BenchScene.height)
        var quantized = exact
        let rasterizer = Rasterizer()
        var worst: [Int] = []
        print("frames \(frames.map(String.init).joined(separator: ",")) of the bench scene, quantized against exact")
        for step in steps {
            var cache: [Key: Mask] = [:]
            var (draws, hits, exactRuns, maxDelta, differing) = (0, 0, 0, 0, 0)
            for list in lists {
                exactRenderer.render(list, into: &exact)
                quantized.fill(list.background)
                for case .label(let label) in list.items {
                    let run = label.run
                    var hint = OverlapHintBuilder()
                    var placed: [(glyph: GlyphID, t: Raster.AffineTransform)] = []
                    for index in run.glyphs.indices {
                        let glyph = run.glyphs[index].glyph
                        guard let entry = outlines[glyph], let box = entry.box else { continue }
                        let t = run.transform(forGlyphAt: index, origin: label.origin)
                        hint.add(box: box.transformed(by: t), mayOverlapItself: entry.mayOverlap,
                                 signedArea: entry.area * (t.a * t.d - t.b * t.c))
                        placed.append((glyph, t))
                    }
                    if hint.hint != .nowhere {
                        exactRuns += 1
                        exactRenderer.text.draw(run, at: label.origin, color: label.color, alpha: label.alpha,
                                                blend: list.blend, into: &quantized)
                        continue
                    }
                    // Each glyph's mask at the quantized size and phase, placed in whole pixels.
                    let size = quantize(run.pixelSize, step.size)
                    let scale = size.value / run.pixelSize * run.scale
                    var masks: [(x: Int, y: Int, mask: Mask)] = []
                    for (glyph, t) in placed {
                        guard let entry = outlines[glyph] else { continue }
                        let x = quantize(t.tx, step.phasesX), y = quantize(t.ty, step.phasesY)
                        let wholeX = x.value.rounded(.down), wholeY = y.value.rounded(.down)
                        let key = Key(glyph: glyph, size: size.step, phaseX: x.step - Int64(wholeX * finite(step.phasesX)),
                                      phaseY: y.step - Int64(wholeY * finite(step.phasesY)))
                        draws += 1
                        let mask: Mask
                        if step.size.isFinite, let cached = cache[key] {
                            mask = cached
                            hits += 1
                        } else {
                            let local = Raster.AffineTransform(a: scale, b: 0, c: 0, d: -scale,
                                                               tx: x.value - wholeX, ty: y.value - wholeY)
                            let clip = PixelRect(x: -1024, y: -1024, width: 2048, height: 2048)
                            mask = rasterizer.withCoverage(of: entry.outline, transform: local, clip: clip,
                                                           overlaps: .nowhere) { view in
                                Mask(x: view.originX, y: view.originY, width: view.width, height: view.height,
                                     coverage: Array(view.coverage))
                            }
                            if step.size.isFinite { cache[key] = mask }
                        }
                        if mask.width > 0 { masks.append((Int(wholeX), Int(wholeY), mask)) }
                    }
                    composite(masks, label: label, blend: list.blend, into: &quantized)
                }
                let difference = quantized.difference(from: exact)
                maxDelta = max(maxDelta, difference.maximumChannelDelta)
                differing += difference.differingPixels
            }
            worst.append(maxDelta)
            let hitText = step.size.isFinite ? String(format: "%5.1f%%", 100 * Double(hits) / Double(max(draws, 1)))
                                             : "    - "
            print(step.name.padding(toLength: 46, withPad: " ", startingAt: 0)
                  + String(format: "cache hits %@ of %d glyph draws; largest difference %3d/255, "
                           + "%d pixels differ (%d runs drawn exactly)",
                           hitText, draws, maxDelta, differing, exactRuns))
        }
        return worst
    }

    /// `value` rounded to the nearest `1/steps` (unchanged for infinite steps), and its step number.
    private static func quantize(_ value: Double, _ steps: Double) -> (value: Double, step: Int64) {
        guard steps.isFinite else { return (value, 0) }
        let n = (value * steps).rounded()
        return (n / steps, Int64(n))
    }

    private static func finite(_ steps: Double) -> Double { steps.isFinite ? steps : 0 }

    /// Adds the glyph masks into one run mask (clamped at 255) and composites it.
    private static func composite(_ masks: [(x: Int, y: Int, mask: Mask)], label: LabelDraw,
                                  blend: BlendSpace, into canvas: inout Canvas) {
        guard let minX = masks.map({ $0.x + $0.mask.x }).min(), let minY = masks.map({ $0.y + $0.mask.y }).min(),
              let maxX = masks.map({ $0.x + $0.mask.x + $0.mask.width }).max(),
              let maxY = masks.map({ $0.y + $0.mask.y + $0.mask.height }).max() else { return }
        let width = maxX - minX, height = maxY - minY
        var sum = [Int](repeating: 0, count: width * height)
        for (x, y, mask) in masks {
            for row in 0..<mask.height {
                let base = (y + mask.y + row - minY) * width + (x + mask.x - minX)
                for column in 0..<mask.width { sum[base + column] += Int(mask.coverage[row * mask.width + column]) }
            }
        }
        let coverage = sum.map { UInt8(min($0, 255)) }
        coverage.withUnsafeBufferPointer {
            canvas.composite(coverage: $0, originX: minX, originY: minY, width: width, height: height,
                             color: label.color, alpha: label.alpha, blend: blend)
        }
    }
}
