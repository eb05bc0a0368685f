import Raster

/// An encoded image kept between the frames of an animation, so that the
/// next frame's encoding rewrites only what changed.
///
/// A frame of labels on a plain background differs from the frame encoded
/// into the same buffer before it only where either frame drew. The buffer
/// remembers, per row, the span it last filled from pixels (see
/// ``DirtyRows``); ``Canvas/encode(as:options:into:)`` then restores the
/// background over the old spans and converts the new ones, and leaves every
/// other byte as it is. The bytes are always exactly those of
/// ``Canvas/encoded(as:options:)``.
public struct EncodedFrame: Sendable {
    /// The encoded image file.
    public internal(set) var bytes: [UInt8] = []
    /// What ``bytes`` show, when known: the encoding and the background
    /// outside ``spans``. Nil when the next encoding must write everything.
    var content: Content?
    /// Per row and band (as in ``DirtyRows``), the columns last written from
    /// pixels (empty: `lo >= hi`).
    var lo: [Int32] = [], hi: [Int32] = []

    /// The encoding and background that a buffer's bytes hold.
    struct Content: Equatable {
        var format: ImageFormat
        var width: Int, height: Int
        var rgba: Bool
        var matte: Color
        var blend: BlendSpace
        var background: UInt32
    }

    /// An empty buffer; the first encoding writes every byte.
    public init() {}
}

extension Canvas {
    /// Encodes the canvas into `frame`, replacing its image. PPM and PAM
    /// frames of the same size, options and background as the buffer's last
    /// image rewrite only the rows' spans drawn in either image; anything else
    /// is written in full (PNG as ``encoded(as:options:)`` gives it).
    public func encode(as format: ImageFormat, options: ImageEncodingOptions = .init(),
                       into frame: inout EncodedFrame) {
        guard format != .png, let background = dirty.background else {
            encode(as: format, options: options, replacing: &frame.bytes)
            frame.content = nil
            return
        }
        let rgba = format == .pam && options.keepAlpha
        let content = EncodedFrame.Content(format: format, width: width, height: height, rgba: rgba,
                                           matte: options.matte.withAlpha(255), blend: options.blend,
                                           background: background)
        let rowBytes = width * (rgba ? 4 : 3)
        let headerBytes = format == .ppm ? PNMEncoder.ppmHeader(width: width, height: height).count
            : PNMEncoder.pamHeader(width: width, height: height, alpha: rgba).count
        let bands = dirty.bands
        guard frame.content == content, frame.lo.count == height * bands, frame.hi.count == height * bands,
              frame.bytes.count == headerBytes + rowBytes * height else {
            // Everything, then remember the spans just converted.
            encode(as: format, options: options, replacing: &frame.bytes)
            frame.content = content
            let cells = (0..<height).flatMap { y in (0..<dirty.bands).map { dirty.span(row: y, band: $0, width: width) } }
            frame.lo = cells.map { Int32(truncatingIfNeeded: $0.x0) }
            frame.hi = cells.map { Int32(truncatingIfNeeded: $0.x1) }
            return
        }
        let rows = RowWriter(self, rgba: rgba, matte: content.matte, blend: content.blend)
        let bodyStart = headerBytes
        frame.bytes.withUnsafeMutableBufferPointer { buffer in
            frame.lo.withUnsafeMutableBufferPointer { lo in
                frame.hi.withUnsafeMutableBufferPointer { hi in
                    guard let base = buffer.baseAddress else { return }
                    for y in 0..<height {
                        let out = base + bodyStart + y * rowBytes
                        for b in 0..<bands {
                            let (n0, n1) = dirty.span(row: y, band: b, width: width)
                            let i = y * bands + b
                            // The background back over the old span, where the new one does not cover it.
                            let (o0, o1) = (Int(lo[i]), Int(hi[i]))
                            if o0 < o1 {
                                if n0 >= n1 {
                                    rows.writeBackground(o0, o1, row: out)
                                } else {
                                    rows.writeBackground(o0, min(o1, n0), row: out)
                                    rows.writeBackground(max(o0, n1), o1, row: out)
                                }
                            }
                            // The new span from the pixels.
                            if n0 < n1 { rows.writePixels(y, n0, n1, row: out) }
                            lo[i] = Int32(truncatingIfNeeded: n0)
                            hi[i] = Int32(truncatingIfNeeded: n1)
                        }
                    }
                }
            }
        }
    }
}
