import Raster
import TrueType
import EmbeddedFont
import Testing

/// The overlap hints: plain accumulation (``OverlapHint/nowhere``) must be
/// exact wherever the winding number is 0 or ±1, and ``OverlapHint/inside(_:)``
/// must resolve overlaps inside its box exactly.
@Suite struct RasterizerHintTests {
    let canvas = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 96)

    /// Fills with `hint` and compares with the independent reference.
    func check(_ name: String, _ path: Path, hint: OverlapHint, transform: AffineTransform = .identity,
               clip: PixelRect? = nil) -> CoverageError {
        let clip = clip ?? canvas
        let mask = Rasterizer().fill(path, transform: transform, clip: clip, overlaps: hint)
        let error = CoverageError(mask, Reference.coverage(Reference.edges(path, transform: transform), region: clip),
                                  region: clip)
        print("coverage \(name) (\(hint)): \(error)")
        return error
    }

    /// Shapes whose winding number is 0 or ±1 everywhere.
    static let simpleShapes: [(String, Path)] = {
        var ring = Shapes.circleQuads(40.3, 50.7, 30)
        ring.append(Shapes.circleCubics(44.1, 47.2, 17.5, clockwise: false))
        var smallO = Shapes.circleQuads(10.3, 10.6, 4.2)
        smallO.append(Shapes.circleQuads(10.5, 10.6, 3.1, clockwise: false))
        var separate = Shapes.rectangle(60.2, 10.4, 70.9, 80.1)
        separate.append(Shapes.rectangle(70.9, 10.4, 71.3, 80.1))  // touching, same winding
        separate.append(Shapes.circleCubics(100.4, 40.6, 12))
        separate.append(Shapes.rectangle(84.6, 20.2, 89.05, 20.9))
        return [("ring", ring), ("small o", smallO), ("separate shapes", separate),
                ("sliver", Shapes.polygon([Point(5.2, 5.7), Point(120.3, 60.1), Point(120.3, 60.6), Point(5.2, 6.1)])),
                ("circle past the clip", Shapes.circleCubics(120.4, 90.3, 25)),
                ("square", Shapes.rectangle(10.25, 20.5, 15.75, 23.0, clockwise: false))]
    }()

    @Test(arguments: 0 ..< simpleShapes.count)
    func plainAccumulationIsExactWithoutOverlaps(index: Int) {
        let (name, path) = Self.simpleShapes[index]
        for (dx, dy) in [(0.0, 0.0), (0.31, 0.77)] {
            let t = AffineTransform.translation(x: dx, y: dy)
            let plain = check(name, path, hint: .nowhere, transform: t)
            #expect(plain.meanEdge <= 1 && plain.max <= 2, "\(name): \(plain)")
            // And it agrees with the checked path, pixel for pixel, to a level.
            let a = Rasterizer().fill(path, transform: t, clip: canvas, overlaps: .nowhere)
            let b = Rasterizer().fill(path, transform: t, clip: canvas, overlaps: .anywhere)
            #expect(a.originX == b.originX && a.originY == b.originY && a.width == b.width && a.height == b.height)
            #expect(zip(a.coverage, b.coverage).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(name)")
        }
    }

    @Test func glyphOutlinesFillExactlyOnThePlainPath() throws {
        let font = Font.embedded
        var decoder = GlyphOutlineDecoder(font: font)
        for (character, size) in [("g", 11.0), ("@", 17.0), ("e", 33.0), ("B", 64.0), ("&", 90.0)] {
            let glyph = try #require(font.glyph(for: Unicode.Scalar(character)!))
            let outline = try decoder.outline(of: glyph)
            #expect(!decoder.mayOverlap)
            let scale = size / Double(font.unitsPerEm)
            let t = AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 7.37, ty: 4 + size)
            let e = check("glyph \(character) at \(size) px", outline, hint: .nowhere, transform: t)
            #expect(e.meanEdge <= 1 && e.max <= 2, "\(character): \(e)")
        }
    }

    @Test func overlapsInsideTheBoxAreResolved() {
        // Two circles wound the same way: overlaps only in their lens.
        var path = Shapes.circleQuads(45.3, 50.6, 22)
        path.append(Shapes.circleCubics(70.2, 47.1, 20))
        let lens = Rect(minX: 50, minY: 30, maxX: 68, maxY: 68)
        let boxed = check("two circles, lens boxed", path, hint: .inside(lens))
        #expect(boxed.meanEdge <= 1 && boxed.max <= 2, "\(boxed)")
        // A box that misses the lens gives plain accumulation there: the
        // pixels where the outlines cross count the overlap twice.
        let wrong = check("two circles, box elsewhere", path, hint: .inside(Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)))
        #expect(wrong.max > 8, "a hint that lies is not checked: \(wrong)")
        let none = check("two circles, no hint", path, hint: .nowhere)
        #expect(none.max > 8)
    }

    @Test func unusableBoxesCheckEverything() {
        var path = Shapes.star(64.3, 48.6, 40, points: 7, step: 3)
        path.append(Shapes.circleCubics(60.2, 44.1, 22))
        for box in [Rect(minX: .nan, minY: 0, maxX: 10, maxY: 10), Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity),
                    Rect(minX: -1e300, minY: -1e300, maxX: 1e300, maxY: 1e300)] {
            let e = check("star and circle, box \(box)", path, hint: .inside(box))
            #expect(e.meanEdge <= 1 && e.max <= 2, "\(box): \(e)")
        }
        // An empty box (or one beside the clip) is the same as no overlaps.
        let empty = Rasterizer().fill(path, clip: canvas, overlaps: .inside(Rect(minX: 5, minY: 5, maxX: 5, maxY: 90)))
        #expect(empty == Rasterizer().fill(path, clip: canvas, overlaps: .nowhere))
    }

    @Test func clippedHintBoxUsesClipCoordinates() {
        // The box is in canvas pixels even when the clip starts elsewhere.
        let clip = PixelRect(minX: 200, minY: 100, maxX: 328, maxY: 196)
        var path = Shapes.circleQuads(245.3, 150.6, 22)
        path.append(Shapes.circleCubics(270.2, 147.1, 20))
        let e = check("offset clip, lens boxed", path, hint: .inside(Rect(minX: 250, minY: 130, maxX: 268, maxY: 168)), clip: clip)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func reusedRasterizerSwitchesBetweenPaths() {
        // Plain and checked fills share buffers: each must leave them clean.
        let shared = Rasterizer()
        var overlapping = Shapes.circleQuads(45.3, 50.6, 22)
        overlapping.append(Shapes.circleCubics(60.2, 47.1, 20))
        let ring = Self.simpleShapes[0].1
        for _ in 0 ..< 3 {
            #expect(shared.fill(ring, clip: canvas, overlaps: .nowhere) == Rasterizer().fill(ring, clip: canvas, overlaps: .nowhere))
            #expect(shared.fill(overlapping, clip: canvas) == Rasterizer().fill(overlapping, clip: canvas))
            #expect(shared.fill(overlapping, clip: canvas, rule: .evenOdd, overlaps: .nowhere)
                    == Rasterizer().fill(overlapping, clip: canvas, rule: .evenOdd, overlaps: .nowhere))
        }
    }
}
