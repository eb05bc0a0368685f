#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

extension GlobeMap {
    /// The lines drawn under everything else: the coast lines (when
    /// ``MapStyle/coastlines`` is on and there is land), then the grid.
    public var baseCurves: [SceneCurve] {
        var curves: [SceneCurve] = []
        if style.coastlines, let land {
            curves += land.coasts.filter { $0.count >= 2 }.map {
                SceneCurve(curve: SphereCurve(points: $0), color: style.coastColor, width: style.coastWidth)
            }
        }
        if let step = style.graticule {
            curves += Self.graticule(step: step).map {
                SceneCurve(curve: $0, color: style.graticuleColor, width: style.graticuleWidth)
            }
        }
        return curves
    }

    /// The smallest grid spacing, in degrees.
    public static let graticuleRange = 1.0...90.0

    /// Parallels every `step` degrees between the poles (the equator
    /// included) and meridians every `step` degrees between the last
    /// parallels (every 90° from pole to pole), sampled about every degree. A step outside ``graticuleRange`` is clamped to it.
    static func graticule(step: Double) -> [SphereCurve] {
        let step = min(graticuleRange.upperBound, max(graticuleRange.lowerBound, step.isFinite ? step : 90))
        func point(_ lat: Double, _ lon: Double) -> Vector3 {
            let (phi, lambda) = (lat * .pi / 180, lon * .pi / 180)
            return Vector3(cos(phi) * sin(lambda), sin(phi), cos(phi) * cos(lambda))
        }
        var curves: [SphereCurve] = []
        let count = Int((90 / step).rounded(.down))
        for k in -count...count {
            let lat = Double(k) * step
            guard abs(lat) < 90 else { continue }
            curves.append(SphereCurve(points: (0...360).map { point(lat, Double($0) - 180) }))
        }
        // Meridians stop at the last parallel below 90° (so they do not crowd
        // the poles), except every 90th, which reach the poles.
        let meridians = Int((360 / step).rounded(.down))
        let polar = Double(count) * step < 90 ? Double(count) * step : Double(count - 1) * step
        for k in 0..<max(1, meridians) {
            let lon = -180 + Double(k) * step
            let reach = lon.truncatingRemainder(dividingBy: 90) == 0 || polar <= 0 ? 90 : polar
            let samples = max(2, Int((2 * reach).rounded()))
            curves.append(SphereCurve(points: (0...samples).map {
                point(-reach + 2 * reach * Double($0) / Double(samples), lon)
            }))
        }
        return curves
    }
}
