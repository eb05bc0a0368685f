import Homogeneous

/// The land as outlines on the unit sphere: rings whose union (filled with
/// non-zero winding) is the land, and the coast lines to stroke.
public struct LandOutlines: Hashable, Sendable {
    /// Closed rings, model-space unit vectors, first point not repeated.
    public var rings: [[Vector3]]
    /// Open coast lines, model-space unit vectors.
    public var coasts: [[Vector3]]

    /// Outlines from rings and coast lines of places.
    public init(rings: [[GeoCoordinate]], coasts: [[GeoCoordinate]]) {
        self.rings = rings.map { $0.map(\.unitVector) }
        self.coasts = coasts.map { $0.map(\.unitVector) }
    }

    /// The number of points in all.
    public var pointCount: Int { rings.reduce(0) { $0 + $1.count } + coasts.reduce(0) { $0 + $1.count } }
}
