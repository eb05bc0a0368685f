/// A homogeneous 4-component vector: a point when `w = 1`, a direction when `w = 0`.
public struct Vector4: Hashable, Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double
    /// The homogeneous w component.
    public var w: Double

    /// Creates a vector from its components.
    @inlinable
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// Creates a vector from its components, unlabelled.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.init(x: x, y: y, z: z, w: w)
    }

    /// Extends a 3D vector with the given `w` (1 for points, 0 for directions).
    @inlinable
    public init(_ v: Vector3, w: Double) {
        self.init(x: v.x, y: v.y, z: v.z, w: w)
    }

    /// The first three components, without dividing by `w`.
    @inlinable public var xyz: Vector3 { Vector3(x, y, z) }

    /// The point this vector stands for, `xyz / w`, or `nil` when `w` is zero
    /// or the result is not finite (a point at infinity).
    @inlinable
    public var dehomogenized: Vector3? {
        guard w != 0 else { return nil }
        let p = Vector3(x / w, y / w, z / w)
        return p.isFinite ? p : nil
    }

    /// The dot product of all four components.
    @inlinable
    public func dot(_ b: Vector4) -> Double { x * b.x + y * b.y + z * b.z + w * b.w }

    /// True when every component differs from `b`'s by at most `tolerance`.
    @inlinable
    public func isApproximatelyEqual(to b: Vector4, tolerance: Double = 1e-9) -> Bool {
        abs(x - b.x) <= tolerance && abs(y - b.y) <= tolerance
            && abs(z - b.z) <= tolerance && abs(w - b.w) <= tolerance
    }
}

extension Vector4 {
    /// Component-wise sum.
    @inlinable
    public static func + (a: Vector4, b: Vector4) -> Vector4 { Vector4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w) }

    /// Component-wise difference.
    @inlinable
    public static func - (a: Vector4, b: Vector4) -> Vector4 { Vector4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w) }

    /// Scales every component by `s`.
    @inlinable
    public static func * (v: Vector4, s: Double) -> Vector4 { Vector4(v.x * s, v.y * s, v.z * s, v.w * s) }
}

extension Vector4: CustomStringConvertible {
    /// `(x, y, z, w)`.
    public var description: String { "(\(x), \(y), \(z), \(w))" }
}
