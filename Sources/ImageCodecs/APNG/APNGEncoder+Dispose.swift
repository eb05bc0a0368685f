/// An APNG dispose op: how the canvas changes after a frame is shown,
/// before the next is drawn on it.
enum APNGDispose: UInt8, Hashable, Sendable {
    /// The frame stays on the canvas.
    case none = 0
    /// The frame's region is cleared to transparent black.
    case background = 1
    /// The canvas reverts to what it was before the frame was drawn.
    case previous = 2
}

/// A frame encoded against its canvas, waiting for its dispose op.
struct APNGHeldFrame: Hashable, Sendable {
    /// The whole frame's pixels (what a decoder shows).
    var pixels: [UInt8]
    /// The stored region, its blend op (OVER when true) and its zlib data.
    var rect: ChangedRect, over: Bool, data: [UInt8]
    /// The frame's number, and whether it is the default image.
    var index: Int, first: Bool
}

/// The next frame as encoded after the held frame's chosen dispose op.
struct APNGNextFrame: Hashable, Sendable {
    var dispose: APNGDispose, rect: ChangedRect, over: Bool, data: [UInt8]
}

extension APNGEncoder {
    /// The runner-up candidate is compressed too when its changed area is
    /// at most this fraction above the best one's (in quarters: 5 = +25%).
    static let runnerUpQuarters = 5

    /// Chooses the held frame's dispose op for `pixels`, the next frame:
    /// ranks the canvases NONE, BACKGROUND (RGBA only) and PREVIOUS (not
    /// after the first frame) by the area of the next frame's changed
    /// rectangle on each, compresses the best one (and the runner-up when
    /// close), and keeps the smallest, NONE on a tie. Leaves the
    /// BACKGROUND canvas in ``scratch``.
    mutating func nextFrame(_ pixels: [UInt8], after last: APNGHeldFrame) -> APNGNextFrame {
        let channels = alpha ? 4 : 3
        var options: [(dispose: APNGDispose, rect: ChangedRect?)] = [
            (.none, ChangedRect.between(last.pixels, pixels, width: width, height: height, channels: channels))]
        if alpha {
            scratch = last.pixels
            let r = last.rect
            for y in r.y..<(r.y + r.height) {
                let start = (y * width + r.x) * channels
                scratch.replaceSubrange(start..<(start + r.width * channels),
                                        with: repeatElement(0, count: r.width * channels))
            }
            options.append((.background, ChangedRect.between(scratch, pixels, width: width, height: height,
                                                             channels: channels)))
        }
        if !last.first {
            options.append((.previous, ChangedRect.between(base, pixels, width: width, height: height,
                                                           channels: channels)))
        }
        func area(_ rect: ChangedRect?) -> Int { rect.map { $0.width * $0.height } ?? 0 }
        // A stable ranking: equal areas keep the order NONE, BACKGROUND, PREVIOUS.
        let ranked = options.enumerated().sorted { (area($0.element.rect), $0.offset) < (area($1.element.rect), $1.offset) }
        var tried = [ranked[0]]
        if ranked.count > 1, area(ranked[1].element.rect) * 4 <= area(ranked[0].element.rect) * Self.runnerUpQuarters {
            tried.append(ranked[1])
        }
        var best: (order: Int, frame: APNGNextFrame)?
        for (order, option) in tried.sorted(by: { $0.offset < $1.offset }) {
            let canvas = option.dispose == .none ? last.pixels : option.dispose == .background ? scratch : base
            let rect = option.rect ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
            let (over, data) = encoded(pixels, rect, on: canvas)
            if best == nil || data.count < best!.frame.data.count {
                best = (order, APNGNextFrame(dispose: option.dispose, rect: rect, over: over, data: data))
            }
        }
        return best!.frame
    }

    /// `rect` of `pixels` drawn on `canvas`: SOURCE, or for RGBA when every
    /// changed pixel is opaque, OVER with unchanged pixels transparent if
    /// that compresses smaller. Returns whether OVER, and the zlib data.
    func encoded(_ pixels: [UInt8], _ rect: ChangedRect, on canvas: [UInt8]) -> (over: Bool, data: [UInt8]) {
        let data = compressed(pixels, rect, clearing: nil)
        if alpha && changedPixelsAreOpaque(pixels, rect, on: canvas) {
            let other = compressed(pixels, rect, clearing: canvas)
            if other.count < data.count { return (true, other) }
        }
        return (false, data)
    }

    /// Whether every pixel in `rect` that differs from `canvas` is opaque.
    func changedPixelsAreOpaque(_ pixels: [UInt8], _ rect: ChangedRect, on canvas: [UInt8]) -> Bool {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = (y * width + x) * 4
                if pixels[p + 3] != 255 && pixels[p..<(p + 4)] != canvas[p..<(p + 4)] { return false }
            }
        }
        return true
    }

    /// The filtered, zlib-compressed rows of `rect`; with a `clearing`
    /// canvas, pixels equal to its pixels are written transparent black.
    /// Rows are filtered twice, each row by the best of the level's filters
    /// and every row unfiltered (which suits flat backgrounds with text),
    /// and the smaller stream is kept.
    func compressed(_ pixels: [UInt8], _ rect: ChangedRect, clearing canvas: [UInt8]?) -> [UInt8] {
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
                if let canvas {
                    for x in 0..<rect.width {
                        let p = start + x * 4
                        if pixels[p..<(p + 4)] == canvas[p..<(p + 4)] {
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
