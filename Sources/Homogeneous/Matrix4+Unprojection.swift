// From world to screen and back: a projection matrix (usually
// `projection * view`, or `projection * view * model`) sends a point to
// normalised device coordinates with ``Matrix4/project(_:)``; a viewport turns
// those into window coordinates. Unprojecting runs the same way backwards,
// which is how a click or a touch becomes a point or a ray in the world.
extension Matrix4 {
    /// The point whose ``project(_:)`` is `ndc`: `self⁻¹ · (ndc, 1)`, divided by w.
    ///
    /// With `self = projection * view`, an NDC point (x and y in [−1, 1], z
    /// at some depth of the projection's ``DepthRange``) gives the world
    /// point seen there; unprojecting the same x, y at the near and the far
    /// depth gives the two ends of the ray through that pixel.
    ///
    /// Returns `nil` when the matrix has no inverse, when the resulting w is
    /// 0 (the point is at infinity: the far plane of an infinite
    /// perspective), or when `ndc` or the result is not finite.
    public func unproject(_ ndc: Vector3) -> Vector3? {
        guard ndc.isFinite, let inverse else { return nil }
        return inverse.project(ndc)
    }

    /// The window position of `p`: ``project(_:)`` followed by the viewport
    /// (glm's `project`). Window depth is in [0, 1] for every depth range.
    ///
    /// Returns `nil` when ``project(_:)`` does (w = 0 or not finite).
    public func project(_ p: Vector3, viewport: Viewport, depth: DepthRange = .negativeOneToOne) -> Vector3? {
        project(p).map { viewport.window(fromNDC: $0, depth: depth) }
    }

    /// The point at window position `window` (x, y in the viewport, depth
    /// in [0, 1]): the viewport undone, then ``unproject(_:)`` (glm's `unProject`).
    ///
    /// Returns `nil` when ``unproject(_:)`` does, or when the viewport has
    /// zero width or height.
    public func unproject(_ window: Vector3, viewport: Viewport,
                          depth: DepthRange = .negativeOneToOne) -> Vector3? {
        unproject(viewport.ndc(fromWindow: window, depth: depth))
    }
}
