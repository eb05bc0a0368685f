import Homogeneous

/// The sphere's pose at one instant of a ``Replay``.
public struct CameraState: Hashable, Sendable {
    /// The time in seconds from the start of the animation.
    public var time: Double
    /// The orientation as a unit quaternion (model → view).
    public var rotation: Quaternion
    /// The orientation as a rotation matrix, mapping model (sphere) directions
    /// to view space: `v = orientation.transformDirection(p)`.
    public var orientation: Matrix4
    /// The zoom factor: the sphere's on-screen radius is the layout's radius times this.
    public var zoom: Double
    /// The angular velocity in view space, in radians per second (its length
    /// is the speed, its direction the right-hand-rule axis).
    public var angularVelocity: Vector3

    /// Creates a state; ``orientation`` is derived from `rotation`.
    public init(time: Double, rotation: Quaternion, zoom: Double, angularVelocity: Vector3) {
        self.time = time
        self.rotation = rotation
        self.orientation = Matrix4(rotation)
        self.zoom = zoom
        self.angularVelocity = angularVelocity
    }
}
