import Raster

extension PNMEncoder {
    /// Rows drawn and written together by ``writeRGB(_:width:height:header:matte:blend:into:)``,
    /// so that a band of output rows stays in cache while every mask crossing it is composited.
    static let batchBandHeight = 16

    /// Replaces `image` with `header` and a `width` × `height` RGB image of
    /// `batch`'s masks over its opaque background, composited straight into
    /// the image's rows: the bytes of drawing the batch into a canvas
    /// cleared to that background and writing the canvas
    /// (``begin(_:height:header:rgba:matte:blend:into:)`` and
    /// ``write(rows:of:windowTop:into:)``), with no canvas.
    ///
    /// As there, when `image` holds the last frame written with the same
    /// header, options and background, only what either frame drew is
    /// rewritten: the background goes back over the spans the last frame
    /// drew, then the masks are composited and their spans remembered.
    ///
    /// - Returns: false, writing nothing, when the batch has no opaque background.
    static func writeRGB(_ batch: CoverageBatch, width: Int, height: Int, header: [UInt8], matte: Color,
                         blend: BlendSpace, into image: inout EncodedFrame) -> Bool {
        guard let background = batch.background, background.isOpaque, width > 0 else { return false }
        let (bands, bandWidth) = DirtyRows.layout(width: width)
        begin(width: width, height: height, background: background.packedRGBA, bands: bands, header: header,
              rgba: false, matte: matte, blend: blend, into: &image)
        guard let writer = image.writer, !writer.rgba else { return false }
        let height = image.height, rowBytes = writer.rowBytes, sparse = image.sparse
        let bodyStart = image.bytes.count - rowBytes * height
        guard bodyStart >= 0, image.lo.count == height * bands, image.hi.count == height * bands else { return false }
        image.bytes.withUnsafeMutableBufferPointer { buffer in
            image.lo.withUnsafeMutableBufferPointer { lo in
                image.hi.withUnsafeMutableBufferPointer { hi in
                    guard let body = buffer.baseAddress.map({ $0 + bodyStart }) else { return }
                    for top in stride(from: 0, to: height, by: batchBandHeight) {
                        let rows = top ..< min(top + batchBandHeight, height)
                        // The background over what the last frame drew (or over every row).
                        for y in rows {
                            let out = body + y * rowBytes
                            if !sparse { writer.writeBackground(0, width, row: out) }
                            for i in y * bands ..< (y + 1) * bands {
                                if sparse { writer.writeBackground(Int(lo[i]), Int(hi[i]), row: out) }
                                (lo[i], hi[i]) = (Int32.max, Int32.min)
                            }
                        }
                        // The masks, remembering where each drew.
                        batch.compositeOpaqueRGB(rows: rows, into: body, rowBytes: rowBytes, width: width,
                                                 height: height) { rows, x0, x1 in
                            DirtyRows.mark(rows: rows.lowerBound, rows.upperBound, columns: x0, x1, bands: bands,
                                           bandWidth: bandWidth, lo: lo, hi: hi)
                        }
                    }
                }
            }
        }
        return true
    }
}
