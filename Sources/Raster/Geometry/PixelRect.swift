/// An axis-aligned rectangle of whole pixels: columns `minX ..< maxX` and
/// rows `minY ..< maxY` in screen space (x right, y down).
///
/// Used for clip rectangles (usually the canvas bounds) and mask placement.
/// A rectangle with `maxX <= minX` or `maxY <= minY` is empty.
public struct PixelRect: Hashable, Sendable {
    /// The first column inside the rectangle.
    public var minX: Int
    /// The first row inside the rectangle.
    public var minY: Int
    /// One past the last column inside the rectangle.
    public var maxX: Int
    /// One past the last row inside the rectangle.
    public var maxY: Int

    /// Creates a rectangle from its corners (`max` is exclusive).
    @inlinable
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Creates a rectangle from an origin and a size; sizes that would
    /// overflow `Int` are clamped.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        let (mx, ox) = x.addingReportingOverflow(Swift.max(0, width))
        let (my, oy) = y.addingReportingOverflow(Swift.max(0, height))
        self.init(minX: x, minY: y, maxX: ox ? Int.max : mx, maxY: oy ? Int.max : my)
    }

    /// The number of columns (0 when empty; clamped to `Int.max`).
    @inlinable
    public var width: Int {
        guard maxX > minX else { return 0 }
        let (w, overflow) = maxX.subtractingReportingOverflow(minX)
        return overflow ? Int.max : w
    }

    /// The number of rows (0 when empty; clamped to `Int.max`).
    @inlinable
    public var height: Int {
        guard maxY > minY else { return 0 }
        let (h, overflow) = maxY.subtractingReportingOverflow(minY)
        return overflow ? Int.max : h
    }

    /// True when the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both rectangles (possibly empty).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                  maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// True when pixel (`x`, `y`) lies inside.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }
}
