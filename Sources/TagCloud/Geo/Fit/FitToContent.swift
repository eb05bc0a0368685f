#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Turns and zooms the sphere so that chosen content is centred and fills
/// the frame, as a map view fits its bounds.
///
/// 1. **Centre.** The middle of the content's box is brought to the front
///    with north up, exactly as ``Globe/orientation(facing:)`` does: seen
///    from the normalised mean of the content's points (unit vectors, model
///    space), the middle of their extent on screen (the mean itself when
///    any point is behind the sphere). When the mean is nearly zero
///    (length below ``spreadThreshold``: points spread evenly all round, or
///    no points) there is no centre: the current orientation is kept and the
///    zoom is 1.
/// 2. **Extent.** After that turn, each point in front (view z ≥ 0) lands
///    at (x, y)·R·zoom from the screen centre, R the base radius (the
///    sphere's radius at zoom 1). With an optional label half-extent (w, h)
///    in px per point, its box reaches |x|·R·zoom + w across and
///    |y|·R·zoom + h up. The fit is symmetric about the screen centre (the
///    sphere is never panned): the content box, grown by `padding`, must fit
///    the frame, `padding · (|x|·R·zoom + w) ≤ width / 2` for every point and
///    likewise for y. The zoom is the largest that satisfies all of these;
///    a label too wide to fit at any zoom is left out of the rule.
/// 3. **Minimum span.** The content counts as at least `minimumSpan` of arc
///    across, so a single point or a tight cluster is not magnified
///    absurdly: the zoom is at most `min(width, height) / (2 · padding · R ·
///    sin(span / 2))`, the zoom at which a cap of that angular diameter fills
///    the frame. A single point is centred at this zoom.
/// 4. **Maximum zoom.** The zoom is at most `maximumZoom` (default 100).
/// 5. **Back side.** Points more than 90° from the centre stay behind the
///    sphere whatever the zoom; when there are any, the zoom is at most 1,
///    showing the whole sphere.
public enum FitToContent {
    /// The default padding: the content box times 1.15 fits the frame.
    public static let defaultPadding = 1.15
    /// The default minimum span: content is treated as at least 10° across.
    public static let defaultMinimumSpan = Angle.degrees(10)
    /// The default maximum zoom.
    public static let defaultMaximumZoom = 100.0
    /// The smallest zoom ever returned.
    public static let minimumZoom = 0.001
    /// Below this length the mean direction counts as zero.
    public static let spreadThreshold = 1e-6
    /// The paddings ``parsePadding(_:)`` accepts: 1 (touching the frame) to 10.
    public static let paddingRange = 1.0...10.0

