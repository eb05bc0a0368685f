#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Orientations that turn the globe (tags placed by ``GeoCoordinate/unitVector``)
/// so that a chosen place faces the viewer with north up.
public enum Globe {
    /// The orientation that brings `coordinate` to the front, view (0, 0, 1),
    /// with north up: `Rx(+lat) · Ry(−lon)` (turn about the polar axis by
    /// −lon, then tilt about view x by +lat).
    ///
    /// The north pole then lies on the upper half of the view's y axis
    /// (x = 0, y = cos lat > 0), so meridians through the centre run straight
    /// up the screen. At a pole, where "up" is undefined, the same formula is
    /// used: looking at the north pole, the meridian of the given longitude
    /// runs from the centre straight down the screen (at the south pole, up).
    public static func orientation(lookingAt coordinate: GeoCoordinate) -> Matrix4 {
        let (lat, lon) = (coordinate.latitude * .pi / 180, coordinate.longitude * .pi / 180)
        return orientation(sinLat: sin(lat), cosLat: cos(lat), sinLon: sin(lon), cosLon: cos(lon))
    }

    /// The orientation that brings the model-space direction `direction` to the
    /// front with north up, as ``orientation(lookingAt:)`` does for its latitude
    /// and longitude, computed without a round trip through angles. At a pole
    /// the longitude is taken as 0. Nil for the zero vector.
    public static func orientation(facing direction: Vector3) -> Matrix4? {
        guard let u = direction.normalized else { return nil }
        let horizontal = (u.x * u.x + u.z * u.z).squareRoot()
        // On the polar axis, longitude 0 (sin 0, cos 1).
        guard horizontal > 0 else {
            return orientation(sinLat: u.y < 0 ? -1 : 1, cosLat: 0, sinLon: 0, cosLon: 1)
        }
        return orientation(sinLat: u.y, cosLat: horizontal, sinLon: u.x / horizontal, cosLon: u.z / horizontal)
    }

    /// `Rx(lat) · Ry(−lon)` from the sines and cosines of the angles.
    private static func orientation(sinLat: Double, cosLat: Double, sinLon: Double, cosLon: Double) -> Matrix4 {
        // Ry(−lon): takes the meridian of lon to the meridian 0 (facing +z).
        let turn = Matrix4(columns: SIMD4(cosLon, 0, sinLon, 0), SIMD4(0, 1, 0, 0),
                           SIMD4(-sinLon, 0, cosLon, 0), SIMD4(0, 0, 0, 1))
        // Rx(lat): tilts the point at latitude lat down onto the view axis.
        let tilt = Matrix4(columns: SIMD4(1, 0, 0, 0), SIMD4(0, cosLat, sinLat, 0),
                           SIMD4(0, -sinLat, cosLat, 0), SIMD4(0, 0, 0, 1))
        return tilt * turn
    }
}
