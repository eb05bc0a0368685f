import Homogeneous

/// A link between two tags, drawn as an arc over the sphere (`--links FILE`).
public struct TagLink: Hashable, Sendable {
    /// The index of the first tag in the tag list.
    public var from: Int
    /// The index of the second tag in the tag list.
    public var to: Int
    /// The link's weight, greater than 0 (1 when the line gives none).
    public var weight: Double
    /// The line of the links file it was read from (0 when built in code).
    public var line: Int

    /// Creates a link.
    public init(from: Int, to: Int, weight: Double = 1, line: Int = 0) {
        self.from = from
        self.to = to
        self.weight = weight
        self.line = line
    }

    /// The link's arc between the tags' model-space points (`points[from]`
    /// to `points[to]`), lifted to `lift` radii at its middle; empty when an
    /// index is out of range or the points coincide.
    public func arc(points: [Vector3], lift: Double = SphereCurve.defaultLift,
                    sampling: CurveSampling = .links) -> SphereCurve {
        guard points.indices.contains(from), points.indices.contains(to) else { return SphereCurve(points: []) }
        return SphereCurve.arc(from: points[from], to: points[to], lift: lift, sampling: sampling)
    }
}
