import Raster

/// Writes PAM (`P7`, 8 bits per sample): `RGB_ALPHA`, or `RGB` over
/// ``matte`` when ``alpha`` is false.
public struct PAMEncoder: RowEncoder, Hashable {
    /// Keep the alpha channel (`RGB_ALPHA`, the canvas's bytes as they are).
    public var alpha: Bool
    /// When alpha is dropped, the opaque colour that non-opaque pixels are
    /// flattened onto (its own alpha is ignored).
    public var matte: Color
    /// The blend space used for that flattening.
    public var blend: BlendSpace

    /// Creates an encoder; by default alpha is kept, the matte is black and the blend linear.
    public init(alpha: Bool = true, matte: Color = .black, blend: BlendSpace = .linear) {
        self.alpha = alpha
        self.matte = matte
        self.blend = blend
    }

    /// Encodes `canvas` as PAM into `image` (see ``ImageEncoder/encode(_:into:)``).
    public func encode(_ canvas: Canvas, into image: inout EncodedFrame) {
        PNMEncoder.write(canvas, header: PNMEncoder.pamHeader(width: canvas.width, height: canvas.height, alpha: alpha),
                         rgba: alpha, matte: matte, blend: blend, into: &image)
    }

    /// Starts encoding an image `height` rows tall, drawn in `canvas`, a band
    /// of rows at a time (see ``RowEncoder``).
    public func begin(_ canvas: Canvas, height: Int, into image: inout EncodedFrame) {
        PNMEncoder.begin(canvas, height: height, header: PNMEncoder.pamHeader(width: canvas.width, height: height, alpha: alpha),
                         rgba: alpha, matte: matte, blend: blend, into: &image)
    }

    /// Writes image rows `rows` into `image` from `canvas`, whose row 0 is
    /// image row `windowTop` (see ``RowEncoder``).
    public func encode(rows: Range<Int>, of canvas: Canvas, windowTop: Int, into image: inout EncodedFrame) {
        PNMEncoder.write(rows: rows, of: canvas, windowTop: windowTop, into: &image)
    }
}
