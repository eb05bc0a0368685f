/// Where a projection puts the near and far planes in normalised device
/// coordinates (NDC) z.
///
/// Every projection of ``Matrix4`` is right-handed: the camera looks down −z
/// with +y up, and x and y map onto [−1, 1]. Only z differs between APIs.
public enum DepthRange: String, Hashable, Sendable, Codable, CaseIterable {
    /// Near → −1, far → +1: OpenGL's convention, and the default
    /// (glm's `_NO` functions, `GLKMatrix4MakePerspective`).
    case negativeOneToOne
    /// Near → 0, far → 1: Metal, Vulkan and Direct3D
    /// (glm's `_ZO` functions with `GLM_FORCE_DEPTH_ZERO_TO_ONE`).
    case zeroToOne
    /// Near → 1, far → 0: reversed-Z, the [0, 1] range run backwards so that
    /// floating-point depth keeps its precision far away (clear depth to 0
    /// and test with "greater"). With an infinite far plane it never clips
    /// anything distant.
    case oneToZero

    /// The NDC depths of the near and far planes.
    @inlinable
    public var ndcNearAndFar: (near: Double, far: Double) {
        switch self {
        case .negativeOneToOne: return (-1, 1)
        case .zeroToOne: return (0, 1)
        case .oneToZero: return (1, 0)
        }
    }

    /// NDC z from a window depth in [0, 1] (what `glDepthRange(0, 1)` and a
    /// Metal or Vulkan viewport give): `2d − 1` for ``negativeOneToOne``,
    /// `d` itself for the two [0, 1] ranges.
    @inlinable
    public func ndcDepth(fromWindowDepth d: Double) -> Double {
        self == .negativeOneToOne ? 2 * d - 1 : d
    }

    /// The window depth in [0, 1] of an NDC z: the inverse of ``ndcDepth(fromWindowDepth:)``.
    @inlinable
    public func windowDepth(fromNDCDepth z: Double) -> Double {
        self == .negativeOneToOne ? (z + 1) / 2 : z
    }
}
