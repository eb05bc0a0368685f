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
    var chain: UInt32
}

/// One chain's pieces inside a row strip: `pieces[first ..< end]` top to
/// bottom, forming a y-monotone polyline; `cursor` is the piece at the sweep.
struct Run: BitwiseCopyable {
    var first: Int32, end: Int32, cursor: Int32
    var dir: Int32
    var yTop: Float, yBot: Float, minX: Float, maxX: Float
}

/// A run spanning the current sub-strip of an overlap row: which run, its x
/// at the sub-strip's middle (the sort key) and its direction.
struct ActiveRun: BitwiseCopyable {
    var run: Int32
    var key: Float
    var dir: Int32
}

/// Where the last prepared mask sits: canvas origin, size and accumulator
/// stride (cells per row, or per band of four rows on the plain path).
struct MaskGeometry {
    var originX = 0, originY = 0, width = 0, height = 0, stride = 0
}

/// The rasterizer's reusable state and the steps of one fill. Non-copyable so
/// its buffers have exactly one owner (the ``Rasterizer`` class).
struct RasterCore: ~Copyable {
    /// Flattened edges of the current path (clip-local coordinates).
    var segments = ScratchBuffer<Segment>()
    /// Signed-area accumulation cells (row after row, or band after band on
    /// the plain path); all zero between fills.
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
    /// What is left of this fill's ``exactWorkBudget``.
    var exactBudget = 0
    /// The chain runs of the cluster being resolved.
    var runs = ScratchBuffer<Run>()
    /// Runs of the cluster that span the current sub-strip or may later.
    var active = ScratchBuffer<Int32>()
    /// The runs spanning the current sub-strip, in left-to-right order.
    var edges = ScratchBuffer<ActiveRun>()
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
    /// Outlines flattened in their own units, kept between fills.
    var polylines = PolylineCache()
    /// How many rows the current fill flagged for exact resolution.
    var flaggedRows = 0
    /// True when the current fill is plain accumulation (no overlap checks).
    var plain = false
    /// Mask rows, and the first and last mask columns, whose cells are checked for overlaps.
    var checkRows = 0 ..< 0
    var checkColumns = (0, 0)

    /// The largest clip side, in pixels: keeps Float cell coordinates exact
    /// to well under 1/255 of a pixel.
    static let maxClipSide = 1 << 24
    /// The work (run pairs compared, sub-strips × runs walked) one fill may
    /// spend resolving overlapping clusters exactly. Real glyphs and strokes
    /// use a tiny fraction; a malformed outline with thousands of edges
    /// crossing in the same rows would need time growing with the square of
    /// them (the font fuzzer found a 600-byte font that took seconds at
    /// 10 px). Past the budget, a row keeps the plain accumulation instead:
    /// bounded time, approximate only where its pieces overlap.
    static let exactWorkBudget = 1 << 24

    /// Flattens, clips and accumulates `path`; afterwards `mask` says where the
    /// coverage lies and ``emit(into:rule:)`` writes it. Returns false when the
    /// result is empty. Overlaps are looked for only where `hint` allows them.
    mutating func prepare(_ path: Path, transform: AffineTransform, clip: PixelRect,
                          rule: FillRule, hint: OverlapHint) -> Bool {
        prepare(clip: clip, rule: rule, hint: hint) { core, local in core.flattenPath(path, local * transform) }
    }

