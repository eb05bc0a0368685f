import Raster

extension Canvas {
    /// Replaces the contents of `bytes` with the encoded file, reusing its
    /// storage: for an animation's frames, which all encode to the same size
    /// in PPM and PAM, nothing is allocated or cleared after the first frame,
    /// and pixels are written straight into the buffer. The bytes are the same
    /// as ``encoded(as:options:)`` gives. (PNG output varies in size and is
    /// encoded as usual.)
    public func encode(as format: ImageFormat, options: ImageEncodingOptions = .init(),
                       replacing bytes: inout [UInt8]) {
        let matte = options.matte.withAlpha(255)
        let header: [UInt8]
        let rgba: Bool
        switch format {
        case .png:
            bytes = encoded(as: .png, options: options)
            return
        case .ppm:
            header = PNMEncoder.ppmHeader(width: width, height: height)
            rgba = false
        case .pam:
            header = PNMEncoder.pamHeader(width: width, height: height, alpha: options.keepAlpha)
            rgba = options.keepAlpha
        }
        let rows = RowWriter(self, rgba: rgba, matte: matte, blend: options.blend)
        let rowBytes = rows.rowBytes
        let total = header.count + rowBytes * height
        // Header, then every row, written in place.
        let write = { (base: UnsafeMutablePointer<UInt8>) in
            header.withUnsafeBufferPointer { source in
                if let start = source.baseAddress { base.update(from: start, count: source.count) }
            }
            let body = base + header.count
            for y in 0..<self.height {
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
