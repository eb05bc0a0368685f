/// One flattened, clipped edge in clip-local pixel coordinates, tagged with
/// the y-monotone chain it belongs to (see ``RasterCore`` overlap detection).
struct Segment: BitwiseCopyable {
    var x0: Float, y0: Float, x1: Float, y1: Float
    var chain: UInt32
}

/// The part of an edge inside one row strip, oriented top to bottom.
/// `dir` is +1 for an edge that runs down the screen, −1 up, 0 horizontal.
struct Piece: BitwiseCopyable {
    var xTop: Float, yTop: Float, xBot: Float, yBot: Float
    var dir: Int32
}

/// An edge active in one sub-strip of an overlap row: its x at the sub-strip's
/// top and bottom, a sort key (twice its mid x) and its direction.
struct ActiveEdge: BitwiseCopyable {
    var xa: Float, xb: Float, key: Float
    var dir: Int32
}

/// Where the last prepared mask sits: canvas origin, size and accumulator stride.
struct MaskGeometry {
    var originX = 0, originY = 0, width = 0, height = 0, stride = 0
}

/// The rasterizer's reusable state and the steps of one fill. Non-copyable so
/// its buffers have exactly one owner (the ``Rasterizer`` class).
struct RasterCore: ~Copyable {
    /// Flattened edges of the current path (clip-local coordinates).
    var segments = ScratchBuffer<Segment>()
    /// Signed-area accumulation cells, `stride × height`; all zero between fills.
    var cells = ScratchBuffer<Float>(capacity: 4096)
    /// Per cell, the first two chains that touched it this fill (older ids are stale).
    var claims = ScratchBuffer<SIMD2<UInt32>>(capacity: 4096)
    /// The chains of the current fill, indexed by id − `chainBase`.
    var chains = ScratchBuffer<ChainInfo>()
    /// The last pair test: chains, row, whether they meet, and where unshared ends start.
    var pairCache: (a: UInt32, b: UInt32, row: Int, meet: Bool, endX: Float) = (0, 0, -1, false, 0)
    /// Per row, the smallest and largest x its edges reach.
    var rowSpans = ScratchBuffer<SIMD2<Float>>()
    /// Per row, 1 when two chains touched one cell and the row must be resolved exactly.
    var rowFlags = ScratchBuffer<UInt8>()
    /// Row strips' edge pieces for the exact pass, grouped by row.
    var pieces = ScratchBuffer<Piece>()
    /// Start of each flagged row's pieces in `pieces` (prefix sums).
    var rowOffsets = ScratchBuffer<Int>()
    /// Sub-strip boundaries of the cluster being resolved.
    var ys = ScratchBuffer<Float>()
    /// Pieces of the cluster that span the current sub-strip or may later.
    var active = ScratchBuffer<Int32>()
    /// The active pieces' positions in the current sub-strip.
    var edges = ScratchBuffer<ActiveEdge>()
    /// Coverage bytes for ``Rasterizer/withCoverage(of:transform:clip:rule:_:)``.
    var output = ScratchBuffer<UInt8>()
    /// The next unused chain id; ids only grow, so claims never need clearing.
    var nextChain: UInt32 = 1
    /// The first chain id of the current fill; smaller claims are stale.
    var chainBase: UInt32 = 1
    /// Flattening state for the current path.
    var flat = FlattenState()
    /// The mask the last `prepare` produced.
    var mask = MaskGeometry()
    /// How many rows the current fill flagged for exact resolution.
    var flaggedRows = 0

    /// The largest clip side, in pixels: keeps Float cell coordinates exact
    /// to well under 1/255 of a pixel.
    static let maxClipSide = 1 << 24

    /// Flattens, clips and accumulates `path`; afterwards `mask` says where the
    /// coverage lies and ``emit(into:rule:)`` writes it. Returns false when the
    /// result is empty.
    mutating func prepare(_ path: Path, transform: AffineTransform, clip: PixelRect,
                          rule: FillRule) -> Bool {
        mask = MaskGeometry()
        guard !clip.isEmpty else { return false }
        let clipW = Swift.min(clip.width, Self.maxClipSide)
        let clipH = Swift.min(clip.height, Self.maxClipSide)
        // Chain ids only grow; once they near the top, forget every claim.
        if nextChain > UInt32.max - (1 << 28) {
            claims.zero(claims.capacity)
            nextChain = 1
        }
        chainBase = nextChain
        chains.count = 0
        pairCache = (0, 0, -1, false, 0)
        // Work in clip-local pixels: the clip's corner is the origin.
        let local = AffineTransform.translation(x: -Double(clip.minX), y: -Double(clip.minY)) * transform
        flattenPath(path, local, width: Double(clipW), height: Double(clipH))
        guard flat.minX <= flat.maxX, flat.minY <= flat.maxY else { return false }
        // The mask is the integer box around what was kept, inside the clip.
        let x0 = Swift.max(0, Int(flat.minX.rounded(.down)))
        let y0 = Swift.max(0, Int(flat.minY.rounded(.down)))
        let x1 = Swift.min(clipW, Int(flat.maxX.rounded(.up)))
        let y1 = Swift.min(clipH, Int(flat.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return false }
        mask = MaskGeometry(originX: clip.minX + x0, originY: clip.minY + y0,
                            width: x1 - x0, height: y1 - y0, stride: x1 - x0 + 2)
        let cellCount = mask.stride * mask.height
        cells.reserve(cellCount)
        claims.reserve(cellCount)
        rowFlags.zero(mask.height)
        rowSpans.reserve(mask.height)
        rowSpans.base.update(repeating: SIMD2(.infinity, -.infinity), count: mask.height)
        flaggedRows = 0
        accumulateSegments(offsetX: Float(x0), offsetY: Float(y0))
        if flaggedRows > 0 {
            resolveFlaggedRows(offsetX: Float(x0), offsetY: Float(y0), rule: rule)
        }
        return true
    }
}
