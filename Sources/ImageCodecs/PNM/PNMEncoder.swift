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
    /// RGB with non-opaque pixels over the opaque `matte` in `blend` space.
    ///
    /// When the canvas knows which spans of each row were drawn since its
    /// last solid fill (its dirty rows), and `image` holds the last frame
    /// written with the same header, options and background, only the spans
    /// drawn in either frame are rewritten: the background goes back over
    /// the old spans and the new ones are converted from the pixels. Every
    /// other byte is already right.
    static func write(_ canvas: Canvas, header: [UInt8], rgba: Bool, matte: Color, blend: BlendSpace,
                      into image: inout EncodedFrame) {
        let matte = matte.withAlpha(255)
        let rows = RowWriter(canvas, rgba: rgba, matte: matte, blend: blend)
        let dirty = canvas.dirty, height = canvas.height, width = canvas.width
        guard let background = dirty.background else {
            writeAll(canvas, header: header, rows: rows, into: &image.bytes)
            image.content = nil
            return
        }
        let content = EncodedFrame.Content(header: header, rgba: rgba, matte: matte, blend: blend,
                                           background: background)
        let bands = dirty.bands, rowBytes = rows.rowBytes
        guard image.content == content, image.lo.count == height * bands, image.hi.count == height * bands,
              image.bytes.count == header.count + rowBytes * height else {
            // Everything, then remember the spans just converted.
            writeAll(canvas, header: header, rows: rows, into: &image.bytes)
            image.content = content
            let cells = (0..<height).flatMap { y in (0..<bands).map { dirty.span(row: y, band: $0, width: width) } }
            image.lo = cells.map { Int32(truncatingIfNeeded: $0.x0) }
            image.hi = cells.map { Int32(truncatingIfNeeded: $0.x1) }
            return
        }
        let bodyStart = header.count
        dirty.withSpans { newLo, newHi in
            image.bytes.withUnsafeMutableBufferPointer { buffer in
                image.lo.withUnsafeMutableBufferPointer { lo in
                    image.hi.withUnsafeMutableBufferPointer { hi in
                        guard let base = buffer.baseAddress, newLo.count == height * bands,
                              newHi.count == height * bands else { return }
                        for y in 0..<height {
                            let out = base + bodyStart + y * rowBytes
                            for b in 0..<bands {
                                let i = y * bands + b
                                // This frame's span, as `dirty.span(row: y, band: b, width: width)`.
                                let (n0, n1) = (Int(newLo[i]), Int(newHi[i]))
                                // The background back over the old span, where the new one does not cover it.
                                let (o0, o1) = (Int(lo[i]), Int(hi[i]))
                                if o0 < o1 {
                                    if n0 >= n1 {
                                        rows.writeBackground(o0, o1, row: out)
                                    } else {
                                        rows.writeBackground(o0, min(o1, n0), row: out)
                                        rows.writeBackground(max(o0, n1), o1, row: out)
                                    }
                                }
                                // The new span from the pixels.
                                if n0 < n1 { rows.writePixels(y, n0, n1, row: out) }
                                lo[i] = Int32(truncatingIfNeeded: n0)
                                hi[i] = Int32(truncatingIfNeeded: n1)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Replaces the contents of `bytes` with `header` and every row, reusing
    /// its storage when the size is unchanged (an animation's frames
    /// allocate nothing after the first) and writing rows straight into it.
    static func writeAll(_ canvas: Canvas, header: [UInt8], rows: RowWriter, into bytes: inout [UInt8]) {
        let rowBytes = rows.rowBytes, height = canvas.height
        let total = header.count + rowBytes * height
        let write = { (base: UnsafeMutablePointer<UInt8>) in
            header.withUnsafeBufferPointer { source in
                if let start = source.baseAddress { base.update(from: start, count: source.count) }
            }
            let body = base + header.count
            for y in 0..<height {
                rows.write(y, to: body + y * rowBytes)
            }
        }
        if bytes.count == total {
            bytes.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { write(base) }
            }
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
                LargeBuffer.advise(UnsafeMutableRawBufferPointer(buffer))
                guard let base = buffer.baseAddress else { count = 0; return }
                write(base)
                count = total
            }
        }
    }
}
