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

    /// The box around `points` (their smallest and largest x and y), or nil
    /// when there are none. A point with a NaN coordinate is passed over,
    /// unless it comes first (then the box has NaN corners and contains
    /// nothing).
    public init?(enclosing points: UnsafeBufferPointer<Point>) {
        guard let p = points.baseAddress, points.count > 0 else { return nil }
        // The corners as (x, y) pairs (`minpd`/`maxpd`).
        let raw = UnsafeRawPointer(p)
        var lo = raw.loadUnaligned(as: SIMD2<Double>.self), hi = lo
        for i in 1 ..< points.count {
            let u = raw.loadUnaligned(fromByteOffset: i &* 16, as: SIMD2<Double>.self)
            lo = lo.replacing(with: u, where: u .< lo)
            hi = hi.replacing(with: u, where: u .> hi)
        }
        self.init(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y)
    }
}
