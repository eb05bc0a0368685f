import Raster

/// Writes an animated PNG (APNG 1.0: acTL, fcTL, fdAT) that loops forever,
/// losslessly: RGB, or RGBA when alpha is kept (a transparent background
/// stays transparent).
///
/// The first frame is the default image (IDAT). Each later frame stores
/// only the rectangle where it differs from the frame before, which stays
/// in place (dispose op NONE). Its blend op is chosen per frame: SOURCE
/// replaces the rectangle; for RGBA, when every changed pixel is opaque,
/// OVER with the unchanged pixels transparent is tried too, and the smaller
/// compressed frame wins. Delays are `1/fps` exactly for a whole fps (see
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
    private var sequence: UInt32 = 0
    private var previous: [UInt8] = []
    private var crop: [UInt8] = []

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
        previous = []
    }

    /// Appends frame `index`: fcTL, then IDAT (the first) or fdAT chunks.
    public mutating func append(_ frame: AnimationFrame, frame index: Int, into sink: inout [UInt8]) {
        let channels = alpha ? 4 : 3
        guard frame.width == width, frame.height == height, frame.channels == channels else { return }
        let delay = timing.fraction(frame: index)
        guard previous.count == frame.pixels.count else {
            let data = compressed(frame.pixels, ChangedRect(x: 0, y: 0, width: width, height: height), clearUnchanged: false)
            appendControl(ChangedRect(x: 0, y: 0, width: width, height: height), delay: delay, over: false, into: &sink)
            appendData(data, first: true, into: &sink)
            previous = frame.pixels
            return
        }
        let rect = ChangedRect.between(previous, frame.pixels, width: width, height: height, channels: channels)
            ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
        var data = compressed(frame.pixels, rect, clearUnchanged: false)
        var over = false
        if alpha && changedPixelsAreOpaque(frame.pixels, rect) {
            let other = compressed(frame.pixels, rect, clearUnchanged: true)
            if other.count < data.count { (data, over) = (other, true) }
        }
        appendControl(rect, delay: delay, over: over, into: &sink)
        appendData(data, first: false, into: &sink)
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * width + rect.x) * channels, end = start + rect.width * channels
            previous.replaceSubrange(start..<end, with: frame.pixels[start..<end])
        }
    }

    /// Appends IEND.
    public mutating func finish(into sink: inout [UInt8]) {
        PNGEncoder.appendChunk("IEND", [], to: &sink)
    }

    /// An fcTL chunk for `rect`, dispose op NONE, blend op SOURCE or OVER.
    private mutating func appendControl(_ rect: ChangedRect, delay: (numerator: UInt16, denominator: UInt16),
                                        over: Bool, into sink: inout [UInt8]) {
        var data = PNGEncoder.bigEndian(sequence)
        for v in [rect.width, rect.height, rect.x, rect.y] { data += PNGEncoder.bigEndian(UInt32(v)) }
        data += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                 UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, over ? 1 : 0]
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

    /// Whether every pixel in `rect` that changed is opaque.
    private func changedPixelsAreOpaque(_ pixels: [UInt8], _ rect: ChangedRect) -> Bool {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = (y * width + x) * 4
                if pixels[p + 3] != 255 && pixels[p..<(p + 4)] != previous[p..<(p + 4)] { return false }
            }
        }
        return true
    }

    /// The filtered, zlib-compressed rows of `rect`; with `clearUnchanged`,
    /// pixels equal to the previous frame's are written transparent black.
    /// Rows are filtered twice, each row by the best of the level's filters
    /// and every row unfiltered (which suits flat backgrounds with text),
    /// and the smaller stream is kept.
    private mutating func compressed(_ pixels: [UInt8], _ rect: ChangedRect, clearUnchanged: Bool) -> [UInt8] {
        let channels = alpha ? 4 : 3
        var best: [UInt8] = []
        let choices = PNGFilter.candidates(for: compression) == [.none]
            ? [[PNGFilter.none]] : [PNGFilter.candidates(for: compression), [.none]]
        for candidates in choices {
            let filtered = PNGFilter.filteredRows(width: rect.width, height: rect.height, bpp: channels,
                                                  candidates: candidates) { y, row in
                let start = ((rect.y + y) * width + rect.x) * channels
                for k in 0..<(rect.width * channels) {
                    row[k] = pixels[start + k]
                }
                if clearUnchanged {
                    for x in 0..<rect.width {
                        let p = start + x * 4
                        if pixels[p..<(p + 4)] == previous[p..<(p + 4)] {
                            for c in 0..<4 { row[x * 4 + c] = 0 }
                        }
                    }
                }
            }
            let data = filtered.withUnsafeBytes { Deflate.zlibCompress($0, level: compression) }
            if best.isEmpty || data.count < best.count { best = data }
        }
        return best
    }
}
