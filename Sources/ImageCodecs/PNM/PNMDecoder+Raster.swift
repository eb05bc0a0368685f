import Raster

extension PNMDecoder {
    /// Validates the size, then converts the raster after the header to RGBA.
    static func readRaster(_ h: Header, _ s: inout PNMHeaderScanner, maxPixels: Int)
        throws(PNMDecodingError) -> (Canvas, Int) {
        let headerEnd = s.offset
        guard h.width >= 1, h.height >= 1 else {
            throw s.error("image size \(h.width)×\(h.height) is invalid: width and height must be at least 1")
        }
        guard h.maxval >= 1, h.maxval <= 255 else {
            throw s.error(h.maxval > 255 ? "maxval \(h.maxval) (16-bit samples) is not supported: maxval must be 1...255"
                                         : "maxval must be 1...255, not 0")
        }
        // Check the pixel cap and the data length before allocating anything.
        let (pixelCount, overflow) = h.width.multipliedReportingOverflow(by: h.height)
        guard !overflow, pixelCount <= maxPixels else {
            throw s.error("image size \(h.width)×\(h.height) exceeds the limit of \(maxPixels) pixels")
        }
        let (needed, tooMany) = pixelCount.multipliedReportingOverflow(by: h.depth)
        let available = s.bytes.count - headerEnd
        guard !tooMany, available >= needed else {
            throw PNMDecodingError(offset: s.bytes.count,
                                   message: "pixel data truncated: expected \(needed) bytes, found \(available)")
        }
        // Samples above maxval are invalid; scale the rest to 0...255.
        var scale = [UInt8](repeating: 0, count: 256)
        for v in 0...h.maxval { scale[v] = UInt8((v * 255 + h.maxval / 2) / h.maxval) }
        var pixels = [UInt32](repeating: 0, count: pixelCount)
        var bad: Int?
        let depth = h.depth, gray = h.gray, alpha = h.alpha, maxval = h.maxval
        pixels.withUnsafeMutableBytes { out in
            let src = UnsafeRawBufferPointer(rebasing: s.bytes[headerEnd..<(headerEnd + needed)])
            if maxval < 255, let i = src.firstIndex(where: { Int($0) > maxval }) {
                bad = i
                return
            }
            guard let base = src.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            scale.withUnsafeBufferPointer { scale in
                for i in 0..<pixelCount {
                    let p = base + i &* depth, o = i &* 4
                    @inline(__always) func sample(_ k: Int) -> UInt8 { scale[Int(p[k])] }
                    let (r, g, b) = gray ? (sample(0), sample(0), sample(0)) : (sample(0), sample(1), sample(2))
                    out[o] = r; out[o &+ 1] = g; out[o &+ 2] = b
                    out[o &+ 3] = alpha ? sample(depth &- 1) : 255
                }
            }
        }
        if let bad {
            throw PNMDecodingError(offset: headerEnd + bad, message: "sample exceeds maxval \(maxval)")
        }
        return (Canvas(uncheckedWidth: h.width, height: h.height, pixels: pixels), headerEnd + needed)
    }
}
