import Raster

/// Writes an animated PNG (APNG 1.0: acTL, fcTL, fdAT) that loops forever,
/// losslessly: RGB, or RGBA when alpha is kept (a transparent background
/// stays transparent).
///
/// The first frame is the default image (IDAT). Each later frame stores
/// only the rectangle where it differs from the canvas it is drawn on, and
/// that canvas is chosen per frame by the previous frame's dispose op, with
/// one frame of lookahead: frame i is held back until frame i + 1 arrives
/// (at most two frames are held), then frame i + 1's changed rectangle is
/// found against each canvas frame i can leave behind — NONE (frame i
/// stays), BACKGROUND (frame i's region cleared to transparent black; RGBA
/// only, as RGB has no transparent black) and PREVIOUS (the canvas from
/// before frame i; never for the first frame, which the spec would treat as
/// BACKGROUND). The candidates are ranked by rectangle area, only the best
/// (and the runner-up when its area is within a quarter of the best) are
/// compressed, and the smallest compressed frame wins, NONE on a tie. The
/// blend op is chosen per frame too: SOURCE replaces the rectangle; for
/// RGBA, when every changed pixel is opaque, OVER with the unchanged
/// pixels transparent is tried too, and the smaller compressed frame wins.
/// For RGB every pixel is opaque, so OVER would equal SOURCE and SOURCE is
/// always written. ``finish(into:)`` writes the
/// last held frame (dispose NONE). Output is lossless and depends only on
/// the frames in order. Delays are `1/fps` exactly for a whole fps (see
/// ``AnimationTiming/fraction(frame:)``).
public struct APNGEncoder: AnimationEncoder {
    /// The size in pixels.
    public let width: Int, height: Int
    /// The number of frames the file will hold (written in acTL first).
    public let frameCount: Int
    /// Write RGBA; when false, RGB flattened over ``matte``.
    public let alpha: Bool
    /// The opaque matte and the blend space for flattening.
    public let matte: Color, blend: BlendSpace
    /// DEFLATE effort and filters.
    public let compression: CompressionLevel
    /// The frame delays.
    public let timing: AnimationTiming
    var sequence: UInt32 = 0
    /// The canvas before the held frame was drawn (empty before the first).
    var base: [UInt8] = []
    /// The frame waiting for the next one to choose its dispose op.
    var held: APNGHeldFrame?
    /// The held frame with its region cleared (the BACKGROUND candidate), reused.
    var scratch: [UInt8] = []

    /// An encoder for `frameCount` frames of `width × height` (both below 2³¹).
    public init(width: Int, height: Int, frameCount: Int, alpha: Bool, matte: Color = .black,
                blend: BlendSpace = .linear, compression: CompressionLevel = .default, timing: AnimationTiming) {
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.alpha = alpha
        self.matte = matte.withAlpha(255)
        self.blend = blend
        self.compression = compression
        self.timing = timing
    }

    /// APNG keeps no per-thread state.
    public func makePreparer() {}

    /// Copies `canvas`'s pixels as RGB or RGBA.
    public func prepare(_ canvas: Canvas, into frame: inout AnimationFrame, using preparer: inout Void) {
        let channels = alpha ? 4 : 3
        frame.reshape(width: canvas.width, height: canvas.height, channels: channels)
        frame.pixels.withUnsafeMutableBufferPointer { out in
            guard let o = out.baseAddress else { return }
            for y in 0..<canvas.height {
                let row = o + y * canvas.width * channels
                if alpha {
                    canvas.writeRGBARow(y, to: UnsafeMutableRawPointer(row))
                } else {
                    canvas.writeRGBRow(y, to: row, matte: matte, blend: blend)
                }
            }
        }
    }

    /// Appends the signature, IHDR and acTL (loop forever).
    public mutating func start(into sink: inout [UInt8]) {
        sink += PNGEncoder.signature
        var header = PNGEncoder.bigEndian(UInt32(width)) + PNGEncoder.bigEndian(UInt32(height))
        header += [8, alpha ? 6 : 2, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &sink)
        PNGEncoder.appendChunk("acTL", PNGEncoder.bigEndian(UInt32(frameCount)) + PNGEncoder.bigEndian(0), to: &sink)
        sequence = 0
        base = []
        held = nil
    }

    /// Encodes frame `index` and appends the frame before it (fcTL, then
    /// IDAT for the first or fdAT chunks), now that its dispose op can be
    /// chosen.
    public mutating func append(_ frame: AnimationFrame, frame index: Int, into sink: inout [UInt8]) {
        let channels = alpha ? 4 : 3
        guard frame.width == width, frame.height == height, frame.channels == channels else { return }
        guard let last = held else {
            let full = ChangedRect(x: 0, y: 0, width: width, height: height)
            let data = compressed(frame.pixels, full, clearing: nil)
            held = APNGHeldFrame(pixels: frame.pixels, rect: full, over: false, data: data, index: index, first: true)
            return
        }
        let next = nextFrame(frame.pixels, after: last)
        appendFrame(last, dispose: next.dispose, into: &sink)
        switch next.dispose {
        case .none: base = last.pixels
        case .background: swap(&base, &scratch)
        case .previous: break
        }
        held = APNGHeldFrame(pixels: frame.pixels, rect: next.rect, over: next.over, data: next.data,
                             index: index, first: false)
    }

    /// Appends IEND.
    public mutating func finish(into sink: inout [UInt8]) {
        if let last = held { appendFrame(last, dispose: .none, into: &sink) }
        held = nil
        PNGEncoder.appendChunk("IEND", [], to: &sink)
    }

    /// The held frame's fcTL with `dispose`, then its data.
    private mutating func appendFrame(_ frame: APNGHeldFrame, dispose: APNGDispose, into sink: inout [UInt8]) {
        appendControl(frame.rect, delay: timing.fraction(frame: frame.index), dispose: dispose,
                      over: frame.over, into: &sink)
        appendData(frame.data, first: frame.first, into: &sink)
    }

    /// An fcTL chunk for `rect`, with its dispose op, blend op SOURCE or OVER.
    private mutating func appendControl(_ rect: ChangedRect, delay: (numerator: UInt16, denominator: UInt16),
                                        dispose: APNGDispose, over: Bool, into sink: inout [UInt8]) {
        var data = PNGEncoder.bigEndian(sequence)
        for v in [rect.width, rect.height, rect.x, rect.y] { data += PNGEncoder.bigEndian(UInt32(v)) }
        data += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                 UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), dispose.rawValue, over ? 1 : 0]
        PNGEncoder.appendChunk("fcTL", data, to: &sink)
        sequence += 1
    }

    /// The zlib data as IDAT chunks, or fdAT chunks with sequence numbers,
    /// each at most 2³⁰ bytes.
    private mutating func appendData(_ data: [UInt8], first: Bool, into sink: inout [UInt8]) {
        var start = 0
        repeat {
            let end = min(start + (1 << 30), data.count)
            if first {
                PNGEncoder.appendChunk("IDAT", data[start..<end], to: &sink)
            } else {
                PNGEncoder.appendChunk("fdAT", PNGEncoder.bigEndian(sequence) + data[start..<end], to: &sink)
                sequence += 1
            }
            start = end
        } while start < data.count
    }
}
