/// A point or offset in a 2D plane: pixel space (x right, y down) for the
/// rasterizer and canvas, or font units (y up) for glyph outlines.
public struct Point: Hashable, Sendable, BitwiseCopyable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinates, unlabelled.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

extension Point {
    /// Component-wise sum.
    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

    /// Component-wise difference.
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    /// Scales both coordinates by `s`.
    @inlinable
    public static func * (p: Point, s: Double) -> Point { Point(x: p.x * s, y: p.y * s) }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1).
    @inlinable
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
