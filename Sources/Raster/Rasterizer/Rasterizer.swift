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
/// **Method.** Curves are flattened (in pixel space, after `transform`) into
/// uniform steps whose count comes from each curve's deviation from its chord
/// and its length, so that the area between curve and polyline stays under
/// 1/255 in any pixel and small curves get few steps. Segments are clipped to
/// the clip rectangle: parts above or below are dropped, parts left or right
/// become vertical edges on its sides (keeping the winding number inside), and
/// curves whose hull misses the clip are replaced by their chord, so a huge or
/// far-away path costs little and the mask never exceeds the clip. Each segment
/// then adds, for every row strip it crosses, its signed area to a row of Float
/// cells (the libart / font-rs / stb_truetype scheme); a prefix sum along each
/// row yields ∫ winding over each pixel, clamped to [0, 1] (non-zero) or folded
/// (even-odd).
///
/// **Overlaps.** That clamp is exact only where a pixel's winding number takes
/// two neighbouring values, like {0, 1} or {1, 2}; where contours overlap inside
/// one pixel (values {0, 1, 2}, or −1 and +1) it over- or under-counts. So while
/// accumulating, every edge claims the cells it touches with the id of its
/// *chain* (a maximal run of one contour's edges going the same way up or down
/// the screen). A pixel touched by one chain only has winding k or k ± 1: exact.
/// A pixel touched by two chains is still exact when they run opposite ways,
/// do not meet inside the row's strip (except at an end they share) and do not
/// end inside the strip left of the pixel: then the winding across it is k,
/// k ± 1, k (thin stems, and contours turning back, stay on the fast path).
/// Any other pixel (a third chain, same-way chains, a meeting) flags its row.
/// Flagged rows are rebuilt exactly: the row's edge pieces are grouped into
/// clusters of overlapping x ranges, and in each cluster into one y-monotone
/// run per chain; the strip is cut at run ends and where runs cross or touch,
/// so in each sub-strip the runs keep their left-to-right order; walking them
/// in that order with the winding carried in from the left, only the runs
/// where the point moves between outside and inside are accumulated. Those
/// form the boundary of the inside region itself, whose pixel areas are exact.
///
/// **Bad input.** A contour with a NaN or infinite point (after `transform`),
/// or a point more than 2⁴⁰ px from the clip, is skipped; the rest of the path
/// is filled. Every contour is filled as if closed.
///
/// **Threads.** A `Rasterizer` owns mutable buffers that it reuses between
/// fills; it is not thread-safe. Use one per thread (they are cheap to create).
public final class Rasterizer {
    // Only the rasterizer's own methods touch `core`, never reentrantly, so
    // the dynamic exclusivity check on each access can go.
    @exclusivity(unchecked) var core = RasterCore()

    /// Creates a rasterizer with small buffers that grow to the largest mask it has made.
    public init() {}

    /// Fills `path` (mapped by `transform` into pixels) and returns its coverage
    /// over the integer box around the path, cut to `clip`.
    ///
    /// Returns a zero-size mask when nothing of the path lies inside `clip`.
    public func fill(_ path: Path, transform: AffineTransform = .identity, clip: PixelRect,
                     rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere) -> CoverageMask {
        guard core.prepare(path, transform: transform, clip: clip, rule: rule, hint: overlaps) else {
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
                     rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                     into mask: inout CoverageMask) {
        mask.coverage.removeAll(keepingCapacity: true)
        guard core.prepare(path, transform: transform, clip: clip, rule: rule, hint: overlaps) else {
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
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        let ready = core.prepare(path, transform: transform, clip: clip, rule: rule, hint: overlaps)
        return try view(ready, clip: clip, rule: rule, body)
    }

    /// Emits the prepared coverage into the reusable buffer and passes a view of it to `body`.
    func view<R>(_ ready: Bool, clip: PixelRect, rule: FillRule,
                         _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        guard ready else {
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
