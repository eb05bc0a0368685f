import Raster

/// Writes a still GIF89a: the canvas flattened over ``matte``, with a
/// palette of up to 256 colours built from its own pixels by
/// ``PaletteQuantizer`` (exact when it has 256 colours or fewer).
///
/// - Precondition: both sides are 1...65535 (check with
///   ``GIFAnimationEncoder/canEncode(width:height:)``).
public struct GIFEncoder: ImageEncoder, Hashable {
    /// The opaque colour non-opaque pixels are flattened onto.
    public var matte: Color
    /// The blend space used for that flattening.
    public var blend: BlendSpace
    /// The dither applied when the image has more colours than the palette.
    public var dither: Dither

    /// Creates an encoder; by default over black, linear blending, no dither.
    public init(matte: Color = .black, blend: BlendSpace = .linear, dither: Dither = .none) {
        self.matte = matte
        self.blend = blend
        self.dither = dither
    }

    /// Encodes `canvas` as a still GIF into `image`.
    public func encode(_ canvas: Canvas, into image: inout EncodedFrame) {
        precondition(GIFAnimationEncoder.canEncode(width: canvas.width, height: canvas.height),
                     "GIF sides must be 1...65535")
        var histogram = ColorHistogram()
        histogram.add(canvas, matte: matte, blend: blend)
        let palette = PaletteQuantizer(maxColors: 256).palette(from: histogram)
        let entries = palette.colors.count
        let minCodeSize = LZWEncoder.minimumCodeSize(colors: entries)
        var mapper = PaletteMapper(palette: palette, dither: dither)
        var indices = [UInt8](repeating: 0, count: canvas.width * canvas.height)
        var row = [UInt8](repeating: 0, count: canvas.width * 3)
        row.withUnsafeMutableBufferPointer { row in
        indices.withUnsafeMutableBufferPointer { out in
            guard let r = row.baseAddress, let o = out.baseAddress else { return }
            for y in 0..<canvas.height {
                canvas.writeRGBRow(y, to: r, matte: matte.withAlpha(255), blend: blend)
                mapper.map(rgb: r, count: canvas.width, y: y, into: o + y * canvas.width)
            }
        }
        }
        var codes: [UInt8] = []
        var lzw = LZWEncoder()
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &codes) }
        var file: [UInt8] = []
        GIFWriter.header(width: canvas.width, height: canvas.height, palette: palette, entries: entries, into: &file)
        GIFWriter.image(x: 0, y: 0, width: canvas.width, height: canvas.height, minCodeSize: minCodeSize,
                        codes: codes, into: &file)
        GIFWriter.trailer(into: &file)
        image.bytes = file
        image.content = nil
    }
}
