#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Projections follow the OpenGL convention: the camera sits at the origin of
// view space looking down −z with +y up, and the visible volume maps to
// normalised device coordinates in [−1, 1] on every axis (near → −1, far → +1).
extension Matrix4 {
    /// A perspective projection with a vertical field of view.
    ///
    /// Returns `nil` unless `0 < fieldOfViewY < 180°`, `aspect > 0` and
    /// `0 < near < far`, all finite.
    public static func perspective(fieldOfViewY fov: Angle, aspect: Double, near: Double, far: Double) -> Matrix4? {
        guard fov.radians > 0, fov.radians < .pi, aspect > 0, near > 0, far > near,
              aspect.isFinite, far.isFinite else { return nil }
        let f = 1 / tan(fov.radians / 2)
        return Matrix4(rows: [
            f / aspect, 0, 0, 0,
            0, f, 0, 0,
            0, 0, (far + near) / (near - far), 2 * far * near / (near - far),
            0, 0, -1, 0,
        ])
    }

    /// An orthographic projection of the box `left...right`, `bottom...top`,
    /// `-near...-far` (in view space) onto the unit cube.
    ///
    /// Returns `nil` when a side of the box has zero or non-finite length.
    public static func orthographic(left: Double, right: Double, bottom: Double, top: Double,
                                    near: Double, far: Double) -> Matrix4? {
        let (w, h, d) = (right - left, top - bottom, far - near)
        guard w != 0, h != 0, d != 0, w.isFinite, h.isFinite, d.isFinite else { return nil }
        return Matrix4(rows: [
            2 / w, 0, 0, -(right + left) / w,
            0, 2 / h, 0, -(top + bottom) / h,
            0, 0, -2 / d, -(far + near) / d,
            0, 0, 0, 1,
        ])
    }

    /// The view transform of a camera at `eye` looking at `target`, with `up`
    /// roughly up: it maps `eye` to the origin and `target` onto the −z axis.
    ///
    /// Returns `nil` when `eye == target` or `up` is parallel to the view direction.
    public static func lookAt(eye: Vector3, target: Vector3, up: Vector3) -> Matrix4? {
        guard let forward = (target - eye).normalized,
              let side = forward.cross(up).normalized else { return nil }
        let upward = side.cross(forward)
        return Matrix4(rows: [
            side.x, side.y, side.z, -side.dot(eye),
            upward.x, upward.y, upward.z, -upward.dot(eye),
            -forward.x, -forward.y, -forward.z, forward.dot(eye),
            0, 0, 0, 1,
        ])
    }
}
