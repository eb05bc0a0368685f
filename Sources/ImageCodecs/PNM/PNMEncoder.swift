import Raster

/// Writers for the Netpbm formats PPM (`P6`) and PAM (`P7`), 8 bits per sample.
public enum PNMEncoder {
    /// The PPM header, `P6\n<width> <height>\n255\n`.
    public static func ppmHeader(width: Int, height: Int) -> [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8)
    }

    /// The PAM header for RGB (`alpha == false`) or RGB_ALPHA tuples.
    public static func pamHeader(width: Int, height: Int, alpha: Bool) -> [UInt8] {
        Array("P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH \(alpha ? 4 : 3)\nMAXVAL 255\nTUPLTYPE \(alpha ? "RGB_ALPHA" : "RGB")\nENDHDR\n".utf8)
    }

    /// Appends a PPM of `canvas` to `bytes`, non-opaque pixels composited over `matte`.
    public static func appendPPM(_ canvas: Canvas, matte: Color = .black, blend: BlendSpace = .linear,
                                 to bytes: inout [UInt8]) {
        bytes += ppmHeader(width: canvas.width, height: canvas.height)
        appendRGB(canvas, matte: matte.withAlpha(255), blend: blend, to: &bytes)
    }

    /// Appends a PAM of `canvas` to `bytes`: RGB_ALPHA, or RGB over `matte` if `alpha` is false.
    public static func appendPAM(_ canvas: Canvas, alpha: Bool = true, matte: Color = .black,
                                 blend: BlendSpace = .linear, to bytes: inout [UInt8]) {
        bytes += pamHeader(width: canvas.width, height: canvas.height, alpha: alpha)
        if alpha {
            // The canvas stores RGBA bytes in PAM order: one copy.
            canvas.pixels.withUnsafeBytes { bytes.append(contentsOf: $0) }
        } else {
            appendRGB(canvas, matte: matte.withAlpha(255), blend: blend, to: &bytes)
        }
    }

    /// Appends `width × height × 3` RGB bytes.
    static func appendRGB(_ canvas: Canvas, matte: Color, blend: BlendSpace, to bytes: inout [UInt8]) {
        let start = bytes.count, rowBytes = canvas.width * 3
        bytes += repeatElement(0, count: rowBytes * canvas.height)
        let rows = RowWriter(canvas, rgba: false, matte: matte, blend: blend)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<canvas.height {
                rows.write(y, to: base + start + y * rowBytes)
            }
        }
    }
}
