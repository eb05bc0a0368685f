#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Raster

/// Turns land rings on the sphere into one screen path for the visible
/// hemisphere. A ring's hidden stretches are pushed out radially onto the
/// globe's rim (the horizon's outline), following the rim between their
/// crossings, so the ring closes along the horizon as the visible land's
/// outline does. Filled with non-zero winding, the rings' union is the land.
enum LandProjection {
    /// The largest angle in radians between rim points before one is inserted.
    static let rimStep = 0.05

    /// The land path at `orientation` as `view` projects it.
    static func path(_ rings: [[Vector3]], orientation m: Matrix4, view: CurveView) -> Path {
        let h = view.horizon(lift: 1)
        let s = max(0, 1 - h * h).squareRoot()
        func rim(_ angle: Double) -> Point? {
            view.project(Vector3(s * cos(angle), s * sin(angle), h))
        }
        var path = Path()
        var ringPoints: [Point] = []
        for ring in rings where ring.count >= 3 {
            let views = ring.map { m.transformDirection($0) }
            guard views.contains(where: { $0.z >= h }) else { continue }
            ringPoints.removeAll(keepingCapacity: true)
            var lastAngle: Double?
            func addRim(_ angle: Double) {
                if let last = lastAngle {
                    var delta = angle - last
                    delta -= 2 * Double.pi * (delta / (2 * Double.pi)).rounded()
                    let steps = Int(abs(delta) / rimStep)
                    if steps > 0 {
                        for k in 1...steps {
                            if let p = rim(last + delta * Double(k) / Double(steps + 1)) { ringPoints.append(p) }
                        }
                    }
                    lastAngle = last + delta
                } else {
                    lastAngle = angle
                }
                if let p = rim(lastAngle ?? angle) { ringPoints.append(p) }
            }
            for i in views.indices {
                let v = views[i]
                let u = views[(i + 1) % views.count]
                if v.z >= h {
                    if let p = view.project(v) { ringPoints.append(p) }
                    lastAngle = nil
                } else if v.x * v.x + v.y * v.y > 1e-18 {
                    addRim(atan2(v.y, v.x))
                }
                // Where the edge crosses the horizon, add the crossing on the rim.
                if (v.z >= h) != (u.z >= h) {
                    let t = (h - v.z) / (u.z - v.z)
                    let c = Vector3(v.x + (u.x - v.x) * t, v.y + (u.y - v.y) * t, h)
                    let angle = atan2(c.y, c.x)
                    if v.z >= h {
                        if let p = rim(angle) { ringPoints.append(p) }
                        lastAngle = angle
                    } else {
                        addRim(angle)
                        lastAngle = nil
                    }
                }
            }
            guard ringPoints.count >= 3 else { continue }
            path.move(to: ringPoints[0])
            for p in ringPoints.dropFirst() { path.line(to: p) }
            path.close()
        }
        return path
    }
}
