extension Matrix4 {
    /// The window rectangle that normalised device coordinates map onto, as
    /// `glViewport` and glm's `project`/`unProject` take it.
    ///
    /// Window x runs from `x` (NDC −1) to `x + width` (NDC +1), and window y from
    /// `y` (NDC −1, the bottom) to `y + height` (NDC +1, the top): y grows
    /// upwards, as in OpenGL. For an image whose rows run downwards, flip y
    /// yourself (`height − row`), or give a negative `height` with `y` at the
    /// bottom edge. Window depth is in [0, 1]; see ``DepthRange``.
    ///
    /// It is nested in ``Matrix4`` (`Matrix4.Viewport`) so that it never
    /// clashes with an app's own `Viewport` type.
    public struct Viewport: Hashable, Sendable, Codable {
        /// The window x of NDC x = −1.
        public var x: Double
        /// The window y of NDC y = −1.
        public var y: Double
        /// The window distance from NDC x = −1 to +1.
        public var width: Double
        /// The window distance from NDC y = −1 to +1.
        public var height: Double

        /// Creates a viewport.
        @inlinable
        public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The window position of an NDC point: x and y scaled onto the
        /// rectangle, z from ``DepthRange`` to a depth in [0, 1].
        @inlinable
        public func window(fromNDC p: Vector3, depth: DepthRange = .negativeOneToOne) -> Vector3 {
            Vector3(x + width * (p.x + 1) / 2, y + height * (p.y + 1) / 2, depth.windowDepth(fromNDCDepth: p.z))
        }

        /// The NDC point of a window position: the inverse of ``window(fromNDC:depth:)``.
        /// Not finite when `width` or `height` is 0.
        @inlinable
        public func ndc(fromWindow p: Vector3, depth: DepthRange = .negativeOneToOne) -> Vector3 {
            Vector3(2 * (p.x - x) / width - 1, 2 * (p.y - y) / height - 1, depth.ndcDepth(fromWindowDepth: p.z))
        }
    }
}
