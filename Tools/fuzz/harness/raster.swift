// libFuzzer target `raster`: the rasterizer and the stroker on arbitrary paths.
//
// Input: a flags byte, then path records, each an op byte and its points:
//   op & 7: 0 move, 1 line, 2 quad, 3 cubic, 4 close, 5 polyline point (stroke mode)
//   op & 0x80: points are raw 8-byte Doubles (any value: NaN, ±∞, 1e300, …);
//              otherwise 2-byte signed integers in 1/16 px (±2048 px)
// Flags: bit 0 even-odd for the entry-point comparison, bit 1 stroke the
// polyline points instead of filling the path, bits 2–3 join (round, miter 4,
// miter 0.5, bevel), bits 4–5 cap, bit 6 closed polyline, bit 7 a transform
// (six raw Doubles) follows the flags.
// At most 64 records. The path is filled into a 72 × 72 clip at (−4, −4) with
// both fill rules, and with one of them through all three entry points
// (`fill`, `fill(into:)`, `withCoverage`), which must agree. The mask must lie
// inside the clip; no pixel may have less non-zero than even-odd coverage
// (that inside is a subset); stroke outlines must be finite; and after each
// input the same rasterizer must still fill a reference square exactly.
import Raster

/// The most path records read.
private let maxRecords = 64
/// The clip every path is filled into.
private let clip = PixelRect(x: -4, y: -4, width: 72, height: 72)
/// One rasterizer for the whole run, so state carried between fills is tested.
nonisolated(unsafe) private let rasterizer = Rasterizer()
/// A reusable mask for `fill(into:)`.
nonisolated(unsafe) private var reusedMask = CoverageMask.empty

/// Reads fuzz bytes in order; reads past the end give zeros.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    var atEnd: Bool { at >= bytes.count }
    mutating func byte() -> UInt8 {
        defer { at += 1 }
        return at < bytes.count ? bytes[at] : 0
    }
    mutating func double() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }
    mutating func point(raw: Bool) -> Point {
        if raw { return Point(x: double(), y: double()) }
        let x = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
        let y = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
        return Point(x: Double(x) / 16, y: Double(y) / 16)
    }
}

/// The coverage of `path`; with `allEntryPoints`, also through `fill(into:)`
/// and `withCoverage`, which must agree with `fill`.
private func coverage(_ path: Path, _ t: AffineTransform, _ rule: FillRule, allEntryPoints: Bool) -> CoverageMask {
    let mask = rasterizer.fill(path, transform: t, clip: clip, rule: rule)
    FuzzCheck.require(mask.coverage.count == mask.width * mask.height, "mask storage mismatch")
    if mask.width > 0 && mask.height > 0 {
        FuzzCheck.require(mask.originX >= clip.minX && mask.originY >= clip.minY
                          && mask.originX + mask.width <= clip.maxX && mask.originY + mask.height <= clip.maxY,
                          "mask \(mask.originX),\(mask.originY) \(mask.width)×\(mask.height) outside the clip")
    }
    guard allEntryPoints else { return mask }
    rasterizer.fill(path, transform: t, clip: clip, rule: rule, into: &reusedMask)
    FuzzCheck.require(reusedMask == mask, "fill(into:) differs from fill")
    let same = rasterizer.withCoverage(of: path, transform: t, clip: clip, rule: rule) { view in
        view.originX == mask.originX && view.originY == mask.originY && view.width == mask.width
            && view.height == mask.height && Array(view.coverage) == mask.coverage
    }
    FuzzCheck.require(same, "withCoverage differs from fill")
    return mask
}

/// How far one pixel's coverage may be from the exact area: the
/// rasterizer's quality bound (tests: at most 8/255 per pixel, 1/255 mean).
private let pixelTolerance = 8

/// Checks that every pixel of `inner` is covered no more than in `outer`,
/// within the quality bound: both are exact areas up to it, and the fuzzer
/// has found stroke outlines (closed, bevel joins, reaching far outside the
/// clip) where even-odd came out 3/255 above non-zero in one pixel.
private func checkContained(_ inner: CoverageMask, in outer: CoverageMask) {
    for y in 0..<inner.height {
        for x in 0..<inner.width {
            let value = inner.coverage[y * inner.width + x]
            guard Int(value) > pixelTolerance else { continue }
            let (ox, oy) = (inner.originX + x - outer.originX, inner.originY + y - outer.originY)
            let other = ox >= 0 && oy >= 0 && ox < outer.width && oy < outer.height
                ? outer.coverage[oy * outer.width + ox] : 0
            FuzzCheck.require(Int(value) <= Int(other) + pixelTolerance,
                              "even-odd covers pixel \(x + inner.originX),\(y + inner.originY) more: \(value) > \(other)")
        }
    }
}

/// A 10 × 10 px square at (3, 5): every pixel inside fully covered, nothing else.
private func checkReferenceSquare() {
    var square = Path()
    square.move(to: Point(x: 3, y: 5))
    square.line(to: Point(x: 13, y: 5))
    square.line(to: Point(x: 13, y: 15))
    square.line(to: Point(x: 3, y: 15))
    square.close()
    let mask = rasterizer.fill(square, clip: clip)
    FuzzCheck.require(mask.originX == 3 && mask.originY == 5 && mask.width == 10 && mask.height == 10
                      && mask.coverage.allSatisfy { $0 == 255 }, "the reference square came out wrong after this input")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
    let flags = r.byte()
    let t = flags & 0x80 != 0
        ? AffineTransform(a: r.double(), b: r.double(), c: r.double(), d: r.double(), tx: r.double(), ty: r.double())
        : .identity
    var path = Path()
    var polyline: [Point] = []
    for _ in 0..<maxRecords where !r.atEnd {
        let op = r.byte()
        let raw = op & 0x80 != 0
        switch op & 7 {
        case 0: path.move(to: r.point(raw: raw))
        case 1: path.line(to: r.point(raw: raw))
        case 2: path.quad(control: r.point(raw: raw), to: r.point(raw: raw))
        case 3: path.cubic(control1: r.point(raw: raw), control2: r.point(raw: raw), to: r.point(raw: raw))
        case 4: path.close()
        default: polyline.append(r.point(raw: raw))
        }
    }
    if flags & 2 != 0 {
        let joins: [StrokeStyle.Join] = [.round, .miter(limit: 4), .miter(limit: 0.5), .bevel]
        let caps: [StrokeStyle.Cap] = [.butt, .round, .square, .butt]
        let width = polyline.first.map { abs($0.x) / 8 } ?? 1
        let style = StrokeStyle(width: width, join: joins[Int(flags >> 2 & 3)], cap: caps[Int(flags >> 4 & 3)])
        path = Stroker.outline(Array(polyline.dropFirst()), style: style, closed: flags & 0x40 != 0)
        for element in path.elements {
            switch element {
            case .move(to: let p), .line(to: let p):
                FuzzCheck.require(p.x.isFinite && p.y.isFinite, "stroke outline has a non-finite point")
            default: break
            }
        }
    }
    // The three entry points with the rule the flags choose, `fill` with the other.
    let evenOddFirst = flags & 1 != 0
    let nonZero = coverage(path, t, .nonZero, allEntryPoints: !evenOddFirst)
    let evenOdd = coverage(path, t, .evenOdd, allEntryPoints: evenOddFirst)
    checkContained(evenOdd, in: nonZero)
    checkReferenceSquare()
    return 0
}
