/// A tag with a place on the globe, read by ``GeoTagInput`` for globe mode.
public struct GeoTag: Hashable, Sendable {
    /// The tag's text.
    public var name: String
    /// The tag's weight, greater than 0 (1 when the line gives none).
    public var weight: Double
    /// Where the tag sits on the globe.
    public var coordinate: GeoCoordinate

    /// Creates a tag.
    public init(name: String, weight: Double = 1, coordinate: GeoCoordinate) {
        self.name = name
        self.weight = weight
        self.coordinate = coordinate
    }

    /// The latitude in degrees.
    public var latitude: Double { coordinate.latitude }
    /// The longitude in degrees.
    public var longitude: Double { coordinate.longitude }
}
