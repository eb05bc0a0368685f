import Raster

/// Writes an animated GIF89a that loops forever, with one global palette.
///
/// Frame `i`'s delay comes from ``AnimationTiming`` in centiseconds (3, 3, 4,
/// … at 30 fps). Every frame is left in place for the next (disposal 1).
/// After the first, a frame stores only the rectangle where its indices
/// differ from the previous frame's, either as is or with the unchanged
/// pixels set to a transparent index, whichever LZW codes shorter. A frame
/// equal to the one before is a single transparent pixel, keeping its delay.
public struct GIFAnimationEncoder: AnimationEncoder {
    /// The size in pixels (each at most 65535).
    public let width: Int, height: Int
    /// The colours; when it has fewer than 256, the next index is the
    /// transparent one.
    public let palette: Palette
    /// The dither used to prepare frames.
    public let dither: Dither
    /// The matte and blend space non-opaque pixels are flattened with.
    public let matte: Color, blend: BlendSpace
    /// The frame delays.
    public let timing: AnimationTiming
    private let transparent: Int?
    private let entries: Int
    private let minCodeSize: Int
    private var previous: [UInt8] = []
    private var lzw = LZWEncoder()
    private var crop: [UInt8] = [], codes: [UInt8] = [], other: [UInt8] = []

    /// An encoder for `width × height` frames (both 1...65535) with `palette`.
    public init(width: Int, height: Int, palette: Palette, dither: Dither = .none, matte: Color = .black,
                blend: BlendSpace = .linear, timing: AnimationTiming) {
        self.width = width
        self.height = height
        self.palette = palette
        self.dither = dither
        self.matte = matte.withAlpha(255)
        self.blend = blend
        self.timing = timing
        transparent = palette.colors.count < 256 ? palette.colors.count : nil
        entries = palette.colors.count + (transparent == nil ? 0 : 1)
        minCodeSize = LZWEncoder.minimumCodeSize(colors: entries)
    }

    /// Whether GIF can hold a `width × height` image.
    public static func canEncode(width: Int, height: Int) -> Bool {
        (1...GIFWriter.maximumSide).contains(width) && (1...GIFWriter.maximumSide).contains(height)
    }

    /// A colour cache for one thread.
    public func makePreparer() -> PaletteMapper {
        PaletteMapper(palette: palette, dither: dither)
    }

    /// Maps `canvas`, flattened over the matte, to palette indices.
    public func prepare(_ canvas: Canvas, into frame: inout AnimationFrame, using mapper: inout PaletteMapper) {
        frame.reshape(width: canvas.width, height: canvas.height, channels: 1)
        var row = [UInt8](repeating: 0, count: canvas.width * 3)
        row.withUnsafeMutableBufferPointer { row in
        frame.pixels.withUnsafeMutableBufferPointer { out in
            guard let r = row.baseAddress, let o = out.baseAddress else { return }
            for y in 0..<canvas.height {
                canvas.writeRGBRow(y, to: r, matte: matte, blend: blend)
                mapper.map(rgb: r, count: canvas.width, y: y, into: o + y * canvas.width)
            }
        }
        }
    }

    /// Appends the header, the palette and the loop extension.
    public mutating func start(into sink: inout [UInt8]) {
        GIFWriter.header(width: width, height: height, palette: palette, entries: entries, into: &sink)
        GIFWriter.loopForever(into: &sink)
        previous = []
    }

    /// Appends frame `index` (its indices; the first frame whole, later
    /// ones as the changed rectangle).
    public mutating func append(_ frame: AnimationFrame, frame index: Int, into sink: inout [UInt8]) {
        let delay = timing.delay(frame: index, unitsPerSecond: 100)
        guard frame.width == width, frame.height == height, frame.channels == 1 else { return }
        guard previous.count == frame.pixels.count else {
            // The first frame, whole.
            codes.removeAll(keepingCapacity: true)
            frame.pixels.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &codes) }
            GIFWriter.graphicControl(disposal: 1, delay: delay, transparent: nil, into: &sink)
            GIFWriter.image(x: 0, y: 0, width: width, height: height, minCodeSize: minCodeSize, codes: codes, into: &sink)
            previous = frame.pixels
            return
        }
        let changed = ChangedRect.between(previous, frame.pixels, width: width, height: height, channels: 1)
        let rect = changed ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
        let unchanged = changed == nil
        // The rectangle as is.
        cropRect(frame.pixels, rect, maskingWith: nil)
        codes.removeAll(keepingCapacity: true)
        crop.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &codes) }
        var useTransparent = false
        if let t = transparent {
            // The unchanged pixels transparent.
            cropRect(frame.pixels, rect, maskingWith: UInt8(t))
            other.removeAll(keepingCapacity: true)
            crop.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &other) }
            if other.count < codes.count || unchanged {
                swap(&codes, &other)
                useTransparent = true
            }
        }
        GIFWriter.graphicControl(disposal: 1, delay: delay, transparent: useTransparent ? transparent : nil, into: &sink)
        GIFWriter.image(x: rect.x, y: rect.y, width: rect.width, height: rect.height, minCodeSize: minCodeSize,
                        codes: codes, into: &sink)
        // Only the rectangle changed.
        for y in rect.y..<(rect.y + rect.height) {
            let start = y * width + rect.x
            previous.replaceSubrange(start..<(start + rect.width), with: frame.pixels[start..<(start + rect.width)])
        }
    }

    /// Appends the trailer.
    public mutating func finish(into sink: inout [UInt8]) {
        GIFWriter.trailer(into: &sink)
    }

    /// Copies `rect` of `pixels` into `crop`; with `mask`, pixels equal to
    /// the previous frame's become `mask`.
    private mutating func cropRect(_ pixels: [UInt8], _ rect: ChangedRect, maskingWith mask: UInt8?) {
        crop.removeAll(keepingCapacity: true)
        for y in rect.y..<(rect.y + rect.height) {
            let start = y * width + rect.x
            if let mask {
                for x in start..<(start + rect.width) { crop.append(pixels[x] == previous[x] ? mask : pixels[x]) }
            } else {
                crop += pixels[start..<(start + rect.width)]
            }
        }
    }
}