    /// Parses a padding factor from 1 to 10 such as `1.15`.
    public static func parsePadding(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text), paddingRange.contains(v) else {
            throw SpecError("expected a padding factor from 1 to 10 such as 1.15, got \(text.quotedForMessage)")
        }
        return v
    }

    /// The orientation and zoom that frame `points` (see the type's documentation).
    ///
    /// - Parameters:
    ///   - points: The content, model-space directions (normalised; zero or
    ///     non-finite ones are ignored).
    ///   - viewport: The frame in px.
    ///   - baseRadius: The sphere's radius in px at zoom 1.
    ///   - padding: How much larger than the content the frame is, at least 1.
    ///   - minimumSpan: The smallest angular diameter the content counts as.
    ///   - maximumZoom: The largest zoom returned.
    ///   - labelHalfExtents: Optional half-width and half-height in px of each
    ///     point's label, by index; missing entries count as 0.
    ///   - current: The orientation kept when there is no centre.
    public static func solve(points: [Vector3], viewport: (width: Double, height: Double), baseRadius: Double,
                             padding: Double = defaultPadding, minimumSpan: Angle = defaultMinimumSpan,
                             maximumZoom: Double = defaultMaximumZoom,
                             labelHalfExtents: [(width: Double, height: Double)] = [],
                             current: Matrix4 = .identity) -> FitResult {
        // The centre: the normalised mean direction.
        let units = points.map { $0.isFinite ? $0.normalized : nil }
        let valid = units.compactMap { $0 }
        let sum = valid.reduce(Vector3.zero, +)
        guard !valid.isEmpty, sum.length / Double(valid.count) >= spreadThreshold,
              let mean = sum.normalized, let meanOrientation = Globe.orientation(facing: mean) else {
            return FitResult(orientation: current, zoom: 1, centre: nil, limit: .noDirection)
        }
        let (centre, orientation) = boxCentre(of: valid, from: mean, meanOrientation)
        // A degenerate frame cannot be fitted: centre the content at zoom 1.
        guard baseRadius > 0, viewport.width > 0, viewport.height > 0,
              baseRadius.isFinite, viewport.width.isFinite, viewport.height.isFinite else {
            return FitResult(orientation: orientation, zoom: 1, centre: centre, limit: .frame)
        }
        let pad = padding.isFinite ? max(1, padding) : defaultPadding
        let half = (x: viewport.width / (2 * pad), y: viewport.height / (2 * pad))
        let r = baseRadius

        // The largest zoom at which every front point's padded box fits.
        var zoom = Double.infinity
        var limit = FitResult.Limit.frame
        var anyBehind = false
        for (index, unit) in units.enumerated() {
            guard let unit else { continue }
            let v = orientation.transformDirection(unit)
            // On the outline counts as in front, despite rounding.
            guard v.z >= -1e-12 else {
                anyBehind = true
                continue
            }
            let label = index < labelHalfExtents.count ? labelHalfExtents[index] : (width: 0, height: 0)
            for (reach, extent, room) in [(abs(v.x) * r, label.width, half.x), (abs(v.y) * r, label.height, half.y)]
            where reach > 0 && room - extent > 0 {
                zoom = min(zoom, (room - extent) / reach)
            }
        }
        // The minimum span, the maximum zoom and the back side cap it.
        let span = min(.pi, max(0, minimumSpan.radians))
        let spanZoom = min(half.x, half.y) / (r * sin(span / 2))
        if !(zoom <= spanZoom) {
            zoom = spanZoom
            limit = .minimumSpan
        }
        if !(zoom <= maximumZoom) {
            zoom = maximumZoom
            limit = .maximumZoom
        }
        if anyBehind, !(zoom <= 1) {
            zoom = 1
            limit = .backSide
        }
        if !(zoom >= minimumZoom) { zoom = minimumZoom }
        return FitResult(orientation: orientation, zoom: zoom, centre: centre, limit: limit)
    }

    /// The direction at the middle of the content's box as seen from `mean`
    /// (step 1), and the orientation that faces it: a heavy cluster with one
    /// outlier is framed as a map frames its bounds, not about the cluster.
    /// A few rounds settle it (the box's middle ends within 1e-12 of the
    /// screen centre for a map's spread, within a few % of the extent for a
    /// hemisphere); with content behind the sphere, `mean` stays, and no
    /// turn puts content behind it.
    private static func boxCentre(of units: [Vector3], from mean: Vector3,
                                  _ meanOrientation: Matrix4) -> (Vector3, Matrix4) {
        var (centre, orientation) = (mean, meanOrientation)
        for _ in 0..<16 {
            let seen = orientation.transformDirections(units)
            guard seen.allSatisfy({ $0.z > 0 }), let inverse = orientation.inverse,
                  let minX = seen.map(\.x).min(), let maxX = seen.map(\.x).max(),
                  let minY = seen.map(\.y).min(), let maxY = seen.map(\.y).max() else { break }
            let (x, y) = ((minX + maxX) / 2, (minY + maxY) / 2)
            if abs(x) < 1e-12, abs(y) < 1e-12 { break }
            // A turn that would put a point behind the sphere is not taken.
            guard let next = inverse.transformDirection(Vector3(x, y, (max(0, 1 - x * x - y * y)).squareRoot())).normalized,
                  let turned = Globe.orientation(facing: next),
                  turned.transformDirections(units).allSatisfy({ $0.z > 0 }) else { break }
            (centre, orientation) = (next, turned)
        }
        return (centre, orientation)
    }
}
