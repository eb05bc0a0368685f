extension Canvas {
    /// Composites the part of every mask of `batch` that lies in `rows`, in
    /// the order they were recorded: the same bytes as compositing each mask
    /// whole with ``composite(_:color:alpha:blend:)``, once every row has
    /// been drawn. Rows outside the canvas are ignored.
    ///
    /// With `windowTop`, the canvas is a window onto rows `windowTop ..<
    /// windowTop + height` of the batch's image: batch row y lands on canvas
    /// row y − `windowTop`, and `rows` are batch rows. A frame can then be
    /// drawn and encoded a band at a time through one band-sized canvas.
    ///
    /// Drawing a frame band by band (``fill(_:rows:)`` then this, for one
    /// band after another) keeps the band in cache from clearing to encoding.
    public mutating func composite(_ batch: CoverageBatch, rows: Range<Int>, windowTop: Int = 0) {
        let rows = self.rows(rows, inWindowAt: windowTop)
        guard rows.overlaps(batch.rows) else { return }
        // The batch's blends over its background hold where the canvas is that colour.
        let key = dirty.background
        let tablesHold = batch.background.map { $0.isOpaque && $0.packedRGBA == key } ?? false
        batch.bytes.withUnsafeBufferPointer { bytes in
            batch.tables.withUnsafeBufferPointer { tables in
                batch.spans.withUnsafeBufferPointer { spans in
                    guard let byteBase = bytes.baseAddress else { return }
                    CoverageBatch.forEachMask(in: spans, meeting: rows) { index in
                        let entry = batch.entries[index]
                        // The entry's rows in the band (batch rows), and its columns on the canvas.
                        let y0 = max(spans[index].x, rows.lowerBound), y1 = min(spans[index].y, rows.upperBound)
                        guard y0 < y1, let (x0, x1) = Canvas.clip(entry.originX, entry.width, to: width) else { return }
                        let first = byteBase + entry.start + (y0 - entry.originY) * entry.width + (x0 - entry.originX)
                        var table: CompositeKernel.Table?
                        if tablesHold, entry.table >= 0, let key, let base = tables.baseAddress {
                            table = CompositeKernel.Table(key: key, results: UnsafeMutablePointer(mutating: base + entry.table))
                        }
                        composite(rows: first, stride: entry.width, x0: x0, x1: x1, y0: y0 - windowTop,
                                  y1: y1 - windowTop, kernel: entry.kernel, table: table, blend: entry.blend)
                    }
                }
            }
        }
    }

    /// Replaces every pixel of `rows` with `color` (no blending); rows
    /// outside the canvas are ignored.
    ///
    /// When the canvas was last filled with the same colour (``fill(_:)``),
    /// only the spans drawn since in those rows are repainted, and they
    /// count as undrawn again. Otherwise the rows are painted whole and
    /// count as drawn, since the rest of the canvas keeps its colour.
    public mutating func fill(_ color: Color, rows: Range<Int>) {
        let (lo, hi) = (max(rows.lowerBound, 0), min(rows.upperBound, height))
        guard lo < hi else { return }
        let rows = lo ..< hi
        let packed = color.packedRGBA, w = width
        if dirty.background == packed {
            let spans = dirty
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for y in rows {
                    for b in 0..<spans.bands {
                        let (x0, x1) = spans.span(row: y, band: b, width: w)
                        guard x0 < x1 else { continue }
                        (base + y * w + x0).update(repeating: packed, count: x1 - x0)
                    }
                }
            }
            dirty.forget(rows: rows)
        } else {
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                (base + rows.lowerBound * w).update(repeating: packed, count: rows.count * w)
            }
            dirty.mark(rows: rows.lowerBound, rows.upperBound, columns: 0, w)
        }
    }
}

extension Canvas {
    /// The rows of `rows`, rows of an image, that this canvas shows when it
    /// is a window onto image rows `windowTop ..< windowTop + height` (empty
    /// when it shows none; no overflow on huge offsets).
    package func rows(_ rows: Range<Int>, inWindowAt windowTop: Int) -> Range<Int> {
        let (windowEnd, overflow) = windowTop.addingReportingOverflow(height)
        let (lo, hi) = (max(rows.lowerBound, windowTop), min(rows.upperBound, overflow ? Int.max : windowEnd))
        return lo ..< max(lo, hi)
    }

    /// Whether the canvas was last cleared to `color` with ``fill(_:)``, so
    /// that everything outside the spans drawn since is that colour.
    public func isFilled(with color: Color) -> Bool {
        dirty.background == color.packedRGBA
    }
}
