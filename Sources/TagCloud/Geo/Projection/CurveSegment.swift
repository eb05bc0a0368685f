import Raster

/// One straight piece of a route or link arc to draw, in screen space.
///
/// Consecutive segments with the same ``run`` share their end points and
/// form one unbroken polyline, which the draw step can stroke as a whole so
/// joins have no seams; a new run starts wherever the curve was cut (by the
/// horizon, the back side or culling).
public struct CurveSegment: Hashable, Sendable {
    /// The start, in pixels (x right, y down).
    public var start: Point
    /// The end, in pixels.
    public var end: Point
    /// The view-space z of the segment's middle (lifted): +1 nearest the
    /// viewer. Sort with labels by this, back to front.
    public var depth: Double
    /// The opacity factor, 0 … 1: 1 on the front, less behind the sphere in
    /// ``BackfaceMode/fade`` mode.
    public var alpha: Double
    /// The index of the unbroken piece of the curve this segment belongs to,
    /// counting from 0 in drawing order.
    public var run: Int

    /// Creates a segment.
    public init(start: Point, end: Point, depth: Double, alpha: Double, run: Int) {
        self.start = start
        self.end = end
        self.depth = depth
        self.alpha = alpha
        self.run = run
    }
}
