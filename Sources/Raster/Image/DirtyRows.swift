/// Which pixels of a ``Canvas`` may differ from its last solid fill: one
/// half-open column span per row, kept as bounds that only widen. With it a
/// frame's clear repaints only what the last frame drew, and an encoder copies
/// the untouched parts of each row from one pre-encoded background row
/// instead of reading every pixel — for an animation of small labels on a
/// large plain background that halves the memory traffic per frame.
struct DirtyRows: Sendable {
    /// The packed colour of every pixel outside the spans, or nil when unknown
    /// (then every pixel counts as drawn).
    private(set) var background: UInt32?
    /// Per row, the first drawn column (`width` when none).
    private var lo: [Int32]
    /// Per row, one past the last drawn column (0 when none).
    private var hi: [Int32]

    /// A canvas entirely of `background` (or of unknown content if nil).
    init(width: Int, height: Int, background: UInt32?) {
        self.background = background
        // Sides are capped far below Int32.max by the canvas's pixel cap.
        lo = [Int32](repeating: Int32(clamping: width), count: background == nil ? 0 : height)
        hi = [Int32](repeating: 0, count: background == nil ? 0 : height)
    }

    /// Records that columns `x0..<x1` of rows `y0..<y1` may have changed
    /// (already clipped to the canvas).
    mutating func mark(rows y0: Int, _ y1: Int, columns x0: Int, _ x1: Int) {
        guard background != nil, x0 < x1 else { return }
        let a = Int32(truncatingIfNeeded: x0), b = Int32(truncatingIfNeeded: x1)
        lo.withUnsafeMutableBufferPointer { lo in
            hi.withUnsafeMutableBufferPointer { hi in
                for y in y0..<y1 {
                    lo[y] = min(lo[y], a)
                    hi[y] = max(hi[y], b)
                }
            }
        }
    }

    /// Row `y`'s span that may differ from ``background``: `x0..<x1`, empty
    /// when `x0 >= x1`; the whole row when the background is unknown.
    func span(row y: Int, width: Int) -> (x0: Int, x1: Int) {
        guard background != nil else { return (0, width) }
        return (Int(lo[y]), Int(hi[y]))
    }

    /// Forgets every span: the canvas is now entirely `background`.
    mutating func reset(background packed: UInt32, width: Int, height: Int) {
        if background == nil || lo.count != height {
            self = DirtyRows(width: width, height: height, background: packed)
            return
        }
        background = packed
        let w = Int32(clamping: width)
        lo.withUnsafeMutableBufferPointer { $0.update(repeating: w) }
        hi.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}
