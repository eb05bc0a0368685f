/// Which pixels of a ``Canvas`` may differ from its last solid fill. Each row
/// is cut into a few column *bands* (up to eight, at least 128 pixels wide),
/// and each band of each row keeps one half-open span of columns that only
/// widens. With it a frame's clear repaints only what the last frame drew,
/// and an encoder copies the untouched parts of each row from one
/// pre-encoded background row instead of reading every pixel; labels spread
/// over a row leave most of the gaps between them out of the spans.
package struct DirtyRows: Sendable {
    /// The packed colour of every pixel outside the spans, or nil when unknown
    /// (then every pixel counts as drawn).
    package private(set) var background: UInt32?
    /// Bands per row.
    package let bands: Int
    /// Columns per band (the last band may be narrower).
    let bandWidth: Int
    /// Per row and band (index `row × bands + band`), the first drawn column
    /// (the band's end when none) and one past the last (the band's start).
    private var lo: [Int32], hi: [Int32]

    /// A canvas entirely of `background` (or of unknown content if nil).
    init(width: Int, height: Int, background: UInt32?) {
        self.background = background
        (bands, bandWidth) = Self.layout(width: width)
        let count = background == nil ? 0 : height * bands
        lo = [Int32](repeating: Int32.max, count: count)
        hi = [Int32](repeating: Int32.min, count: count)
    }

    /// The columns of band `b` in a row `width` pixels wide.
    package func band(_ b: Int, width: Int) -> (start: Int, end: Int) {
        (b * bandWidth, min((b + 1) * bandWidth, width))
    }

    /// The bands of a row `width` pixels wide: how many, and the columns in
    /// each (the last may be narrower).
    package static func layout(width: Int) -> (bands: Int, bandWidth: Int) {
        let bands = max(1, min(8, width / 128))
        return (bands, (width + bands - 1) / bands)
    }

    /// Records that columns `x0..<x1` of rows `y0..<y1` may have changed
    /// (already clipped to the canvas).
    mutating func mark(rows y0: Int, _ y1: Int, columns x0: Int, _ x1: Int) {
        guard background != nil else { return }
        let (bands, bandWidth) = (bands, bandWidth)
        lo.withUnsafeMutableBufferPointer { lo in
            hi.withUnsafeMutableBufferPointer { hi in
                Self.mark(rows: y0, y1, columns: x0, x1, bands: bands, bandWidth: bandWidth, lo: lo, hi: hi)
            }
        }
    }

    /// Widens the spans in `lo` and `hi` (per row and band, as a
    /// ``DirtyRows`` keeps them for rows cut by ``layout(width:)``) to take
    /// in columns `x0..<x1` of rows `y0..<y1` (already clipped to the image).
    package static func mark(rows y0: Int, _ y1: Int, columns x0: Int, _ x1: Int, bands: Int, bandWidth: Int,
                             lo: UnsafeMutableBufferPointer<Int32>, hi: UnsafeMutableBufferPointer<Int32>) {
        guard x0 < x1, y0 < y1, bandWidth > 0, y1 * bands <= min(lo.count, hi.count) else { return }
        let first = x0 / bandWidth, last = min((x1 - 1) / bandWidth, bands - 1)
        guard first <= last else { return }
        for b in first...last {
            // The part of x0..<x1 inside band b.
            let a = Int32(truncatingIfNeeded: max(x0, b * bandWidth))
            let z = Int32(truncatingIfNeeded: min(x1, (b + 1) * bandWidth))
            for y in y0..<y1 {
                let i = y * bands + b
                lo[i] = min(lo[i], a)
                hi[i] = max(hi[i], z)
            }
        }
    }

    /// Band `b` of row `y`: the span that may differ from ``background``
    /// (`x0..<x1`, empty when `x0 >= x1`); the whole band when the background
    /// is unknown.
    package func span(row y: Int, band b: Int, width: Int) -> (x0: Int, x1: Int) {
        guard background != nil else { let (start, end) = band(b, width: width); return (start, end) }
        let i = y * bands + b
        return (Int(lo[i]), Int(hi[i]))
    }

    /// Calls `body` with every span at once: for row `y` and band `b`,
    /// index `y × bands + b` of the two buffers holds ``span(row:band:width:)``'s
    /// `x0` and `x1` (empty buffers when the background is unknown). Saves
    /// an encoder a call per row and band.
    package func withSpans<R>(_ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> R) -> R {
        lo.withUnsafeBufferPointer { lo in hi.withUnsafeBufferPointer { hi in body(lo, hi) } }
    }

    /// Row `y`'s non-empty spans, left to right.
    package func spans(row y: Int, width: Int) -> [(x0: Int, x1: Int)] {
        (0..<bands).map { span(row: y, band: $0, width: width) }.filter { $0.x0 < $0.x1 }
    }

    /// Forgets the spans of `rows` (inside the canvas): they are background again.
    mutating func forget(rows: Range<Int>) {
        guard background != nil, !rows.isEmpty else { return }
        let bands = bands
        lo.withUnsafeMutableBufferPointer { lo in
            hi.withUnsafeMutableBufferPointer { hi in
                for i in (rows.lowerBound * bands) ..< (rows.upperBound * bands) {
                    lo[i] = Int32.max
                    hi[i] = Int32.min
                }
            }
        }
    }

    /// Forgets every span: the canvas is now entirely `background`.
    mutating func reset(background packed: UInt32, width: Int, height: Int) {
        if background == nil || lo.count != height * bands {
            self = DirtyRows(width: width, height: height, background: packed)
            return
        }
        background = packed
        lo.withUnsafeMutableBufferPointer { $0.update(repeating: Int32.max) }
        hi.withUnsafeMutableBufferPointer { $0.update(repeating: Int32.min) }
    }
}
