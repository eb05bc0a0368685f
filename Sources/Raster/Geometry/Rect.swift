/// An axis-aligned rectangle given by its minimum and maximum corners.
public struct Rect: Hashable, Sendable {
    /// The smallest x inside the rectangle.
    public var minX: Double
    /// The smallest y inside the rectangle.
    public var minY: Double
    /// The largest x inside the rectangle.
    public var maxX: Double
    /// The largest y inside the rectangle.
    public var maxY: Double

    /// Creates a rectangle from its corners; the caller keeps min ≤ max.
    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The width, `maxX - minX`.
    @inlinable public var width: Double { maxX - minX }
    /// The height, `maxY - minY`.
    @inlinable public var height: Double { maxY - minY }

    /// The smallest rectangle containing both `self` and `other`.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
             maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The smallest rectangle containing `self` and `p`.
    @inlinable
    public func including(_ p: Point) -> Rect {
        Rect(minX: Swift.min(minX, p.x), minY: Swift.min(minY, p.y),
             maxX: Swift.max(maxX, p.x), maxY: Swift.max(maxY, p.y))
    }
}
