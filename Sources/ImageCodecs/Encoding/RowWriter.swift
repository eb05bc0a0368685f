import Raster

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
        let width = canvas.width, dirty = canvas.dirty
        guard !background.isEmpty else {
            writePixels(y, 0, width, row: out)
            return
        }
        // Band by band: the background around the drawn span, then the span.
        for b in 0..<dirty.bands {
            let (start, end) = dirty.band(b, width: width)
            let (x0, x1) = dirty.span(row: y, band: b, width: width)
            if x0 >= x1 {
                writeBackground(start, end, row: out)
                continue
            }
            writeBackground(start, x0, row: out)
            writeBackground(x1, end, row: out)
            writePixels(y, x0, x1, row: out)
        }
    }

    /// Writes the background colour over pixels `x0..<x1` of the row at
    /// `out` (nothing if the span is empty). Needs a known background.
    func writeBackground(_ x0: Int, _ x1: Int, row out: UnsafeMutablePointer<UInt8>) {
        guard x0 < x1 else { return }
        let bytesPerPixel = rgba ? 4 : 3
        background.withUnsafeBufferPointer { row in
            guard let base = row.baseAddress, x1 * bytesPerPixel <= row.count else { return }
            (out + x0 * bytesPerPixel).update(from: base + x0 * bytesPerPixel, count: (x1 - x0) * bytesPerPixel)
        }
    }

    /// Converts pixels `x0..<x1` of row `y` into the row at `out`.
    func writePixels(_ y: Int, _ x0: Int, _ x1: Int, row out: UnsafeMutablePointer<UInt8>) {
        guard x0 < x1 else { return }
        if rgba {
            canvas.pixels.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                UnsafeMutableRawPointer(out + x0 * 4)
                    .copyMemory(from: base + (y * canvas.width + x0) * 4, byteCount: (x1 - x0) * 4)
            }
        } else {
            canvas.writeRGBPixels(y, x0, x1, row: out, matte: matte, blend: blend)
        }
    }
}
