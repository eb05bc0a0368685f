import Raster
import TagCloud

/// An image size in pixels, both sides at least 1.
struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int

    /// The number of pixels; sides are capped by the parser, so this cannot
    /// overflow.
    var pixelCount: Int { width * height }

    /// `WIDTHxHEIGHT`.
    var description: String { "\(width)x\(height)" }
}

/// A range of frame numbers (counted from 0), `last` nil for "to the end".
struct FrameRange: Hashable, Sendable, CustomStringConvertible {
    /// The first frame to render.
    let first: Int
    /// The last frame to render (inclusive), or nil for the final frame.
    let last: Int?

    /// Whether frame `index` is in the range.
    func contains(_ index: Int) -> Bool {
        index >= first && (last.map { index <= $0 } ?? true)
    }

    /// `A-B` or `A-`.
    var description: String { "\(first)-" + (last.map(String.init) ?? "") }
}

/// Limits the command line enforces; options raise some of them.
enum Limits {
    /// The default `--max-pixels`: the library's cap, ``Canvas/defaultMaxPixels``.
    static let defaultMaxPixels = Canvas.defaultMaxPixels
    /// The largest `--size` side, so pixel counts stay far from overflow.
    static let maximumSide = 1_000_000
    /// The default `--max-frames`: the library's, ``TagCloud/ReplayOptions/defaultMaxFrames``.
    static let defaultMaxFrames = ReplayOptions.defaultMaxFrames
    /// The largest `--glyph-cache`: a million outlines (a few GB at most).
    static let maximumGlyphCache = 1_000_000
    /// The largest frame number `--frames` accepts.
    static let maximumFrameNumber = 1_000_000_000
    /// The largest input file read (`--tags`, `--script`, `--stopwords`,
    /// `--font`): 256 MiB.
    static let maximumInputBytes = 256 << 20
}
