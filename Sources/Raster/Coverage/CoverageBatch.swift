/// Coverage masks and how to draw each, recorded in drawing order and
/// composited later, a band of rows at a time
/// (``Canvas/composite(_:rows:windowTop:)``).
///
/// Drawing a frame mask by mask reaches all over the canvas for every label;
/// drawing it band by band keeps one band of canvas rows in cache while
/// every mask crossing it is composited, and lets an encoder read the band
/// straight after (see `SceneRenderer`). The bytes are exactly those of
/// compositing each mask in turn with ``Canvas/composite(_:color:alpha:blend:)``.
///
/// A batch copies each mask (so the rasterizer can reuse its buffer) and,
/// over an opaque ``background``, makes each mask's blends over it once, when
/// the mask is added. It keeps its storage between frames: after warm-up,
/// recording a frame allocates nothing.
public struct CoverageBatch {
    /// One recorded mask: where it lies (its rows are in `spans`), where
    /// its bytes and blends are, and its colour's kernel.
    struct Entry {
        var originX: Int, originY: Int, width: Int
        /// Offset of its first coverage byte in `bytes`.
        var start: Int
        /// Offset of its 256 blends over the background in `tables`, or −1.
        var table: Int
        var kernel: CompositeKernel
        var blend: BlendSpace
    }

    /// The colour the canvas is cleared to, whose blends each mask gets
    /// (only when opaque); nil for none.
    public private(set) var background: Color?
    /// The recorded masks' bytes, one after another (the first `byteCount`;
    /// the array only grows, so a frame's masks overwrite the last frame's).
    var bytes: [UInt8] = []
    var byteCount = 0
    /// 256 blends over ``background`` per mask (see `CompositeKernel.Table`),
    /// `tableCount` of them, in an array that only grows.
    var tables: [UInt32] = []
    var tableCount = 0
    /// The recorded masks, in drawing order.
    var entries: [Entry] = []
    /// Per entry, its first row and one past its last, apart so that finding
    /// a band's masks reads 16 bytes a mask.
    var spans: [SIMD2<Int>] = []
    /// The rows any mask touches (empty when none does).
    public private(set) var rows: Range<Int> = 0 ..< 0

    /// An empty batch for a canvas cleared to `background`.
    public init(background: Color? = nil) {
        self.background = background
    }

    /// The number of masks recorded.
    public var count: Int { entries.count }

    /// The bytes the recorded masks and their blends take.
    public var byteSize: Int { byteCount + tableCount * 256 * MemoryLayout<UInt32>.stride }

    /// Forgets every mask (keeping the storage) and sets the background.
    public mutating func removeAll(background: Color?) {
        self.background = background
        byteCount = 0
        tableCount = 0
        entries.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        rows = 0 ..< 0
    }

    /// Records `mask` drawn in `color` at extra opacity `alpha` (as
    /// ``Canvas/composite(_:color:alpha:blend:)`` takes them). Masks that
    /// draw nothing (empty, or no opacity) are left out.
    public mutating func append(_ mask: CoverageMaskView, color: Color, alpha: Double = 1,
                                blend: BlendSpace = .linear) {
        guard mask.width > 0, mask.height > 0, let base = mask.coverage.baseAddress,
              let kernel = CompositeKernel(color: color, alpha: alpha) else { return }
        // The bytes, after those recorded before.
        let start = byteCount, count = mask.width * mask.height
        if bytes.count < start + count { bytes.append(contentsOf: repeatElement(0, count: start + count - bytes.count)) }
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { ($0 + start).update(from: base, count: count) }
        }
        byteCount += count
        // The blends over the background, for the values the mask holds.
        var table = -1
        if let background, background.isOpaque {
            table = tableCount * 256
            tableCount += 1
            if tables.count < table + 256 { tables.append(contentsOf: repeatElement(0, count: table + 256 - tables.count)) }
            tables.withUnsafeMutableBufferPointer { buffer in
                guard let results = buffer.baseAddress else { return }
                kernel.fill(CompositeKernel.Table(key: background.packedRGBA, results: results + table),
                            coverage: (first: base, stride: mask.width, count: mask.height, width: mask.width),
                            blend: blend)
            }
        }
        let (end, overflow) = mask.originY.addingReportingOverflow(mask.height)
        let maskRows = mask.originY ..< (overflow ? Int.max : end)
        entries.append(Entry(originX: mask.originX, originY: mask.originY, width: mask.width,
                             start: start, table: table, kernel: kernel, blend: blend))
        spans.append(SIMD2(maskRows.lowerBound, maskRows.upperBound))
        rows = rows.isEmpty ? maskRows : min(rows.lowerBound, maskRows.lowerBound) ..< max(rows.upperBound, maskRows.upperBound)
    }
}
