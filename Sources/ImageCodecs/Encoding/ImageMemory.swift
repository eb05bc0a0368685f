import Raster

/// The memory that drawing one image and encoding it takes, worked out from
/// its size before anything is allocated, so that a caller can refuse a
/// request the machine cannot give instead of failing inside an allocation.
///
/// Every figure saturates at `Int.max` rather than overflowing.
public struct ImageMemory: Hashable, Sendable {
    /// Bytes of the canvas's pixels (four per pixel).
    public var canvas: Int
    /// Bytes of the encoded file, which outlives the encoding: exact for PPM
    /// and PAM; for PNG, the room its encoder reserves up front (a tag cloud
    /// compresses far below that; noise can take more).
    public var file: Int
    /// Bytes the encoder holds only while it encodes, besides the file: PNG's
    /// filtered scanlines; none for PPM and PAM, written straight from the canvas.
    public var scratch: Int

    /// The figures for a `width × height` canvas encoded as `format`, with
    /// alpha when `keepAlpha` (PAM and PNG).
    public init(width: Int, height: Int, format: ImageFormat, keepAlpha: Bool = true,
                compression: CompressionLevel = .default) {
        let w = max(0, width), h = max(0, height)
        let pixels = Self.product(w, h)
        canvas = Self.product(pixels, MemoryLayout<UInt32>.stride)
        switch format {
        case .ppm:
            file = Self.sum(PNMEncoder.ppmHeader(width: w, height: h).count, Self.product(pixels, 3))
            scratch = 0
        case .pam:
            file = Self.sum(PNMEncoder.pamHeader(width: w, height: h, alpha: keepAlpha).count,
                            Self.product(pixels, keepAlpha ? 4 : 3))
            scratch = 0
        case .gif:
            // The indices and one RGB row; the file is at most about the
            // indices again (LZW codes of 12 bits or fewer per index).
            scratch = Self.sum(pixels, Self.product(w, 3))
            file = Self.sum(Self.product(pixels, 2), 1024)
        case .png, .apng:
            // Each row is its filter byte and the filtered pixels.
            let filtered = Self.product(Self.sum(Self.product(w, keepAlpha ? 4 : 3), 1), h)
            scratch = filtered
            file = filtered == .max ? .max : Self.sum(Deflate.expectedSize(filtered, compression), 64)
        }
    }

    /// The peak for one image: the canvas, the file and the encoder's scratch.
    public var total: Int { Self.sum(canvas, Self.sum(file, scratch)) }

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
