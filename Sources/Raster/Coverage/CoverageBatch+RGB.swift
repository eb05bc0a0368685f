extension CoverageBatch {
    /// Composites the part of every mask that lies in image rows `rows`
    /// straight into 8-bit RGB rows (3 bytes a pixel, no alpha), in the
    /// order the masks were recorded. Needs an opaque ``background`` (false
    /// is returned otherwise, and nothing is drawn).
    ///
    /// The rows must hold the background wherever nothing was drawn in
    /// them; then the bytes are those of compositing the batch into a canvas
    /// cleared to the background (``Canvas/composite(_:rows:windowTop:)``)
    /// and writing its pixels as RGB, with no canvas between: every pixel
    /// is opaque, so each blend needs only its colour bytes.
    ///
    /// - Parameters:
    ///   - rows: the image rows to draw (clipped to `0 ..< height`).
    ///   - image: the first byte of image row 0; row y starts `y × rowBytes` on.
    ///   - width, height: the image's size in pixels (`rowBytes ≥ 3 × width`).
    ///   - mark: told, for each mask, the rows and columns (clipped to the
    ///     image) that it may have changed.
    /// - Returns: whether the batch could be drawn this way.
    @discardableResult
    package func compositeOpaqueRGB(rows: Range<Int>, into image: UnsafeMutablePointer<UInt8>, rowBytes: Int,
                                    width: Int, height: Int,
                                    mark: (_ rows: Range<Int>, _ x0: Int, _ x1: Int) -> Void) -> Bool {
        // Over an opaque background every mask has its table of blends
        // (``append(_:color:alpha:blend:)`` makes one for each mask then).
        guard let background, background.isOpaque, rowBytes >= 3 * width else { return false }
        let rows = rows.clamped(to: 0 ..< max(height, 0))
        guard rows.overlaps(self.rows) else { return true }
        let key = background.packedRGBA
        // The boxes drawn so far in `rows` (x0, x1, y0, y1), while they fit.
        // A mask whose box meets none of them lies over the background alone
        // (the rows held it), so its pixels need no look at what they hold;
        // in a frame of labels, most do.
        withUnsafeTemporaryAllocation(of: SIMD4<Int>.self, capacity: Self.boxesTracked) { drawn in
            var drawnCount = 0
            /// Whether `box` meets no box drawn before, recording it.
            func alone(_ box: SIMD4<Int>) -> Bool {
                defer { drawnCount += 1 }
                guard drawnCount < drawn.count else { return false }
                drawn[drawnCount] = box
                return !drawn[..<drawnCount].contains { Self.meet($0, box) }
            }
            bytes.withUnsafeBufferPointer { bytes in
                tables.withUnsafeBufferPointer { tables in
                    spans.withUnsafeBufferPointer { spans in
                        guard let byteBase = bytes.baseAddress else { return }
                        Self.forEachMask(in: spans, meeting: rows) { index in
                            let entry = entries[index]
                            // The entry's rows among `rows`, and its columns in the image.
                            let y0 = max(spans[index].x, rows.lowerBound), y1 = min(spans[index].y, rows.upperBound)
                            guard y0 < y1, let (x0, x1) = Canvas.clip(entry.originX, entry.width, to: width) else {
                                return
                            }
                            mark(y0 ..< y1, x0, x1)
                            guard entry.table >= 0, let tableBase = tables.baseAddress else { return }
                            let overBackground = alone(SIMD4(x0, x1, y0, y1))
                            let table = CompositeKernel.Table(
                                key: key, results: UnsafeMutablePointer(mutating: tableBase + entry.table))
                            let first = byteBase + entry.start + (y0 - entry.originY) * entry.width
                                + (x0 - entry.originX)
                            for y in y0 ..< y1 {
                                let coverage = first + (y - y0) * entry.width, pixels = image + y * rowBytes + x0 * 3
                                if overBackground {
                                    CompositeKernel.backgroundRGBRow(coverage: coverage, pixels: pixels,
                                                                     count: x1 - x0, table: table)
                                } else {
                                    entry.kernel.opaqueRGBRow(coverage: coverage, pixels: pixels, count: x1 - x0,
                                                              table: table, blend: entry.blend)
                                }
                            }
                        }
                    }
                }
            }
        }
        return true
    }

    /// Calls `body` with the index of each mask whose rows (`spans`) meet
    /// `rows`, in order. The masks are listed first, each looked at without
    /// a branch: which masks meet a band is data, and a branch on it would
    /// mispredict often.
    @inline(__always)
    static func forEachMask(in spans: UnsafeBufferPointer<SIMD2<Int>>, meeting rows: Range<Int>,
                            _ body: (Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: spans.count) { list in
            var n = 0
            for index in spans.indices {
                list[n] = Int32(truncatingIfNeeded: index)
                let span = spans[index]
                n &+= (span.x < rows.upperBound ? 1 : 0) & (span.y > rows.lowerBound ? 1 : 0)
            }
            for k in 0 ..< n { body(Int(list[k])) }
        }
    }

    /// How many drawn boxes ``compositeOpaqueRGB(rows:into:rowBytes:width:height:mark:)``
    /// tracks in one call; masks past them are blended looking at each pixel.
    static let boxesTracked = 64

    /// True when boxes `a` and `b` (x0, x1, y0, y1, ends excluded) share a pixel.
    @inline(__always)
    static func meet(_ a: SIMD4<Int>, _ b: SIMD4<Int>) -> Bool {
        a[0] < b[1] && b[0] < a[1] && a[2] < b[3] && b[2] < a[3]
    }
}
