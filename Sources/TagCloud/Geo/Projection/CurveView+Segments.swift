import Homogeneous
import Raster

extension CurveView {
    /// The visible screen segments of `curve` (model space) under `orientation`
    /// (model → view), in curve order.
    ///
    /// Each pair of successive samples gives at most one segment:
    /// - **Back side.** In ``BackfaceMode/hide`` mode a segment whose two
    ///   ends are both behind the horizon (see ``CurveView``) is dropped, and
    ///   one that crosses it is cut at the crossing, found on the great circle
    ///   between the two samples (bisection to the last bit, the lift varying
    ///   linearly with the angle), so a surface curve ends exactly on the
    ///   sphere's outline: |xy| = R·zoom at z = 0 in the orthographic view.
    ///   In ``BackfaceMode/fade`` mode every segment is kept, with an alpha
    ///   from the fade rule at its middle.
    /// - **Culling.** A segment that does not meet the viewport grown by half
    ///   the stroke width on every side (a proper segment-versus-rectangle
    ///   test, not just its end points) is dropped; the others are returned
    ///   whole, for the rasterizer to clip.
    /// - **Depth** is the view z of the segment's middle, lifted.
    ///
    /// Samples are assumed dense (a few degrees apart at most), so a segment
    /// with both ends in front is taken as wholly in front.
    public func segments(of curve: SphereCurve, orientation: Matrix4) -> [CurveSegment] {
        let n = min(curve.points.count, curve.lifts.count)
        guard n >= 2 else { return [] }
        // View-space directions and how far each sample is above its horizon.
        var view: [Vector3] = []
        view.reserveCapacity(n)
        for p in curve.points.prefix(n) {
            view.append(orientation.transformDirection(p).normalized ?? .unitZ)
        }
        let lifts = Array(curve.lifts.prefix(n))
        let above = (0..<n).map { view[$0].z - horizon(lift: lifts[$0]) }
        let m = max(0, strokeWidth) / 2
        let bounds = Rect(minX: -m, minY: -m, maxX: width + m, maxY: height + m)

        var out: [CurveSegment] = []
        var run = -1
        var continuing = false
        for i in 0..<(n - 1) {
            var (a, la, b, lb) = (view[i], lifts[i], view[i + 1], lifts[i + 1])
            var startCut = false, endCut = false
            if backface == .hide {
                let (va, vb) = (above[i] >= 0, above[i + 1] >= 0)
                guard va || vb else {
                    continuing = false
                    continue
                }
                // Cut a segment crossing the horizon where it goes behind.
                if va && !vb {
                    (b, lb) = horizonCrossing(visible: a, lift: la, hidden: b, lift: lb)
                    endCut = true
                } else if vb && !va {
                    (a, la) = horizonCrossing(visible: b, lift: lb, hidden: a, lift: la)
                    startCut = true
                }
            }
            let middle = (a + b).normalized ?? a
            let middleLift = (la + lb) / 2
            let alpha = backface == .fade ? fade(aboveHorizon: middle.z - horizon(lift: middleLift)) : 1
            guard let sa = project(a * la), let sb = project(b * lb),
                  sa.x.isFinite, sa.y.isFinite, sb.x.isFinite, sb.y.isFinite,
                  sa != sb || !(startCut || endCut), SegmentCulling.segment(sa, sb, meets: bounds) else {
                continuing = false
                continue
            }
            // A new run unless this segment starts where the last one ended.
            if !continuing || startCut { run += 1 }
            out.append(CurveSegment(start: sa, end: sb, depth: middle.z * middleLift, alpha: alpha, run: run))
            continuing = !endCut
        }
        return out
    }

    /// The last point, going from the visible direction `v` toward the hidden
    /// direction `h` on their great circle, that is still on the visible side
    /// of the horizon, with its lift.
    func horizonCrossing(visible v: Vector3, lift lv: Double,
                         hidden h: Vector3, lift lh: Double) -> (Vector3, Double) {
        guard let arc = GreatCircle(from: v, to: h) else { return (v, lv) }
        func lift(_ phi: Double) -> Double { lv + (lh - lv) * (phi / arc.angle) }
        // Bisection keeps lo visible and hi hidden until they are adjacent
        // doubles (200 halvings bound it when the crossing is at 0).
        var lo = 0.0, hi = arc.angle
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            if arc.point(atAngle: mid).z - horizon(lift: lift(mid)) >= 0 { lo = mid } else { hi = mid }
        }
        return (arc.point(atAngle: lo), lift(lo))
    }
}
