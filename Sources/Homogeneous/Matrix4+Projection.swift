#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Projections are right-handed: the camera sits at the origin of view space
// looking down −z with +y up; x and y of the visible volume map onto [−1, 1]
// in normalised device coordinates, and z onto the ``DepthRange`` asked for:
// [−1, 1] (OpenGL, the default), [0, 1] (Metal, Vulkan, Direct3D) or [1, 0]
// (reversed-Z). Each returns `nil` for arguments that give no projection, and
// for a result with an entry that is not finite (never a matrix of infinities).
extension Matrix4 {
    /// A perspective projection with a vertical field of view (glm's
    /// `perspectiveRH_NO`, or `_ZO` with `depth: .zeroToOne`).
    ///
    /// Points at distance `near` in front of the camera (z = −near) get NDC
    /// z at the depth range's near value, those at `far` its far value.
    /// Returns `nil` unless `0 < fieldOfViewY < 180°`, `aspect > 0` and
    /// `0 < near < far`, all finite.
    public static func perspective(fieldOfViewY fov: Angle, aspect: Double, near: Double, far: Double,
                                   depth: DepthRange = .negativeOneToOne) -> Matrix4? {
        guard fov.radians > 0, fov.radians < .pi, aspect > 0, near > 0, far > near,
              aspect.isFinite, far.isFinite else { return nil }
        let f = 1 / tan(fov.radians / 2)
        let (a, b) = depthRow(near: near, far: far, depth: depth)
        return finite(rows: [
            f / aspect, 0, 0, 0,
            0, f, 0, 0,
            0, 0, a, b,
            0, 0, -1, 0,
        ])
    }

    /// A perspective projection with no far plane: everything in front of
    /// the camera beyond `near` is inside (glm's `infinitePerspectiveRH`).
    ///
    /// NDC z tends to the depth range's far value (+1, 1, or 0 for
    /// reversed-Z) as the distance grows; with `depth: .oneToZero` it is
    /// exactly `near / distance`. Returns `nil` unless
    /// `0 < fieldOfViewY < 180°`, `aspect > 0` and `near > 0`, all finite.
    public static func perspective(fieldOfViewY fov: Angle, aspect: Double, near: Double,
                                   depth: DepthRange = .negativeOneToOne) -> Matrix4? {
        guard fov.radians > 0, fov.radians < .pi, aspect > 0, aspect.isFinite,
              near > 0, near.isFinite else { return nil }
        let f = 1 / tan(fov.radians / 2)
        let (a, b) = depthRow(near: near, far: .infinity, depth: depth)
        return finite(rows: [
            f / aspect, 0, 0, 0,
            0, f, 0, 0,
            0, 0, a, b,
            0, 0, -1, 0,
        ])
    }

    /// A perspective projection of the frustum whose near face is the
    /// rectangle `left...right` × `bottom...top` at z = −near (glm's
    /// `frustumRH_NO`, or `_ZO`; OpenGL's `glFrustum`). Unlike
    /// ``perspective(fieldOfViewY:aspect:near:far:depth:)`` it may be
    /// off-centre (for stereo pairs, tiled rendering, oblique views).
    ///
    /// Returns `nil` unless `left ≠ right`, `bottom ≠ top` and
    /// `0 < near < far`, all finite.
    public static func frustum(left: Double, right: Double, bottom: Double, top: Double,
                               near: Double, far: Double, depth: DepthRange = .negativeOneToOne) -> Matrix4? {
        let (w, h) = (right - left, top - bottom)
        guard w != 0, h != 0, w.isFinite, h.isFinite, near > 0, far > near, far.isFinite else { return nil }
        let (a, b) = depthRow(near: near, far: far, depth: depth)
        return finite(rows: [
            2 * near / w, 0, (right + left) / w, 0,
            0, 2 * near / h, (top + bottom) / h, 0,
            0, 0, a, b,
            0, 0, -1, 0,
        ])
    }

    /// The z row `(a, b)` of a perspective projection (clip z = a·z + b for
    /// a point, w = −z), putting z = −near and z = −far at the depth range's
    /// ends; `far` may be infinite.
    private static func depthRow(near: Double, far: Double, depth: DepthRange) -> (Double, Double) {
        switch (depth, far.isFinite) {
        case (.negativeOneToOne, true): return ((far + near) / (near - far), 2 * far * near / (near - far))
        case (.zeroToOne, true): return (far / (near - far), far * near / (near - far))
        case (.oneToZero, true): return (near / (far - near), far * near / (far - near))
        case (.negativeOneToOne, false): return (-1, -2 * near)
        case (.zeroToOne, false): return (-1, -near)
        case (.oneToZero, false): return (0, near)
        }
    }

    /// An orthographic projection of the box `left...right`, `bottom...top`,
    /// `-near...-far` (in view space) onto the NDC cube (glm's `orthoRH_NO`,
    /// or `_ZO`; OpenGL's `glOrtho`). `near` and `far` may be negative (a
    /// box reaching behind the camera) or in either order.
    ///
    /// Returns `nil` when a side of the box has zero or non-finite length,
    /// or when the matrix would have an entry that is not finite (a box
    /// narrower than about 1e-308, such as 1e-320, whose `2 / width`
    /// overflows).
    public static func orthographic(left: Double, right: Double, bottom: Double, top: Double,
                                    near: Double, far: Double,
                                    depth: DepthRange = .negativeOneToOne) -> Matrix4? {
        let (w, h, d) = (right - left, top - bottom, far - near)
        guard w != 0, h != 0, d != 0, w.isFinite, h.isFinite, d.isFinite else { return nil }
        let (a, b): (Double, Double)
        switch depth {
        case .negativeOneToOne: (a, b) = (-2 / d, -(far + near) / d)
        case .zeroToOne: (a, b) = (-1 / d, -near / d)
        case .oneToZero: (a, b) = (1 / d, far / d)
        }
        return finite(rows: [
            2 / w, 0, 0, -(right + left) / w,
            0, 2 / h, 0, -(top + bottom) / h,
            0, 0, a, b,
            0, 0, 0, 1,
        ])
    }

    /// The matrix of these 16 entries (row by row) if every one is finite.
    private static func finite(rows: [Double]) -> Matrix4? {
        let m = Matrix4(rows: rows)
        return m.isFinite ? m : nil
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
