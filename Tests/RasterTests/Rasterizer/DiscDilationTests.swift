import Foundation
import Raster
import Testing

/// Halos as a dilation of coverage: held against the exact fill of the
/// shape grown by a disc (a rectangle grown by `r` is a rounded rectangle).
@Suite struct DiscDilationTests {
    /// The coverage of `path` over `clip`, as an owned mask.
    func fill(_ path: Path, clip: PixelRect) -> CoverageMask {
        Rasterizer().fill(path, clip: clip)
    }

    /// `mask` dilated by `radius`, cut to `clip`.
    func dilated(_ mask: CoverageMask, radius: Double, clip: PixelRect) -> CoverageMask {
        var bytes: [UInt8] = []
        return mask.coverage.withUnsafeBufferPointer { coverage in
            let view = CoverageMaskView(originX: mask.originX, originY: mask.originY, width: mask.width,
                                        height: mask.height, coverage: coverage)
            return DiscDilation(radius: radius).apply(view, clip: clip, output: &bytes) { CoverageMask($0) }
        }
    }

    /// The coverage at canvas pixel (x, y), 0 outside the mask.
    func at(_ m: CoverageMask, _ x: Int, _ y: Int) -> Int {
        let (i, j) = (x - m.originX, y - m.originY)
        guard i >= 0, j >= 0, i < m.width, j < m.height else { return 0 }
        return Int(m.coverage[j * m.width + i])
    }

    /// A rectangle, and the same rectangle grown by `r` with round corners (96 steps a quarter).
    func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, grownBy r: Double = 0) -> Path {
        var path = Path()
        let corners = [(x1, y1, 0.0), (x0, y1, 0.5), (x0, y0, 1.0), (x1, y0, 1.5)]
        var first = true
        for (cx, cy, turn) in corners {
            for k in 0...96 {
                let a = Double.pi * (turn + 0.5 * Double(k) / 96)
                let p = Point(x: cx + r * cos(a), y: cy + r * sin(a))
                if first { path.move(to: p) } else { path.line(to: p) }
                first = false
            }
        }
        path.close()
        return path
    }

    @Test(arguments: [0.75, 1.0, 1.5, 2.5, 3.0, 4.25])
    func aGrownRectangleIsTheRoundedRectangle(radius: Double) {
        let clip = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let shape = fill(rectangle(20.3, 15.6, 40.7, 30.2), clip: clip)
        let halo = dilated(shape, radius: radius, clip: clip)
        let exact = fill(rectangle(20.3, 15.6, 40.7, 30.2, grownBy: radius), clip: clip)
        var worstEdge = 0, worstCorner = 0, cornerInk = 0
        for y in 0..<48 {
            for x in 0..<64 {
                let d = abs(at(halo, x, y) - at(exact, x, y))
                // Pixels beside a straight side, and those near a corner's arc.
                let nearCorner = (Double(x) < 20.3 || Double(x) + 1 > 40.7) && (Double(y) < 15.6 || Double(y) + 1 > 30.2)
                if nearCorner {
                    worstCorner = max(worstCorner, d)
                    cornerInk += at(halo, x, y) - at(exact, x, y)
                } else {
                    worstEdge = max(worstEdge, d)
                }
            }
        }
        // Along the sides the edge moves out by the radius, fractions included.
        #expect(worstEdge <= 3, "side differs by \(worstEdge)")
        // At the corners the grid's distances stand in for the true arc: a
        // pixel may be well off (under half its range), and a corner's halo
        // has a little less ink than the true one, under 0.35 px² and 0.3 for each
        // px of radius (-0.41 at 0.75 px, -1.56 at 4.25 px when recorded).
        #expect(worstCorner <= 127, "corner differs by \(worstCorner)")
        let ink = Double(cornerInk) / 255 / 4
        #expect(ink <= 0 && -ink <= 0.35 + 0.3 * radius, "corners' ink differs by \(ink) px² each")
    }

    @Test func theHaloHoldsTheShapeAndStaysInTheClip() {
        let clip = PixelRect(x: 0, y: 0, width: 30, height: 20)
        // A shape hanging off the left edge still casts its halo inside.
        let wide = PixelRect(x: -10, y: -10, width: 50, height: 40)
        let shape = fill(rectangle(-6, 5, -0.5, 12), clip: wide)
        let halo = dilated(shape, radius: 2, clip: clip)
        #expect(halo.originX >= 0 && halo.originY >= 0)
        #expect(halo.originX + halo.width <= 30 && halo.originY + halo.height <= 20)
        // Its right side at x = -0.5 moves to 1.5: pixel 1 half covered.
        #expect(at(halo, 0, 8) == 255 && abs(at(halo, 1, 8) - 128) <= 1 && at(halo, 2, 8) == 0)
        // Everywhere at least the shape itself.
        let inside = fill(rectangle(5.5, 5.5, 9.25, 9.75), clip: clip)
        let grown = dilated(inside, radius: 1.5, clip: clip)
        for y in 0..<20 { for x in 0..<30 { #expect(at(grown, x, y) >= at(inside, x, y)) } }
    }

    @Test func badRadiiDrawNoHalo() {
        for r in [-1.0, 0, .nan, -.infinity, .infinity] {
            let d = DiscDilation(radius: r)
            #expect(d.radius == 0 && d.reach == 0)
        }
        #expect(DiscDilation(radius: 1e9).radius == DiscDilation.maximumRadius)
        // Radius 0 gives the mask back; an empty mask gives an empty one.
        let clip = PixelRect(x: 0, y: 0, width: 16, height: 16)
        let shape = fill(rectangle(3.3, 4.4, 9.9, 8.8), clip: clip)
        #expect(dilated(shape, radius: 0, clip: clip).coverage == shape.coverage)
        let empty = CoverageMask(originX: 5, originY: 5, width: 0, height: 0, coverage: [])
        #expect(dilated(empty, radius: 3, clip: clip).coverage.isEmpty)
    }
}
