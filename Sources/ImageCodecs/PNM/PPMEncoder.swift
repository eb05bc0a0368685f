import Raster

/// Writes binary PPM (`P6`, 8-bit RGB). PPM has no alpha: pixels that are
/// not opaque are composited over ``matte``.
public struct PPMEncoder: RowEncoder, Hashable {
    /// The opaque colour that non-opaque pixels are flattened onto (its own
    /// alpha is ignored).
    public var matte: Color
    /// The blend space used for that flattening.
    public var blend: BlendSpace

    /// Creates an encoder; by default the matte is black and the blend linear.
    public init(matte: Color = .black, blend: BlendSpace = .linear) {
        self.matte = matte
        self.blend = blend
    }

    /// Encodes `canvas` as PPM into `image` (see ``ImageEncoder/encode(_:into:)``).
    public func encode(_ canvas: Canvas, into image: inout EncodedFrame) {
        PNMEncoder.write(canvas, header: PNMEncoder.ppmHeader(width: canvas.width, height: canvas.height),
                         rgba: false, matte: matte, blend: blend, into: &image)
    }

    /// Starts encoding an image `height` rows tall, drawn in `canvas`, a band
    /// of rows at a time (see ``RowEncoder``).
    public func begin(_ canvas: Canvas, height: Int, into image: inout EncodedFrame) {
        PNMEncoder.begin(canvas, height: height, header: PNMEncoder.ppmHeader(width: canvas.width, height: height),
                         rgba: false, matte: matte, blend: blend, into: &image)
    }

    /// Writes image rows `rows` into `image` from `canvas`, whose row 0 is
    /// image row `windowTop` (see ``RowEncoder``).
    public func encode(rows: Range<Int>, of canvas: Canvas, windowTop: Int, into image: inout EncodedFrame) {
        PNMEncoder.write(rows: rows, of: canvas, windowTop: windowTop, into: &image)
    }

    /// Encodes a `width` × `height` image of `batch`'s masks over its
    /// background into `image`, compositing them straight into the PPM's
    /// rows: the bytes of drawing the batch into a canvas cleared to its
    /// background (``/Raster/Canvas/composite(_:rows:windowTop:)``) and encoding
    /// that, with no canvas. Rewrites only what differs from the image
    /// `image` held before, as ``encode(_:into:)`` does.
    ///
    /// - Returns: false, leaving `image` as it was, when the batch's
    ///   background is not opaque (draw it into a canvas instead).
    public func encode(_ batch: CoverageBatch, width: Int, height: Int, into image: inout EncodedFrame) -> Bool {
        PNMEncoder.writeRGB(batch, width: width, height: height,
                            header: PNMEncoder.ppmHeader(width: width, height: max(height, 0)),
                            matte: matte, blend: blend, into: &image)
    }
}
