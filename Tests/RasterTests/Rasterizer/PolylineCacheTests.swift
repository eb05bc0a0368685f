#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Raster
import TrueType
import EmbeddedFont
import Testing

/// Outlines fed with a key reuse their flattening across fills
/// (``PolylineCache``): the coverage must be exactly that of flattening them
/// afresh, whether the fill hits the cache, misses it, or finds it emptied.
@Suite struct PolylineCacheTests {
    /// Fills `outline` at `size` px (font units, y up) at the subpixel place
    /// (`dx`, `dy`), fed with `key` (cached) or without (flattened afresh).
    static func fill(_ rasterizer: Rasterizer, _ outline: GlyphOutline, size: Double, dx: Double, dy: Double,
                     hint: OverlapHint, key: Int?, transform: ((Double) -> AffineTransform)? = nil) -> CoverageMask {
        let s = size / Double(Font.embedded.unitsPerEm)
        let t = transform?(s) ?? AffineTransform(a: s, b: 0, c: 0, d: -s, tx: size * 0.4 + dx, ty: size * 1.2 + dy)
        let clip = PixelRect(minX: 0, minY: 0, maxX: Int(size * 2.5) + 4, maxY: Int(size * 2) + 4)
        let box = outline.points.withUnsafeBufferPointer { Rect(enclosing: $0) }
        return outline.points.withUnsafeBufferPointer { points in
            outline.onCurve.withUnsafeBufferPointer { onCurve in
                outline.contourEnds.withUnsafeBufferPointer { ends in
                    rasterizer.withCoverage(clip: clip, overlaps: hint, contours: { feed in
                        let contours = PointContours(points: points, onCurve: onCurve, contourEnds: ends, box: box)
                        if let key {
                            feed.add(contours, key: key, transform: t)
                        } else {
                            feed.add(contours, transform: t)
                        }
                    }) { CoverageMask($0) }
                }
            }
        }
    }

    /// Sizes climbing in small steps (so most fills hit an entry made by
    /// an earlier size) and jumping (so others miss), with subpixel phases.
    static let sizes: [(size: Double, dx: Double, dy: Double)] = (0 ..< 40).map { i in
        let size = 4.0 + Double(i * i) * 0.06 + Double(i % 3) * 0.013
        return (size, Double(i % 7) * 0.137, Double(i % 5) * 0.211)
    }

    @Test func cachedFillsMatchFreshOnes() throws {
        let cached = Rasterizer(), fresh = Rasterizer()
        var compared = 0
        for (index, outline, hint) in try GlyphFillTests.embeddedOutlines(every: 9) where !outline.points.isEmpty {
            for (size, dx, dy) in Self.sizes {
                // The glyph's own hint (chains where it may overlap) and the plain path.
                for h in Set([hint, .nowhere]) {
                    let a = Self.fill(cached, outline, size: size, dx: dx, dy: dy, hint: h, key: index)
                    let b = Self.fill(fresh, outline, size: size, dx: dx, dy: dy, hint: h, key: nil)
                    #expect(a == b, "glyph \(index) at \(size) px, hint \(h)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
        // The fills did reuse entries: far fewer were made than fills.
        #expect(cached.core.polylines.entryCount > 1000)
        #expect(cached.core.polylines.entryCount < compared / 4)
    }

    /// Under a map that is not a similarity (a slant), or part outside the
    /// clip, the fill does not use the cache, and is still exact.
    @Test func slantedAndClippedGlyphsFillAsFreshOnes() throws {
        let cached = Rasterizer(), fresh = Rasterizer()
        let slant = { (s: Double) in AffineTransform(a: s, b: 0, c: 0.2 * s, d: -s, tx: 9.3, ty: 30.7) }
        for (index, outline, hint) in try GlyphFillTests.embeddedOutlines(every: 31) where !outline.points.isEmpty {
            // The box's middle on the clip's left edge.
            let box = try #require(outline.points.withUnsafeBufferPointer { Rect(enclosing: $0) })
            let across = { (s: Double) in
                AffineTransform(a: s, b: 0, c: 0, d: -s, tx: -0.5 * (box.minX + box.maxX) * s, ty: 20.2)
            }
            for map in [slant, across] {
                let a = Self.fill(cached, outline, size: 23, dx: 0, dy: 0, hint: hint, key: index, transform: map)
                let b = Self.fill(fresh, outline, size: 23, dx: 0, dy: 0, hint: hint, key: nil, transform: map)
                #expect(a == b, "glyph \(index)")
            }
        }
        #expect(cached.core.polylines.entryCount == 0)
    }

    /// A limit of a few vertices empties the cache on almost every fill;
    /// the coverage stays exact and the kept vertices stay near the limit.
    /// (Keys past the array-indexed ones, to cover their dictionary too.)
    @Test func aSmallLimitKeepsFillsExact() throws {
        let cached = Rasterizer(), fresh = Rasterizer()
        cached.polylineLimit = 50
        for (index, outline, hint) in try GlyphFillTests.embeddedOutlines(every: 17) where !outline.points.isEmpty {
            for (size, dx, dy) in Self.sizes.prefix(12) {
                let a = Self.fill(cached, outline, size: size, dx: dx, dy: dy, hint: hint,
                                  key: PolylineCache.denseKeys + index)
                let b = Self.fill(fresh, outline, size: size, dx: dx, dy: dy, hint: hint, key: nil)
                #expect(a == b, "glyph \(index) at \(size) px")
                // Past the limit only the outline just flattened is kept.
                let kept = cached.core.polylines.points.count
                #expect(kept <= 50 || cached.core.polylines.entryCount == 1)
            }
        }
    }

    /// The vertex counts from the thresholds are the rasterizer's own rule
    /// (``RasterCore/innerVertices(deviationSquared:speedSquared:)``), away
    /// from the thresholds themselves, where rounding may decide either way.
    @Test func vertexCountsFollowTheFlatteningRule() {
        var generator = SplitMix64(state: 7)
        var compared = 0
        for _ in 0 ..< 20_000 {
            // Deviations and speeds over many orders of magnitude.
            let h = pow(10, Double.random(in: -6 ... 4, using: &generator)), v = h * pow(10, Double.random(in: 0 ... 6, using: &generator))
            let s = pow(10, Double.random(in: -2 ... 2, using: &generator))
            let steps = VertexSteps(deviationSquared: h, speedSquared: v)
            let expected = RasterCore.innerVertices(deviationSquared: s * s * h, speedSquared: s * s * v)
            guard let m = steps.count(at: s) else {
                #expect(expected > RasterCore.maxVerticesPerPiece)
                compared += 1
                continue
            }
            // Scales within a millionth of a threshold are left out.
            let near = [steps.threshold(m), steps.threshold(m + 1)].contains { abs($0 / s - 1) < 1e-6 }
            if !near {
                #expect(m == expected, "h \(h) v \(v) s \(s)")
                compared += 1
            }
            #expect(steps.threshold(m) < s && s <= steps.threshold(m + 1))
        }
        #expect(compared > 19_000)
    }

    @Test func similarityScales() {
        #expect(AffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 5, ty: 1).similarityScale == 2)
        #expect(AffineTransform(a: 0, b: 3, c: -3, d: 0, tx: 0, ty: 0).similarityScale == 3)
        #expect(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0).similarityScale == nil)
        #expect(AffineTransform(a: 2, b: 0, c: 0.5, d: -2, tx: 0, ty: 0).similarityScale == nil)
        #expect(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).similarityScale == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: .nan, tx: 0, ty: 0).similarityScale == nil)
    }
}
