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

    /// Starts encoding `canvas` into `image` a band of rows at a time (see ``RowEncoder``).
    public func begin(_ canvas: Canvas, into image: inout EncodedFrame) {
        PNMEncoder.begin(canvas, header: PNMEncoder.pamHeader(width: canvas.width, height: canvas.height, alpha: alpha),
                         rgba: alpha, matte: matte, blend: blend, into: &image)
    }

    /// Writes `rows` of `canvas` into `image` (see ``RowEncoder``).
    public func encode(rows: Range<Int>, of canvas: Canvas, into image: inout EncodedFrame) {
        PNMEncoder.write(rows: rows, of: canvas, into: &image)
    }
}
