/// Which points a filled path covers, from their winding number.
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero (overlaps stay filled).
    case nonZero
    /// Inside where the winding number is odd (overlaps of two cut holes).
    case evenOdd
}

/// Turns a ``Path`` into an 8-bit ``CoverageMask`` whose every pixel holds the
/// exact area of that pixel covered by the path (to 1/255).
///
/// **Method.** Curves are flattened (directly in pixel space, after `transform`)
/// into line segments that deviate from the curve by under 0.75/255 px; the
/// number of steps comes from each curve's second difference, so small curves
/// get few steps. Segments are clipped to the clip rectangle: parts left of it
/// become vertical edges on its left side (keeping the winding number inside),
/// other outside parts are dropped and curves whose hull misses the clip are
/// replaced by their chord, so a huge or far-away path costs little and the
/// mask never exceeds the clip. Each segment then adds, for every row strip it
/// crosses, its signed area to a row of Float cells (the libart / font-rs /
/// stb_truetype scheme); a prefix sum along each row yields ∫ winding over each
/// pixel, which is clamped to [0, 1] (non-zero) or folded (even-odd).
///
/// **Overlaps.** That clamp is exact only where a pixel's winding number takes
/// two neighbouring values, like {0, 1} or {1, 2}; where contours overlap inside
/// one pixel (values {0, 1, 2}, or −1 and +1) it over- or under-counts. While
/// accumulating, every edge claims the cells it touches with the id of its
/// *chain* (a maximal run of one contour's edges going the same way up or down
/// the screen). A cell touched by one chain only has a winding number of k or
/// k ± 1, so the fast result there is exact. When a second chain claims a cell,
/// the row is flagged. Flagged rows are rebuilt exactly: the row's edge pieces
/// are sorted by x and grouped into clusters of overlapping x ranges; inside a
/// cluster the strip is cut at every piece end and every crossing, so in each
/// sub-strip the pieces keep their order; walking them left to right with the
/// winding number carried in from the left, only the pieces where the point
/// moves between outside and inside are accumulated. Those form the boundary
/// of the inside region itself, whose pixel areas are then exact. Glyphs
/// without overlaps flag only rows where a contour turns back or two contours
/// share a pixel, so most rows take the fast path.
///
/// **Bad input.** A contour with a NaN or infinite point (after `transform`),
/// or a point more than 2⁴⁰ px from the clip, is skipped; the rest of the path
/// is filled. Every contour is filled as if closed.
///
/// **Threads.** A `Rasterizer` owns mutable buffers that it reuses between
/// fills; it is not thread-safe. Use one per thread (they are cheap to create).
public final class Rasterizer {
    var core = RasterCore()

    /// Creates a rasterizer with small buffers that grow to the largest mask it has made.
    public init() {}

    /// Fills `path` (mapped by `transform` into pixels) and returns its coverage
    /// over the integer box around the path, cut to `clip`.
    ///
    /// Returns a zero-size mask when nothing of the path lies inside `clip`.
    public func fill(_ path: Path, transform: AffineTransform = .identity, clip: PixelRect,
                     rule: FillRule = .nonZero) -> CoverageMask {
        guard core.prepare(path, transform: transform, clip: clip, rule: rule) else {
            return CoverageMask(originX: clip.minX, originY: clip.minY, width: 0, height: 0, coverage: [])
        }
        let m = core.mask
        let bytes = [UInt8](unsafeUninitializedCapacity: m.width * m.height) { buffer, count in
            if let base = buffer.baseAddress { core.emit(into: base, rule: rule) }
            count = m.width * m.height
        }
        return CoverageMask(originX: m.originX, originY: m.originY, width: m.width, height: m.height,
                            coverage: bytes)
    }

    /// Fills `path` into `mask`, reusing its byte array's storage (no allocation
    /// once the array is large enough). `mask` is replaced entirely.
    public func fill(_ path: Path, transform: AffineTransform = .identity, clip: PixelRect,
                     rule: FillRule = .nonZero, into mask: inout CoverageMask) {
        mask.coverage.removeAll(keepingCapacity: true)
        guard core.prepare(path, transform: transform, clip: clip, rule: rule) else {
            (mask.originX, mask.originY, mask.width, mask.height) = (clip.minX, clip.minY, 0, 0)
            return
        }
        let m = core.mask
        mask.coverage.append(contentsOf: repeatElement(0, count: m.width * m.height))
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { core.emit(into: base, rule: rule) }
        }
        (mask.originX, mask.originY, mask.width, mask.height) = (m.originX, m.originY, m.width, m.height)
    }

    /// Fills `path` into the rasterizer's own reusable buffer and passes a view
    /// of the coverage to `body` (the hot path: no allocation after warm-up).
    /// The view is valid only during the call; the next fill overwrites it.
    public func withCoverage<R>(of path: Path, transform: AffineTransform = .identity, clip: PixelRect,
                                rule: FillRule = .nonZero,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        guard core.prepare(path, transform: transform, clip: clip, rule: rule) else {
            return try body(CoverageMaskView(originX: clip.minX, originY: clip.minY, width: 0, height: 0,
                                             coverage: UnsafeBufferPointer(start: nil, count: 0)))
        }
        let m = core.mask
        let count = m.width * m.height
        core.output.reserve(count)
        let base = core.output.base
        core.emit(into: base, rule: rule)
        return try body(CoverageMaskView(originX: m.originX, originY: m.originY, width: m.width,
                                         height: m.height, coverage: UnsafeBufferPointer(start: base, count: count)))
    }
}
