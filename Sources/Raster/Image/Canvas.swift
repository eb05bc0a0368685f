/// An RGBA image that labels are composited onto, back to front.
///
/// ## Storage
/// One `UInt32` per pixel, row-major, top row first, whose four memory bytes
/// are R, G, B, A: **sRGB-encoded colour with straight (non-premultiplied)
/// alpha** — exactly the byte layout of PAM `RGB_ALPHA` and PNG RGBA scanlines.
/// Why this format:
/// - *Encoding* is the per-frame cost that scales with the whole image; with
///   this layout PAM RGBA is a `memcpy`, PPM/PNG RGB a tight 4 → 3 byte copy,
///   and nothing needs un-premultiplying or re-encoding per pixel.
/// - *Background fill* is a single 32-bit pattern store, which vectorizes.
/// - *Compositing* touches only the few pixels under glyphs. Blending in
///   linear light costs three 256-entry decode lookups and three 4096-entry
///   encode lookups per touched pixel (see ``SRGB``); fully covered, opaque
///   pixels are stored directly and zero-coverage pixels are skipped.
///   Premultiplied or linear (16-bit) storage would make blending cheaper
///   but every frame's encode dearer, and quadruple memory for 16-bit.
/// - The canvas is usually opaque, where straight and premultiplied alpha
///   coincide; the general transparent-destination path divides once per
///   channel and is only taken for pixels whose alpha is below 255.
public struct Canvas: Hashable, Sendable {
    /// The default pixel cap for ``init(width:height:background:maxPixels:)``:
    /// 64 megapixels (64,000,000 pixels, 256 MB of RGBA): 8000 × 8000 fits,
    /// and so does 8K UHD at 7680 × 4320. The command-line tool's
    /// `--max-pixels` default is this value.
    public static let defaultMaxPixels = 64_000_000

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The pixels, row-major, each ``Color/packedRGBA`` (memory bytes R, G, B, A).
    public internal(set) var pixels: [UInt32]
    /// Where the pixels may differ from the last solid fill (see ``DirtyRows``);
    /// every method that writes pixels marks what it wrote.
    package var dirty: DirtyRows

    /// Creates a canvas filled with `background` (opaque, or e.g. ``Color/transparent``).
    ///
    /// - Throws: ``CanvasError`` if a side is below 1 or `width × height`
    ///   exceeds `maxPixels`; nothing is allocated before that check.
    public init(width: Int, height: Int, background: Color = .transparent,
                maxPixels: Int = Canvas.defaultMaxPixels) throws(CanvasError) {
        try Canvas.check(width: width, height: height, maxPixels: maxPixels)
        self.init(checkedWidth: width, height: height, background: background)
    }

    /// Checks a size as ``init(width:height:background:maxPixels:)`` does,
    /// allocating nothing.
    ///
    /// - Throws: ``CanvasError`` if a side is below 1 or `width × height`
    ///   exceeds `maxPixels`.
    public static func check(width: Int, height: Int, maxPixels: Int = Canvas.defaultMaxPixels) throws(CanvasError) {
        guard width >= 1, height >= 1 else { throw .invalidSize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maxPixels else {
            throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
        }
    }

    /// A canvas of a size that ``check(width:height:maxPixels:)`` accepted.
    package init(checkedWidth width: Int, height: Int, background: Color) {
        self.width = width
        self.height = height
        self.pixels = LargeBuffer.array(repeating: background.packedRGBA, count: width * height)
        self.dirty = DirtyRows(width: width, height: height, background: background.packedRGBA)
    }

    /// Wraps existing pixels (used by decoders); `pixels.count` is `width × height`.
    package init(uncheckedWidth width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.dirty = DirtyRows(width: width, height: height, background: nil)
    }

    /// Canvases are equal when their sizes and pixels are (however they were drawn).
    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Hashes the size and the pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels)
    }

    /// The pixel at column `x`, row `y`, or nil outside the canvas.
    @inlinable
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return Color(packedRGBA: pixels[y * width + x])
    }

    /// Sets the pixel at column `x`, row `y` (no blending); ignored outside the canvas.
    public mutating func setPixel(x: Int, y: Int, to color: Color) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = color.packedRGBA
        dirty.mark(rows: y, y + 1, columns: x, x + 1)
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        let alphaMask = UInt32(0xFF00_0000).littleEndian
        return pixels.withUnsafeBufferPointer { buffer in
            // AND all pixels together in blocks; any alpha below 255 clears a bit.
            var all = alphaMask
            for p in buffer { all &= p }
            return all & alphaMask == alphaMask
        }
    }

    /// Replaces every pixel with `color` (no blending).
    ///
    /// When the canvas was last filled with the same colour, only the spans
    /// drawn since are repainted (the canvas keeps, per row, where it was
    /// drawn on); the result is the same.
    public mutating func fill(_ color: Color) {
        let packed = color.packedRGBA, w = width, h = height
        if dirty.background == packed {
            let spans = dirty
            pixels.withUnsafeMutableBufferPointer { buffer in
                for y in 0..<h {
                    for b in 0..<spans.bands {
                        let (x0, x1) = spans.span(row: y, band: b, width: w)
                        guard x0 < x1 else { continue }
                        UnsafeMutableBufferPointer(rebasing: buffer[(y * w + x0)..<(y * w + x1)]).update(repeating: packed)
                    }
                }
            }
        } else {
            pixels.withUnsafeMutableBufferPointer { $0.update(repeating: packed) }
        }
        dirty.reset(background: packed, width: w, height: h)
    }

    /// Replaces (no blending) every pixel whose centre lies in `rect`, i.e.
    /// pixel (i, j) with `minX ≤ i + 0.5 < maxX` and `minY ≤ j + 0.5 < maxY`;
    /// the part outside the canvas is ignored.
    public mutating func fill(rect: Rect, color: Color) {
        let (x0, x1) = Canvas.pixelSpan(rect.minX, rect.maxX, limit: width)
        let (y0, y1) = Canvas.pixelSpan(rect.minY, rect.maxY, limit: height)
        guard x0 < x1, y0 < y1 else { return }
        let packed = color.packedRGBA, w = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in y0..<y1 {
                UnsafeMutableBufferPointer(rebasing: buffer[(y * w + x0)..<(y * w + x1)])
                    .update(repeating: packed)
            }
        }
        dirty.mark(rows: y0, y1, columns: x0, x1)
    }

    /// The pixel indices `lo..<hi` (clamped to `0...limit`) whose centres lie in [a, b).
    static func pixelSpan(_ a: Double, _ b: Double, limit: Int) -> (Int, Int) {
        guard !a.isNaN, !b.isNaN else { return (0, 0) }
        func index(_ v: Double) -> Int {
            Int(min(max((v - 0.5).rounded(.up), 0), Double(limit)))
        }
        return (index(a), index(b))
    }
}
