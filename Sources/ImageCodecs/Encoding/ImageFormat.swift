import Raster

/// An output image file format.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Binary PPM (`P6`, 8-bit RGB). Has no alpha: non-opaque pixels are
    /// composited over ``ImageEncodingOptions/matte`` (black by default).
    case ppm
    /// PAM (`P7`): `RGB_ALPHA` by default, `RGB` when alpha is not kept.
    case pam
    /// PNG, 8-bit RGBA by default, RGB when alpha is not kept.
    case png
    /// GIF89a, with a palette of up to 256 colours (``GIFEncoder``); an
    /// animation is one looping file (``GIFAnimationEncoder``). No alpha:
    /// pixels are composited over the matte.
    case gif
    /// Animated PNG (``APNGEncoder``), lossless; a still image is a plain PNG.
    case apng

    /// The usual file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// Whether an animation in this format is one file rather than one file a frame.
    public var isAnimationFile: Bool { self == .gif || self == .apng }

    /// The format for a file name extension (`ppm`, `pam`, `png`, `gif`, `apng`; any case), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}

/// How a canvas is turned into file bytes, for a format chosen at run time
/// (see ``ImageFormat/encoder(_:)``).
public struct ImageEncodingOptions: Hashable, Sendable {
    /// Keep the alpha channel (PAM `RGB_ALPHA`, PNG RGBA). When false, or for
    /// PPM, pixels are composited over ``matte`` and written as RGB.
    public var keepAlpha: Bool
    /// The opaque colour that non-opaque pixels are flattened onto when alpha
    /// is dropped (its own alpha is ignored).
    public var matte: Color
    /// The blend space used for that flattening.
    public var blend: BlendSpace
    /// PNG compression effort.
    public var compression: CompressionLevel

    /// Creates options; by default alpha is kept, the matte is black, the
    /// blend is linear and PNG compression is `.default`.
    public init(keepAlpha: Bool = true, matte: Color = .black, blend: BlendSpace = .linear,
                compression: CompressionLevel = .default) {
        self.keepAlpha = keepAlpha
        self.matte = matte
        self.blend = blend
        self.compression = compression
    }
}
