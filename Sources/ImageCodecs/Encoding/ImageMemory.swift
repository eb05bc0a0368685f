import Raster

/// The memory that drawing one image and encoding it takes, worked out from
/// its size before anything is allocated, so that a caller can refuse a
/// request the machine cannot give instead of failing inside an allocation.
///
/// For GIF and APNG the figures are those of one frame of an animation
/// written as one file (``AnimationEncoder``): ``file`` is a frame prepared
/// for the encoder, and ``encoder`` what the encoder holds between frames.
/// They also bound a still GIF, which holds less.
///
/// Every figure saturates at `Int.max` rather than overflowing.
public struct ImageMemory: Hashable, Sendable {
    /// Bytes of the canvas's pixels (four per pixel).
    public var canvas: Int
    /// Bytes of the encoded file, which outlives the encoding: exact for PPM
    /// and PAM; for PNG, the room its encoder reserves up front (a tag cloud
    /// compresses far below that; noise can take more). For GIF and APNG,
    /// one frame prepared for the encoder (an index a pixel, or RGB or RGBA
    /// bytes), which waits for the frames before it.
    public var file: Int
    /// Bytes the encoder holds only while it encodes, besides the file: PNG's
    /// filtered scanlines; none for PPM and PAM, written straight from the
    /// canvas. For GIF, the thread's colour cache and an RGB row.
    public var scratch: Int
    /// Bytes an animation encoder keeps from frame to frame, once per
    /// animation: for GIF the last frame's indices, the changed rectangle and
    /// two LZW outputs; for APNG the canvas before the held frame, the held
    /// frame, its cleared copy and the filtered rows, and three compressed
    /// frames (the held one and the two candidates for the next). None for
    /// still images.
    public var encoder: Int

    /// The figures for a `width × height` canvas encoded as `format`, with
    /// alpha when `keepAlpha` (PAM, PNG and APNG).
    public init(width: Int, height: Int, format: ImageFormat, keepAlpha: Bool = true,
                compression: CompressionLevel = .default) {
        let w = max(0, width), h = max(0, height)
        let pixels = Self.product(w, h)
        canvas = Self.product(pixels, MemoryLayout<UInt32>.stride)
        // Each PNG row is its filter byte and the filtered pixels.
        let filtered = Self.product(Self.sum(Self.product(w, keepAlpha ? 4 : 3), 1), h)
        let compressed = filtered == .max ? Int.max : Self.sum(Deflate.expectedSize(filtered, compression), 64)
        encoder = 0
        switch format {
        case .ppm:
            file = Self.sum(PNMEncoder.ppmHeader(width: w, height: h).count, Self.product(pixels, 3))
            scratch = 0
        case .pam:
            file = Self.sum(PNMEncoder.pamHeader(width: w, height: h, alpha: keepAlpha).count,
                            Self.product(pixels, keepAlpha ? 4 : 3))
            scratch = 0
        case .png:
            scratch = filtered
            file = compressed
        case .gif:
            // A colour cache of 64 Ki keys (4 bytes) and indices, and one RGB row.
            scratch = Self.sum(5 << 16, Self.product(w, 3))
            file = pixels
            // LZW codes take 12 bits or fewer per index; a tag cloud's far fewer.
            encoder = Self.product(pixels, 4)
        case .apng:
            let raw = Self.product(pixels, keepAlpha ? 4 : 3)
            scratch = 0
            file = raw
            encoder = Self.sum(Self.product(raw, 3), Self.sum(filtered, Self.product(compressed, 3)))
        }
    }

    /// The peak for one image: the canvas, the file, the encoder's scratch
    /// and (for an animation) its state.
    public var total: Int { [canvas, file, scratch, encoder].reduce(0, Self.sum) }

    /// `a × b`, or `Int.max` when that overflows.
    public static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : value
    }

    /// `a + b`, or `Int.max` when that overflows.
    public static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : value
    }
}
