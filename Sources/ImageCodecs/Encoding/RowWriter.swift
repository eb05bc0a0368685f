import Raster

/// Writes a canvas's rows as RGB or RGBA bytes for the encoders. When the
/// canvas knows which spans were drawn since its last solid fill (see
/// ``DirtyRows``), each row is the background row, encoded once, with only
/// its drawn span converted from the pixels: the bytes are the same, but the
/// untouched pixels are never read.
struct RowWriter: Sendable {
    /// The canvas width and background (packed; nil when unknown) the background row is for.
    let width: Int
    let backgroundPixel: UInt32?
    let rgba: Bool
    let matte: Color
    let blend: BlendSpace
    /// One row of the background colour, encoded; empty when unknown.
    private let background: [UInt8]

    /// A writer of rows `width` pixels wide over the background `packed`
    /// (nil: unknown): RGBA bytes, or RGB over the opaque `matte`.
    init(width: Int, background packed: UInt32?, rgba: Bool, matte: Color, blend: BlendSpace) {
        self.width = width
        self.backgroundPixel = packed
        self.rgba = rgba
        self.matte = matte
        self.blend = blend
        guard let packed else {
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
        row.reserveCapacity(pixel.count * width)
        for _ in 0..<width { row += pixel }
        background = row
    }

    /// Whether this writer serves rows `width` pixels wide over the packed
    /// `background` (nil: unknown) with these options.
    func serves(width: Int, background: UInt32?, rgba: Bool, matte: Color, blend: BlendSpace) -> Bool {
        self.width == width && backgroundPixel == background && self.rgba == rgba
            && self.matte == matte && self.blend == blend
    }

    /// The number of bytes in one row.
    var rowBytes: Int { width * (rgba ? 4 : 3) }

    /// Writes row `y` of `canvas` to `out` (``rowBytes`` bytes).
    func write(_ y: Int, of canvas: Canvas, to out: UnsafeMutablePointer<UInt8>) {
        let dirty = canvas.dirty
        guard !background.isEmpty else {
            writePixels(y, 0, width, of: canvas, row: out)
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
            writePixels(y, x0, x1, of: canvas, row: out)
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

    /// Converts pixels `x0..<x1` of row `y` of `canvas` into the row at `out`.
    func writePixels(_ y: Int, _ x0: Int, _ x1: Int, of canvas: Canvas, row out: UnsafeMutablePointer<UInt8>) {
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
