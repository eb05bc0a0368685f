import Raster

/// Turns a ``/Raster/Canvas`` into the bytes of one image file format. There is one
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
/// ``begin(_:height:into:)`` and then ``encode(rows:of:windowTop:into:)`` for
/// ranges that cover every row once, in any order, give exactly the bytes of
/// ``ImageEncoder/encode(_:into:)`` of the whole image, provided each range's
/// rows are final when it is encoded. The canvas may be the whole image or a
/// window onto some of its rows (a band-sized canvas reused for every band);
/// it keeps the image's width and the colour it was last cleared to
/// (``/Raster/Canvas/fill(_:)``) from `begin` on.
public protocol RowEncoder: ImageEncoder {
    /// Starts encoding an image `height` rows tall, drawn in `canvas` (the
    /// image or a window onto it), into `image`: sizes the buffer, writes the
    /// header and decides which bytes the rows will rewrite.
    func begin(_ canvas: Canvas, height: Int, into image: inout EncodedFrame)
    /// Writes image rows `rows` into `image` from `canvas`, whose row 0 is
    /// image row `windowTop` (begun with ``begin(_:height:into:)``).
    func encode(rows: Range<Int>, of canvas: Canvas, windowTop: Int, into image: inout EncodedFrame)
}

extension RowEncoder {
    /// Starts encoding `canvas` itself, a band at a time (see ``RowEncoder``).
    public func begin(_ canvas: Canvas, into image: inout EncodedFrame) {
        begin(canvas, height: canvas.height, into: &image)
    }

    /// Writes `rows` of `canvas` itself into `image` (see ``RowEncoder``).
    public func encode(rows: Range<Int>, of canvas: Canvas, into image: inout EncodedFrame) {
        encode(rows: rows, of: canvas, windowTop: 0, into: &image)
    }
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
