#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Testing

/// Squares, slivers and circles against analytic or reference coverage.
@Suite struct RasterizerBasicTests {
    let canvas = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 128)

    /// Fills `path` and compares with `reference` over `region`, logging the figures.
    func measure(_ name: String, _ path: Path, _ reference: [Double], region: PixelRect,
                 rule: FillRule = .nonZero, transform: AffineTransform = .identity) -> CoverageError {
        let mask = Rasterizer().fill(path, transform: transform, clip: canvas, rule: rule)
        let error = CoverageError(mask, reference, region: region)
        print("coverage \(name): \(error)")
        return error
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 0.5), (0.5, 0.75), (0.73, 0.11), (0.999, 0.001)])
    func squaresAtSubpixelOffsets(dx: Double, dy: Double) {
        for size in [0.6, 1.0, 3.0, 5.5, 10.25] {
            let (x0, y0) = (10 + dx, 20 + dy)
            let region = PixelRect(minX: 8, minY: 18, maxX: 24, maxY: 34)
            let exact = Reference.rectangle(minX: x0, minY: y0, maxX: x0 + size, maxY: y0 + size, region: region)
            for clockwise in [true, false] {
                let path = Shapes.rectangle(x0, y0, x0 + size, y0 + size, clockwise: clockwise)
                let e = measure("square \(size) at +(\(dx), \(dy))", path, exact, region: region)
                // Only the final rounding to bytes may differ.
                #expect(e.max <= 0.51, "square \(size) at +(\(dx), \(dy)): \(e)")
            }
        }
    }

    @Test func maskIsTheClippedIntegerBoundingBox() {
        let mask = Rasterizer().fill(Shapes.rectangle(10.5, 20.25, 13.0, 22.75), clip: canvas)
        #expect(mask.originX == 10 && mask.originY == 20 && mask.width == 3 && mask.height == 3)
        let clipped = Rasterizer().fill(Shapes.rectangle(-5, -5, 3.5, 2.5), clip: canvas)
        #expect(clipped.originX == 0 && clipped.originY == 0 && clipped.width == 4 && clipped.height == 3)
        #expect(clipped[0, 0] == 255 && clipped[3, 2] == 64 && clipped[3, 0] == 128)
    }

    @Test(arguments: [0.1, 0.25, 0.5])
    func thinSlivers(width: Double) {
        let region = PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 64)
        // Horizontal and vertical: analytic.
        let h = Reference.rectangle(minX: 5.3, minY: 30.45, maxX: 50.7, maxY: 30.45 + width, region: region)
        let eh = measure("horizontal sliver \(width)", Shapes.rectangle(5.3, 30.45, 50.7, 30.45 + width), h, region: region)
        #expect(eh.max <= 0.51)
        let v = Reference.rectangle(minX: 17.9, minY: 4.2, maxX: 17.9 + width, maxY: 60.1, region: region)
        let ev = measure("vertical sliver \(width)", Shapes.rectangle(17.9, 4.2, 17.9 + width, 60.1), v, region: region)
        #expect(ev.max <= 0.51)
        // Diagonal: a thin parallelogram at 30° and at 45°, against the reference.
        for angle in [30.0, 45.0] {
            let a = angle * Double.pi / 180
            let (dx, dy) = (cos(a) * 50, sin(a) * 50)
            let (nx, ny) = (-sin(a) * width, cos(a) * width)
            let path = Shapes.polygon([Point(6.2, 5.7), Point(6.2 + dx, 5.7 + dy),
                                       Point(6.2 + dx + nx, 5.7 + dy + ny), Point(6.2 + nx, 5.7 + ny)])
            let e = measure("diagonal sliver \(width) at \(angle)°", path,
                            Reference.coverage(Reference.edges(path), region: region), region: region)
            #expect(e.meanEdge <= 1 && e.max <= 3, "\(e)")
        }
    }

    @Test(arguments: [1.5, 3.0, 7.5, 20.0, 40.0])
    func circles(radius: Double) {
        for (dx, dy) in [(0.0, 0.0), (0.3, 0.7), (0.5, 0.5)] {
            let (cx, cy) = (60 + dx, 60 + dy)
            let region = PixelRect(minX: 15, minY: 15, maxX: 106, maxY: 106)
            for (kind, path) in [("quads", Shapes.circleQuads(cx, cy, radius)),
                                 ("cubics", Shapes.circleCubics(cx, cy, radius, clockwise: false))] {
                let e = measure("circle (\(kind)) r=\(radius) +(\(dx), \(dy))", path,
                                Reference.coverage(Reference.edges(path), region: region), region: region)
                #expect(e.meanEdge <= 1 && e.max <= 2, "\(kind) r=\(radius): \(e)")
            }
        }
    }
}
