/// Writes a canvas's rows as RGB or RGBA bytes for the encoders. When the
/// canvas knows which spans were drawn since its last solid fill (see
/// ``DirtyRows``), each row is the background row, encoded once, with only
/// its drawn span converted from the pixels: the bytes are the same, but the
/// untouched pixels are never read.
struct RowWriter {
    private let canvas: Canvas
    private let rgba: Bool
    private let matte: Color
    private let blend: BlendSpace
    /// One row of the background colour, encoded; empty when unknown.
    private let background: [UInt8]

    /// A writer of `canvas`'s rows: RGBA bytes, or RGB over the opaque `matte`.
    init(_ canvas: Canvas, rgba: Bool, matte: Color, blend: BlendSpace) {
        self.canvas = canvas
        self.rgba = rgba
        self.matte = matte
        self.blend = blend
        guard let packed = canvas.dirty.background else {
            background = []
            return
        }
        // Encode one background pixel the way the row converters would.
        let pixel: [UInt8]
        if rgba {
            pixel = withUnsafeBytes(of: packed) { Array($0) }
        } else {
            let color = Color(packedRGBA: packed)
            let flat = color.isOpaque ? color : Canvas.flatten(color, over: matte, blend: blend)
            pixel = [flat.r, flat.g, flat.b]
        }
        var row: [UInt8] = []
        row.reserveCapacity(pixel.count * canvas.width)
        for _ in 0..<canvas.width { row += pixel }
        background = row
    }

    /// The number of bytes in one row.
    var rowBytes: Int { canvas.width * (rgba ? 4 : 3) }

    /// Writes row `y` to `out` (``rowBytes`` bytes).
    func write(_ y: Int, to out: UnsafeMutablePointer<UInt8>) {
        let width = canvas.width, bytesPerPixel = rgba ? 4 : 3
        var (x0, x1) = canvas.dirty.span(row: y, width: width)
        if background.isEmpty {
            (x0, x1) = (0, width)
        } else {
            // The background row left and right of the drawn span.
            background.withUnsafeBufferPointer { row in
                guard let base = row.baseAddress else { return }
                if x0 >= x1 {
                    out.update(from: base, count: row.count)
                    return
                }
                out.update(from: base, count: x0 * bytesPerPixel)
                (out + x1 * bytesPerPixel).update(from: base + x1 * bytesPerPixel,
                                                  count: (width - x1) * bytesPerPixel)
            }
            if x0 >= x1 { return }
        }
        // The drawn span from the pixels.
        if rgba {
            canvas.pixels.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                UnsafeMutableRawPointer(out + x0 * 4)
                    .copyMemory(from: base + (y * width + x0) * 4, byteCount: (x1 - x0) * 4)
            }
        } else {
            canvas.writeRGBPixels(y, x0, x1, row: out, matte: matte, blend: blend)
        }
    }
}
