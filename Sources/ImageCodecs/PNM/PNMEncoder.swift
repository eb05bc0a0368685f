import Raster

/// What ``PPMEncoder`` and ``PAMEncoder`` share: the headers, and one writer
/// that rewrites only what changed since the buffer's last frame.
enum PNMEncoder {
    /// The PPM header, `P6\n<width> <height>\n255\n`.
    static func ppmHeader(width: Int, height: Int) -> [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8)
    }

    /// The PAM header for RGB (`alpha == false`) or RGB_ALPHA tuples.
    static func pamHeader(width: Int, height: Int, alpha: Bool) -> [UInt8] {
        Array("P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH \(alpha ? 4 : 3)\nMAXVAL 255\nTUPLTYPE \(alpha ? "RGB_ALPHA" : "RGB")\nENDHDR\n".utf8)
    }

    /// Replaces `image` with `header` and the canvas's rows: RGBA bytes, or
    /// RGB with non-opaque pixels over the opaque `matte` in `blend` space
    /// (``begin(_:header:rgba:matte:blend:into:)``, then every row).
    static func write(_ canvas: Canvas, header: [UInt8], rgba: Bool, matte: Color, blend: BlendSpace,
                      into image: inout EncodedFrame) {
        begin(canvas, height: canvas.height, header: header, rgba: rgba, matte: matte, blend: blend, into: &image)
        write(rows: 0..<canvas.height, of: canvas, windowTop: 0, into: &image)
    }

    /// Starts replacing `image` with an image `height` rows tall, drawn in
    /// `canvas` (the whole image, or a window onto some of its rows, with
    /// the image's width and background): sizes the buffer, writes the
    /// header, and decides how the rows will be written
    /// (``write(rows:of:windowTop:into:)``).
    ///
    /// When the canvas knows which spans of each row were drawn since its
    /// last solid fill (its dirty rows), and `image` holds the last frame
    /// written with the same header, options and background, only the spans
    /// drawn in either frame will be rewritten: the background goes back over
    /// the old spans and the new ones are converted from the pixels. Every
    /// other byte is already right. Otherwise every row will be written.
    static func begin(_ canvas: Canvas, height: Int, header: [UInt8], rgba: Bool, matte: Color, blend: BlendSpace,
                      into image: inout EncodedFrame) {
        begin(width: canvas.width, height: height, background: canvas.dirty.background, bands: canvas.dirty.bands,
              header: header, rgba: rgba, matte: matte, blend: blend, into: &image)
    }

    /// ``begin(_:height:header:rgba:matte:blend:into:)`` for an image
    /// `width` pixels wide whose pixels outside the drawn spans are the
    /// packed colour `background` (nil: unknown), with `bands` spans a row.
    static func begin(width: Int, height: Int, background: UInt32?, bands: Int, header: [UInt8], rgba: Bool,
                      matte: Color, blend: BlendSpace, into image: inout EncodedFrame) {
        let matte = matte.withAlpha(255), height = max(height, 0)
        image.height = height
        // The background row is encoded once for as long as it serves.
        if !(image.writer?.serves(width: width, background: background, rgba: rgba, matte: matte, blend: blend) ?? false) {
            image.writer = RowWriter(width: width, background: background, rgba: rgba, matte: matte, blend: blend)
        }
        let rowBytes = image.writer?.rowBytes ?? 0
        let total = header.count + rowBytes * height
        let content = background.map {
            EncodedFrame.Content(header: header, rgba: rgba, matte: matte, blend: blend, background: $0)
        }
        let cells = height * bands
        if let content, image.content == content, image.lo.count == cells, image.hi.count == cells,
           image.bytes.count == total {
            image.sparse = true
            return
        }
        // Everything: the buffer (reused when the size is unchanged, so an
        // animation's frames allocate nothing after the first) and the header.
        image.sparse = false
        if image.bytes.count != total {
            image.bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
                LargeBuffer.advise(UnsafeMutableRawBufferPointer(buffer))
                count = total
            }
        }
        image.bytes.withUnsafeMutableBufferPointer { buffer in
            header.withUnsafeBufferPointer { source in
                guard let base = buffer.baseAddress, let start = source.baseAddress else { return }
                base.update(from: start, count: source.count)
            }
        }
        // With a known background, the spans converted are remembered as the rows are written.
        image.content = content
        image.lo = content == nil ? [] : [Int32](repeating: Int32.max, count: cells)
        image.hi = content == nil ? [] : [Int32](repeating: Int32.min, count: cells)
    }

    /// Writes image rows `rows` into `image`, as ``begin(_:height:header:rgba:matte:blend:into:)``
    /// decided, from `canvas`, whose row 0 is image row `windowTop`; rows
    /// outside the image or the canvas are left alone. The canvas must have
    /// the width and background begun with, and the rows must be final.
    static func write(rows: Range<Int>, of canvas: Canvas, windowTop: Int, into image: inout EncodedFrame) {
        guard let writer = image.writer else { return }
        let height = image.height
        // The rows the canvas shows, inside the image.
        let rows = canvas.rows(rows, inWindowAt: windowTop).clamped(to: 0 ..< height)
        let rowBytes = writer.rowBytes, bands = canvas.dirty.bands
        let bodyStart = image.bytes.count - rowBytes * height
        guard !rows.isEmpty, bodyStart >= 0 else { return }
        let sparse = image.sparse
        canvas.dirty.withSpans { newLo, newHi in
            image.bytes.withUnsafeMutableBufferPointer { buffer in
                image.lo.withUnsafeMutableBufferPointer { lo in
                    image.hi.withUnsafeMutableBufferPointer { hi in
                        guard let base = buffer.baseAddress else { return }
                        // Spans are remembered only when the background is known.
                        let remember = lo.count == height * bands && newLo.count == canvas.height * bands
                            && newHi.count == newLo.count
                        for y in rows {
                            // Image row y is canvas row `row`.
                            let out = base + bodyStart + y * rowBytes, row = y - windowTop
                            guard sparse, remember else {
                                writer.write(row, of: canvas, to: out)
                                if remember {
                                    for b in 0..<bands {
                                        (lo[y * bands + b], hi[y * bands + b]) = (newLo[row * bands + b], newHi[row * bands + b])
                                    }
                                }
                                continue
                            }
                            for b in 0..<bands {
                                let i = y * bands + b, n = row * bands + b
                                // This frame's span, as `dirty.span(row: row, band: b, width:)`.
                                let (n0, n1) = (Int(newLo[n]), Int(newHi[n]))
                                // The background back over the old span, where the new one does not cover it.
                                let (o0, o1) = (Int(lo[i]), Int(hi[i]))
                                if o0 < o1 {
                                    if n0 >= n1 {
                                        writer.writeBackground(o0, o1, row: out)
                                    } else {
                                        writer.writeBackground(o0, min(o1, n0), row: out)
                                        writer.writeBackground(max(o0, n1), o1, row: out)
                                    }
                                }
                                // The new span from the pixels.
                                if n0 < n1 { writer.writePixels(row, n0, n1, of: canvas, row: out) }
                                lo[i] = Int32(truncatingIfNeeded: n0)
                                hi[i] = Int32(truncatingIfNeeded: n1)
                            }
                        }
                    }
                }
            }
        }
    }
}
