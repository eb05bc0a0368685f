/// Grows coverage by a disc: the coverage of a shape's halo, or outline,
/// of a given radius, made from the shape's own coverage in one pass per
/// pixel offset instead of filling the shape once per offset.
///
/// Each output pixel is the largest of the covered input pixels within
/// reach, each raised by how much nearer than `radius` it is (or lowered
/// by how much further, up to `radius + 1`): an input pixel `d` px away
/// with coverage `c` gives `c + (radius − d)`, within 0…1. Along a side
/// that is exactly the coverage of the side moved out by `radius`,
/// fractions included, so edges keep their anti-aliasing; at corners the
/// grid's distances stand in for the true arc.
public struct DiscDilation: Hashable, Sendable {
    /// The radius in px (0 when given a negative or non-finite one).
    public let radius: Double
    /// How far, in whole pixels, an input pixel reaches.
    public let reach: Int
    /// The offsets within reach and what each adds to coverage.
    let offsets: [Offset]

    /// One pixel offset and what it adds to a covered pixel's coverage, in
    /// 255ths: 255 × (radius − distance), above −255.
    struct Offset: Hashable, Sendable {
        var dx: Int, dy: Int, bias: Int16
    }

    /// The largest radius served: wider halos cost an offset per pixel of a
    /// disc, and no label needs more.
    public static let maximumRadius = 32.0

    /// A dilation by a disc of `radius` px (at most ``maximumRadius``).
    public init(radius: Double) {
        let r = radius.isFinite ? min(max(0, radius), Self.maximumRadius) : 0
        self.radius = r
        // Offsets nearer than r + 1 count.
        let reach = Int((r + 1).rounded(.up)) - 1
        self.reach = reach
        var offsets: [Offset] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let bias = (255 * (r - Double(dx * dx + dy * dy).squareRoot())).rounded()
                if bias > -255 { offsets.append(Offset(dx: dx, dy: dy, bias: Int16(min(bias, 255)))) }
            }
        }
        self.offsets = offsets
    }

    /// Dilates `mask` into `output`, cut to `clip`, and passes a view of
    /// the result to `body` (valid only during the call). `output` is
    /// reused storage: its contents are replaced.
    public func apply<R>(_ mask: CoverageMaskView, clip: PixelRect, output: inout [UInt8],
                         _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        // The output box: the mask's box grown by the reach, cut to the clip.
        let minX = max(clip.minX, mask.originX - reach), minY = max(clip.minY, mask.originY - reach)
        let maxX = min(clip.maxX, mask.originX + mask.width + reach)
        let maxY = min(clip.maxY, mask.originY + mask.height + reach)
        let width = max(0, maxX - minX), height = max(0, maxY - minY)
        let count = mask.width > 0 && mask.height > 0 ? width * height : 0
        output.removeAll(keepingCapacity: true)
        output.append(contentsOf: repeatElement(0, count: count))
        return try output.withUnsafeMutableBufferPointer { out in
            if count > 0, let dst = out.baseAddress, let src = mask.coverage.baseAddress {
                for offset in offsets {
                    spread(src, mask, by: offset, into: dst, minX: minX, minY: minY, width: width, height: height)
                }
            }
            return try body(CoverageMaskView(originX: minX, originY: minY, width: count > 0 ? width : 0,
                                             height: count > 0 ? height : 0,
                                             coverage: UnsafeBufferPointer(rebasing: out[0 ..< count])))
        }
    }

    /// Raises the output to the mask moved by one offset, its covered pixels raised by the offset's bias.
    private func spread(_ src: UnsafePointer<UInt8>, _ mask: CoverageMaskView, by o: Offset,
                        into dst: UnsafeMutablePointer<UInt8>, minX: Int, minY: Int, width: Int, height: Int) {
        // The mask's columns i and rows j that land inside the output.
        let i0 = max(0, minX - mask.originX - o.dx), i1 = min(mask.width, minX + width - mask.originX - o.dx)
        let j0 = max(0, minY - mask.originY - o.dy), j1 = min(mask.height, minY + height - mask.originY - o.dy)
        guard i0 < i1, j0 < j1 else { return }
        let n = i1 - i0
        let bias = o.bias
        for j in j0 ..< j1 {
            let from = src + j * mask.width + i0
            let to = dst + (mask.originY + j + o.dy - minY) * width + (mask.originX + i0 + o.dx - minX)
            if bias >= 0 {
                // Covered pixels raised, at most to 255; uncovered ones stay 0.
                for k in 0 ..< n {
                    let c = Int16(from[k])
                    let v = c == 0 ? 0 : min(255, c &+ bias)
                    to[k] = max(to[k], UInt8(truncatingIfNeeded: v))
                }
            } else {
                // Lowered, at least to 0.
                for k in 0 ..< n { to[k] = max(to[k], UInt8(truncatingIfNeeded: max(0, Int16(from[k]) &+ bias))) }
            }
        }
    }
}