    /// ``prepare(_:transform:clip:rule:hint:)`` for any outline: `flatten`
    /// adds its edges, given the map from canvas to clip-local pixels.
    @inline(__always)
    mutating func prepare(clip: PixelRect, rule: FillRule, hint: OverlapHint,
                          _ flatten: (inout RasterCore, AffineTransform) -> Void) -> Bool {
        mask = MaskGeometry()
        guard !clip.isEmpty else { return false }
        let clipW = Swift.min(clip.width, Self.maxClipSide)
        let clipH = Swift.min(clip.height, Self.maxClipSide)
        // The clip-local box where overlaps are looked for (nil: nowhere).
        let check = checkBox(hint, clip: clip, width: clipW, height: clipH)
        plain = check == nil
        if !plain { startChains() }
        // Work in clip-local pixels: the clip's corner is the origin.
        startFlattening(width: Double(clipW), height: Double(clipH), trackChains: !plain)
        flatten(&self, AffineTransform.translation(x: -Double(clip.minX), y: -Double(clip.minY)))
        guard flat.low.x <= flat.high.x, flat.low.y <= flat.high.y else { return false }
        // The mask is the integer box around what was kept, inside the clip.
        let x0 = Swift.max(0, Int(flat.low.x.rounded(.down)))
        let y0 = Swift.max(0, Int(flat.low.y.rounded(.down)))
        let x1 = Swift.min(clipW, Int(flat.high.x.rounded(.up)))
        let y1 = Swift.min(clipH, Int(flat.high.y.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return false }
        mask = MaskGeometry(originX: clip.minX + x0, originY: clip.minY + y0,
                            width: x1 - x0, height: y1 - y0, stride: x1 - x0 + 2)
        guard let box = check else {
            // Plain path: cells in bands of four rows (see ``accumulatePlain``),
            // columns 0 … width + 2 in whole tiles of four.
            mask.stride = ((mask.width + 3 + 3) & ~3) * 4
            cells.reserve(mask.stride * ((mask.height + 3) / 4))
            accumulatePlain(offsetX: Float(x0), offsetY: Float(y0))
            return true
        }
        let cellCount = mask.stride * mask.height
        cells.reserve(cellCount)
        claims.reserve(cellCount)
        rowFlags.zero(mask.height)
        rowSpans.reserve(mask.height)
        rowSpans.base.update(repeating: SIMD2(.infinity, -.infinity), count: mask.height)
        flaggedRows = 0
        // The checked cells, in mask coordinates.
        checkRows = Swift.max(0, box.minY - y0) ..< Swift.max(0, Swift.min(mask.height, box.maxY - y0))
        checkColumns = (box.minX - x0, box.maxX - 1 - x0)
        accumulateSegments(offsetX: Float(x0), offsetY: Float(y0))
        if flaggedRows > 0 {
            resolveFlaggedRows(offsetX: Float(x0), offsetY: Float(y0), rule: rule)
        }
        return true
    }

    /// Resets the chain ids for a fill that tracks chains.
    mutating func startChains() {
        // Chain ids only grow; once they near the top, forget every claim.
        if nextChain > UInt32.max - (1 << 28) {
            claims.zero(claims.capacity)
            nextChain = 1
        }
        chainBase = nextChain
        chains.count = 0
        pairCache = (0, 0, -1, false, 0)
    }

    /// The clip-local cells `hint` says may see overlaps (whole cells meeting
    /// its box), or nil when there are none inside the clip.
    func checkBox(_ hint: OverlapHint, clip: PixelRect, width: Int, height: Int) -> PixelRect? {
        switch hint {
        case .anywhere:
            return PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        case .nowhere:
            return nil
        case .inside(let r):
            // A box with a NaN side says nothing: check everything.
            if r.minX.isNaN || r.minY.isNaN || r.maxX.isNaN || r.maxY.isNaN {
                return PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            }
            // Pixels meeting the box.
            func cell(_ v: Double, _ origin: Int, up: Bool) -> Int {
                let c = Swift.min(Swift.max(v - Double(origin), -1), Double(Self.maxClipSide))
                return Int(up ? c.rounded(.up) : c.rounded(.down))
            }
            let box = PixelRect(minX: Swift.max(0, cell(r.minX, clip.minX, up: false)),
                                minY: Swift.max(0, cell(r.minY, clip.minY, up: false)),
                                maxX: Swift.min(width, cell(r.maxX, clip.minX, up: true)),
                                maxY: Swift.min(height, cell(r.maxY, clip.minY, up: true)))
            return box.maxX > box.minX && box.maxY > box.minY ? box : nil
        }
    }
}
