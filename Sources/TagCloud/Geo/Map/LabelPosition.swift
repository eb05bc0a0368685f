import Raster

/// Where a label sits beside its place's marker: the eight positions of
/// cartographic practice, in the usual order of preference (upper right
/// first, then the other corners, then the sides).
public enum LabelPosition: Int, Hashable, Sendable, CaseIterable {
    /// Above and to the right.
    case upperRight
    /// Above and to the left.
    case upperLeft
    /// Below and to the right.
    case lowerRight
    /// Below and to the left.
    case lowerLeft
    /// To the right, centred.
    case right
    /// To the left, centred.
    case left
    /// Above, centred.
    case above
    /// Below, centred.
    case below

    /// The four corner positions, the usual simple labeller's choices.
    public static let corners: [LabelPosition] = [.upperRight, .upperLeft, .lowerRight, .lowerLeft]

    /// The box of a `width` × `height` label in this position by a mark at
    /// `anchor` whose label keeps `gap` px from it in x, in y, or both
    /// (diagonal positions).
    public func box(width: Double, height: Double, anchor: Point, gap: Double) -> Rect {
        let d = gap
        let (x, y) = (anchor.x, anchor.y)
        let minX: Double, minY: Double
        switch self {
        case .upperRight: (minX, minY) = (x + d, y - d - height)
        case .upperLeft: (minX, minY) = (x - d - width, y - d - height)
        case .lowerRight: (minX, minY) = (x + d, y + d)
        case .lowerLeft: (minX, minY) = (x - d - width, y + d)
        case .right: (minX, minY) = (x + gap, y - height / 2)
        case .left: (minX, minY) = (x - gap - width, y - height / 2)
        case .above: (minX, minY) = (x - width / 2, y - gap - height)
        case .below: (minX, minY) = (x - width / 2, y + gap)
        }
        return Rect(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height)
    }
}
