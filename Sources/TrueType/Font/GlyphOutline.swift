import Raster

/// A decoded TrueType glyph: its points in font units (y up), which are on
/// the curve, and where each contour ends.
///
/// The points are placed as FreeType places them: moved right by the glyph's
/// left side bearing minus the `xMin` of its `glyf` header, so that the
/// bearing, not the stored coordinates, decides where the outline starts
/// (the two agree in almost every glyph).
/// Composite glyphs are flattened: their components' points are transformed
/// and concatenated. Off-curve points are quadratic control points; two in a
/// row imply an on-curve point halfway between them.
public struct GlyphOutline: Hashable, Sendable {
    /// Every point of every contour, in order.
    public let points: [Point]
    /// For each point, true when it lies on the curve, false for a control point.
    public let onCurve: [Bool]
    /// For each contour, the index in ``points`` of its last point (strictly increasing).
    public let contourEnds: [Int]

    /// Wraps decoder output, whose contour ends are already known to be valid.
    init(points: [Point], onCurve: [Bool], contourEnds: [Int]) {
        self.points = points
        self.onCurve = onCurve
        self.contourEnds = contourEnds
    }

    /// The outline as a path in font units: one closed contour of lines and quads per contour.
    public var path: Path {
        var path = Path()
        points.withUnsafeBufferPointer { points in
            onCurve.withUnsafeBufferPointer { onCurve in
                contourEnds.withUnsafeBufferPointer { ends in
                    Self.appendContours(points: points, onCurve: onCurve, contourEnds: ends,
                                        transform: .identity, to: &path)
                }
            }
        }
        return path
    }

    /// Appends the contours to `path`, mapping every point through `transform`.
    ///
    /// Each contour starts at its first on-curve point (or, when it has none,
    /// halfway between its last and first points); a closing curve back to the
    /// start is explicit, a closing straight line is left to `close`. `contourEnds` must be
    /// strictly increasing; a contour ending past the points is skipped.
    static func appendContours(points: UnsafeBufferPointer<Point>, onCurve: UnsafeBufferPointer<Bool>,
                               contourEnds: UnsafeBufferPointer<Int>,
                               transform t: AffineTransform, to path: inout Path) {
        path.reserveCapacity(path.elements.count + points.count + 2 * contourEnds.count)
        var first = 0
        for last in contourEnds {
            defer { first = last + 1 }
            guard first >= 0, first <= last, last < points.count, last < onCurve.count else { continue }
            // The walk every point-contour flattening takes (PointContourWalk).
            _ = PointContourWalk.walk(
                points, onCurve, first, last, map: { t.apply($0) }, start: { path.move(to: $0) },
                line: { _, to in path.line(to: to) },
                curve: { _, control, end in
                    path.quad(control: control, to: end)
                    return true
                })
            path.close()
        }
    }
}
