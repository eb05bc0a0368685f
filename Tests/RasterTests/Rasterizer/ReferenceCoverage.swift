import Raster

/// An independent, slow reference for coverage tests: the outline is flattened
/// very finely (every curve into hundreds of uniform steps), then each pixel
/// row is sampled on `subRows` horizontal scanlines; on each scanline the
/// inside intervals are found exactly from the sorted crossings and the
/// winding rule, and their lengths are added to the pixels they overlap.
/// (Equivalent to subRows × ∞ supersampling; error ≤ 1/(2·subRows) per pixel
/// at horizontal edges, far less elsewhere.)
enum Reference {
    /// A flattened edge.
    struct Edge { var a: Point, b: Point }

    /// The path's contours as many short edges (each contour closed).
    static func edges(_ path: Path, transform t: AffineTransform = .identity, steps: Int = 512) -> [Edge] {
        var out: [Edge] = []
        var start = Point.zero, cur = Point.zero
        func line(_ p: Point) { out.append(Edge(a: cur, b: p)); cur = p }
        for element in path.elements {
            switch element {
            case .move(let p):
                if cur != start { out.append(Edge(a: cur, b: start)) }
                start = t.apply(p); cur = start
            case .line(let p): line(t.apply(p))
            case .quad(let c, let p):
                let (p0, p1, p2) = (cur, t.apply(c), t.apply(p))
                for i in 1 ... steps {
                    let s = Double(i) / Double(steps), r = 1 - s
                    line(Point(r * r * p0.x + 2 * r * s * p1.x + s * s * p2.x,
                               r * r * p0.y + 2 * r * s * p1.y + s * s * p2.y))
                }
            case .cubic(let c1, let c2, let p):
                let (p0, p1, p2, p3) = (cur, t.apply(c1), t.apply(c2), t.apply(p))
                for i in 1 ... steps {
                    let s = Double(i) / Double(steps), r = 1 - s
                    let (a, b, c, d) = (r * r * r, 3 * r * r * s, 3 * r * s * s, s * s * s)
                    line(Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                               a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .close:
                if cur != start { out.append(Edge(a: cur, b: start)) }
                cur = start
            }
        }
        if cur != start { out.append(Edge(a: cur, b: start)) }
        return out
    }

    /// Coverage in [0, 1] for every pixel of `region`, row-major.
    static func coverage(_ edges: [Edge], region: PixelRect, rule: FillRule = .nonZero,
                         subRows: Int = 256) -> [Double] {
        let w = region.width, h = region.height
        var result = [Double](repeating: 0, count: w * h)
        // Bucket edges by the pixel rows they span.
        var buckets = [[Int]](repeating: [], count: h)
        for (i, e) in edges.enumerated() where e.a.y != e.b.y {
            let lo = max(0, Int((min(e.a.y, e.b.y) - Double(region.minY)).rounded(.down)))
            let hi = min(h - 1, Int((max(e.a.y, e.b.y) - Double(region.minY)).rounded(.down)))
            if lo <= hi { for r in lo ... hi { buckets[r].append(i) } }
        }
        var crossings: [(x: Double, dir: Int)] = []
        for row in 0 ..< h {
            for k in 0 ..< subRows {
                let y = Double(region.minY + row) + (Double(k) + 0.5) / Double(subRows)
                crossings.removeAll(keepingCapacity: true)
                for i in buckets[row] {
                    let e = edges[i]
                    let (lo, hi) = e.a.y < e.b.y ? (e.a, e.b) : (e.b, e.a)
                    guard y >= lo.y, y < hi.y else { continue }
                    let x = lo.x + (y - lo.y) * (hi.x - lo.x) / (hi.y - lo.y)
                    crossings.append((x, e.b.y > e.a.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                var enter = 0.0
                for c in crossings {
                    let was = inside(winding, rule)
                    winding += c.dir
                    let now = inside(winding, rule)
                    if now && !was { enter = c.x }
                    if was && !now { add(&result, row: row, from: enter, to: c.x, region, 1 / Double(subRows)) }
                }
            }
        }
        return result
    }

    static func inside(_ w: Int, _ rule: FillRule) -> Bool { rule == .nonZero ? w != 0 : w % 2 != 0 }

    /// Adds `weight` × the overlap of [a, b] with each pixel of one row.
    static func add(_ out: inout [Double], row: Int, from a: Double, to b: Double,
                    _ region: PixelRect, _ weight: Double) {
        let lo = max(a, Double(region.minX)), hi = min(b, Double(region.maxX))
        guard hi > lo else { return }
        var px = Int(lo.rounded(.down))
        while Double(px) < hi && px < region.maxX {
            let overlap = min(hi, Double(px + 1)) - max(lo, Double(px))
            if overlap > 0 { out[row * region.width + (px - region.minX)] += overlap * weight }
            px += 1
        }
    }

    /// Exact coverage of an axis-aligned rectangle, for every pixel of `region`.
    static func rectangle(minX: Double, minY: Double, maxX: Double, maxY: Double, region: PixelRect) -> [Double] {
        var out = [Double](repeating: 0, count: region.width * region.height)
        for j in 0 ..< region.height {
            let y = Double(region.minY + j)
            let hy = max(0, min(maxY, y + 1) - max(minY, y))
            for i in 0 ..< region.width {
                let x = Double(region.minX + i)
                let wx = max(0, min(maxX, x + 1) - max(minX, x))
                out[j * region.width + i] = wx * hy
            }
        }
        return out
    }
}

/// Error of a mask against a reference, in 1/255 units.
struct CoverageError: CustomStringConvertible {
    /// Mean absolute error over pixels on the boundary (reference or mask strictly between 0 and 1).
    var meanEdge = 0.0
    /// Mean absolute error over every pixel of the region.
    var mean = 0.0
    /// Largest absolute error.
    var max = 0.0
    /// Pixels on the boundary.
    var edgePixels = 0

    var description: String {
        "mean(edge) \(fmt(meanEdge))/255, mean(all) \(fmt(mean))/255, max \(fmt(max))/255 over \(edgePixels) edge px"
    }
    private func fmt(_ v: Double) -> String { String(Double(Int(v * 1000)) / 1000) }

    /// Compares `mask` (0 outside its box) with `reference` over `region`.
    init(_ mask: CoverageMask, _ reference: [Double], region: PixelRect) {
        var sum = 0.0, edgeSum = 0.0
        for j in 0 ..< region.height {
            for i in 0 ..< region.width {
                let got = Double(mask[region.minX + i - mask.originX, region.minY + j - mask.originY])
                let want = reference[j * region.width + i] * 255
                let err = abs(got - want)
                sum += err
                max = Swift.max(max, err)
                if (want > 0.01 && want < 254.99) || (got > 0 && got < 255) {
                    edgeSum += err
                    edgePixels += 1
                }
            }
        }
        mean = sum / Double(Swift.max(1, region.width * region.height))
        meanEdge = edgeSum / Double(Swift.max(1, edgePixels))
    }
}
