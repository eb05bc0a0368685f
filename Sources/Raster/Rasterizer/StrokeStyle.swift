/// How a polyline is stroked: its width and the shape of its joins and ends.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape where two segments meet.
    public enum Join: Hashable, Sendable {
        /// A circular arc around the corner.
        case round
        /// A sharp corner, cut to a bevel when the miter would be longer than
        /// `limit` × the stroke width (the SVG rule; limits below 1 act as 1).
        case miter(limit: Double)
        /// The corner cut straight across.
        case bevel
    }

    /// The shape at the two ends of an open polyline.
    public enum Cap: Hashable, Sendable {
        /// Ends flush with the end points.
        case butt
        /// A half disc around each end point.
        case round
        /// A half square beyond each end point.
        case square
    }

    /// The stroke width in pixels (or in the polyline's units).
    public var width: Double
    /// The join at interior corners (and every corner of a closed polyline).
    public var join: Join
    /// The cap at the ends of an open polyline.
    public var cap: Cap

    /// Creates a style; the defaults give round joins and butt caps.
    public init(width: Double, join: Join = .round, cap: Cap = .butt) {
        self.width = width
        self.join = join
        self.cap = cap
    }
}
