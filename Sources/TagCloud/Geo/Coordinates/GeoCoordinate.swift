#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// A place on the globe: latitude and longitude in degrees (WGS 84 style,
/// north and east positive), always within range.
///
/// ## Model space
///
/// ``unitVector`` puts the globe in the sphere's model space with **north up**:
///
///     x = cos(lat)·sin(lon),  y = sin(lat),  z = cos(lat)·cos(lon)
///
/// At the identity orientation the north pole is view +y (up), latitude 0,
/// longitude 0 faces the viewer (+z), and longitude grows toward +x, so east
/// is to the right, as on a map seen from outside the globe.
public struct GeoCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// The latitude in degrees, −90 (south pole) … 90 (north pole).
    public let latitude: Double
    /// The longitude in degrees, −180 … 180, east positive.
    public let longitude: Double

    /// The valid latitudes, in degrees.
    public static let latitudeRange = -90.0...90.0
    /// The valid longitudes, in degrees.
    public static let longitudeRange = -180.0...180.0

    /// Creates a coordinate, or nil when either value is out of range or not finite.
    public init?(latitude: Double, longitude: Double) {
        guard Self.latitudeRange.contains(latitude), Self.longitudeRange.contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Creates a coordinate the caller has already checked.
    init(checkedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The coordinate of a model-space direction (need not be unit length), or
    /// nil for the zero vector. At a pole the longitude is 0.
    public init?(direction: Vector3) {
        guard let u = direction.normalized else { return nil }
        let horizontal = (u.x * u.x + u.z * u.z).squareRoot()
        let lat = atan2(u.y, horizontal) * 180 / .pi
        let lon = horizontal == 0 ? 0 : atan2(u.x, u.z) * 180 / .pi
        self.init(checkedLatitude: min(90, max(-90, lat)), longitude: min(180, max(-180, lon)))
    }

    /// The point on the unit sphere, in model space (see the type's documentation).
    public var unitVector: Vector3 {
        let (lat, lon) = (latitude * .pi / 180, longitude * .pi / 180)
        let c = cos(lat)
        return Vector3(c * sin(lon), sin(lat), c * cos(lon))
    }

    /// `lat,lon` in degrees, as the parsers read it.
    public var description: String { "\(latitude),\(longitude)" }
}
