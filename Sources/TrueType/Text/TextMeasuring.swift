import Raster

/// The size of a run of text at a pixel size, in pixels.
public struct TextExtent: Hashable, Sendable {
    /// The advance width: how far the pen moves across the whole run.
    public var width: Double
    /// The distance from the baseline up to the top of the line (positive).
    public var ascent: Double
    /// The distance from the baseline down to the bottom of the line (positive).
    public var descent: Double

    /// Creates an extent.
    @inlinable
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// The line height, `ascent + descent`.
    @inlinable public var height: Double { ascent + descent }
}

/// Something that can say how large a string is when set at a pixel size.
///
/// The layout pass sizes label boxes through this interface; a real font
/// (``Font``) and the quick ``AverageAdvanceMetrics`` estimate both conform.
public protocol TextMeasuring: Sendable {
    /// The extent of `text` set on one line at `pixelSize` pixels per em.
    func measure(_ text: String, pixelSize: Double) -> TextExtent
}

/// An estimate of text size from an average advance per character, for
/// layouts computed without a font.
public struct AverageAdvanceMetrics: TextMeasuring, Hashable {
    /// The average advance of one character, in ems.
    public var averageAdvance: Double
    /// The ascent, in ems.
    public var ascent: Double
    /// The descent, in ems.
    public var descent: Double

    /// Creates an estimate; the defaults suit a typical sans-serif face.
    public init(averageAdvance: Double = 0.55, ascent: Double = 0.93, descent: Double = 0.24) {
        self.averageAdvance = averageAdvance
        self.ascent = ascent
        self.descent = descent
    }

    /// The estimated extent: characters × average advance, and fixed ascent and descent.
    public func measure(_ text: String, pixelSize: Double) -> TextExtent {
        TextExtent(width: Double(text.count) * averageAdvance * pixelSize,
                   ascent: ascent * pixelSize, descent: descent * pixelSize)
    }
}
