// Component-wise products, quotients, minima and maxima (simd's `a * b`,
// `simd_min`, `simd_max`; glm's `a * b`, `min`, `max`): per-axis scales,
// bounding boxes, clamping. A NaN component gives NaN in min and max too,
// never the other operand (Swift's `min` would pick one silently).

extension Vector3 {
    /// The component-wise (Hadamard) product: `(a.x · b.x, a.y · b.y, a.z · b.z)`.
    @inlinable
    public static func * (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x * b.x, a.y * b.y, a.z * b.z) }

    /// The component-wise quotient: `(a.x / b.x, a.y / b.y, a.z / b.z)`.
    @inlinable
    public static func / (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x / b.x, a.y / b.y, a.z / b.z) }

    /// The smaller of each pair of components (a corner of a bounding box);
    /// NaN where either is NaN.
    @inlinable
    public func min(_ b: Vector3) -> Vector3 {
        Vector3(ComponentWise.min(x, b.x), ComponentWise.min(y, b.y), ComponentWise.min(z, b.z))
    }

    /// The larger of each pair of components; NaN where either is NaN.
    @inlinable
    public func max(_ b: Vector3) -> Vector3 {
        Vector3(ComponentWise.max(x, b.x), ComponentWise.max(y, b.y), ComponentWise.max(z, b.z))
    }
}

extension Vector4 {
    /// The component-wise (Hadamard) product.
    @inlinable
    public static func * (a: Vector4, b: Vector4) -> Vector4 {
        Vector4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w)
    }

    /// The component-wise quotient.
    @inlinable
    public static func / (a: Vector4, b: Vector4) -> Vector4 {
        Vector4(a.x / b.x, a.y / b.y, a.z / b.z, a.w / b.w)
    }

    /// The smaller of each pair of components; NaN where either is NaN.
    @inlinable
    public func min(_ b: Vector4) -> Vector4 {
        Vector4(ComponentWise.min(x, b.x), ComponentWise.min(y, b.y),
                ComponentWise.min(z, b.z), ComponentWise.min(w, b.w))
    }

    /// The larger of each pair of components; NaN where either is NaN.
    @inlinable
    public func max(_ b: Vector4) -> Vector4 {
        Vector4(ComponentWise.max(x, b.x), ComponentWise.max(y, b.y),
                ComponentWise.max(z, b.z), ComponentWise.max(w, b.w))
    }
}

/// Minimum and maximum of two numbers that propagate NaN (IEEE 754-2019
/// `minimum`/`maximum`, numpy's `minimum`/`maximum`).
@usableFromInline
internal enum ComponentWise {
    /// The smaller of `a` and `b`, or NaN when either is NaN.
    @inlinable
    static func min(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : (b < a ? b : a) }

    /// The larger of `a` and `b`, or NaN when either is NaN.
    @inlinable
    static func max(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : (b > a ? b : a) }
}
