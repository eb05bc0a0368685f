import Raster

/// Turns a ``Canvas`` into the bytes of one image file format. There is one
/// encoder per format, a value holding that format's options: ``PPMEncoder``,
/// ``PAMEncoder``, ``PNGEncoder`` and ``GIFEncoder``; ``ImageFormat/encoder(_:)`` picks one
/// at run time.
public protocol ImageEncoder: Sendable {
    /// Encodes `canvas` into `image`, replacing its bytes.
    ///
    /// Reuse one ``EncodedFrame`` across the frames of an animation: PPM and
    /// PAM then rewrite only the parts of rows drawn in this frame or the one
    /// before, and allocate nothing after the first frame. The bytes are
    /// always those a fresh buffer would get.
    func encode(_ canvas: Canvas, into image: inout EncodedFrame)
}

/// An encoder that can write an image a band of rows at a time, so that a
/// renderer drawing band by band hands each band over while it is still in
/// cache: ``PPMEncoder`` and ``PAMEncoder``.
///
/// ``begin(_:into:)`` and then ``encode(rows:of:into:)`` for ranges that
/// cover every row once, in any order, give exactly the bytes of
/// ``ImageEncoder/encode(_:into:)``, provided each range's rows are final
/// when it is encoded, and the canvas keeps its size and the colour it was
/// last cleared to (``Canvas/fill(_:)``) from `begin` on.
public protocol RowEncoder: ImageEncoder {
    /// Starts encoding `canvas` into `image`: sizes the buffer, writes the
    /// header and decides which bytes the rows will rewrite.
    func begin(_ canvas: Canvas, into image: inout EncodedFrame)
    /// Writes `rows` of `canvas` (begun with ``begin(_:into:)``) into `image`.
    func encode(rows: Range<Int>, of canvas: Canvas, into image: inout EncodedFrame)
}

extension ImageEncoder {
    /// The file bytes of `canvas`, encoded by ``encode(_:into:)`` into a
    /// fresh buffer (for a single image).
    public func encoded(_ canvas: Canvas) -> [UInt8] {
        var image = EncodedFrame()
        encode(canvas, into: &image)
        return image.bytes
    }
}

extension ImageFormat {
    /// The encoder for this format with `options` (PPM has no alpha and
    /// ignores ``ImageEncodingOptions/keepAlpha``; only PNG uses
    /// ``ImageEncodingOptions/compression``).
    public func encoder(_ options: ImageEncodingOptions = .init()) -> any ImageEncoder {
        switch self {
        case .ppm: PPMEncoder(matte: options.matte, blend: options.blend)
        case .pam: PAMEncoder(alpha: options.keepAlpha, matte: options.matte, blend: options.blend)
        case .png, .apng: PNGEncoder(alpha: options.keepAlpha, matte: options.matte, blend: options.blend,
                                     compression: options.compression)
        case .gif: GIFEncoder(matte: options.matte, blend: options.blend)
        }
    }
}
