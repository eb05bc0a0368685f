#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import TrueType

extension Layout {
    /// The largest sphere radius, in pixels, at which no label is clipped at
    /// any orientation (before ``LayoutOptions/zoom``).
    ///
    /// A label's centre can reach any point of the sphere, and its size
    /// depends on depth, so for each axis the fit takes the worst case over
    /// the whole sphere: with half-extent A (half the width, or half the
    /// line height, at the weight's font size), depth scale s(z) and
    /// magnification f(z) (1 for orthographic), it needs
    /// f(z)·(R·√(1 − z²) + A·s(z)) ≤ L for every z in [−1, 1], where L is
    /// half the viewport side minus the padding (``LayoutOptions/padding`` ×
    /// the smaller side). Orthographic has the closed form
    /// R = √((L − A·s₀)² − (A·s₁)²) with s(z) = s₀ + s₁z; perspective is
    /// solved by bisection; a ``LayoutOptions/stretch`` divides each axis's
    /// radius by its factor. Only the largest half-extent per axis matters. A
    /// label too large to fit even at the centre front cannot be helped by
    /// any radius and is left out of the fit (see ``Layout/oversized``).
    /// Independent of orientation.
    ///
    /// - Parameters:
    ///   - extents: each label's extent at its font size (from ``fontSizes(for:options:)``).
    ///   - viewport: the image the sphere must fit in.
    ///   - options: the depth scale, projection, padding and stretch to fit with.
    public static func fitRadius(extents: [TextExtent], viewport: Viewport, options: LayoutOptions) -> Double {
        let o = options.sanitized
        let (x, y) = axisRadii(extents: extents, viewport: viewport, options: o)
        // A stretched axis reaches stretch × R: its radius is that much less.
        return min(x / o.stretch.x, y / o.stretch.y)
    }

    /// The stretch that makes the sphere fill the frame (see
    /// ``LayoutOptions/fillsFrame``): along the frame's longer side, the
    /// ratio of that axis's fitted radius to the other's, so that the
    /// sphere reaches both pairs of edges; at least 1 (never squeezed), none
    /// across, and none in a square frame (which a round sphere fills).
    public static func fillingStretch(extents: [TextExtent], viewport: Viewport, options: LayoutOptions) -> Stretch {
        let o = options.sanitized
        let (x, y) = axisRadii(extents: extents, viewport: viewport, options: o)
        guard x > 0, y > 0, viewport.width != viewport.height else { return .none }
        return viewport.width > viewport.height
            ? Stretch(x: max(1, x / y), y: 1).sanitized
            : Stretch(x: 1, y: max(1, y / x)).sanitized
    }

    /// The unstretched radius each axis allows (see ``fitRadius(extents:viewport:options:)``).
    private static func axisRadii(extents: [TextExtent], viewport: Viewport,
                                  options o: LayoutOptions) -> (x: Double, y: Double) {
        let (limitX, limitY) = limits(viewport, o)
        let front = o.magnification(atDepth: 1)
        // The largest half-extent per axis among labels that can fit at all.
        var halfWidth = 0.0
        var halfHeight = 0.0
        for e in extents where e.width / 2 * front <= limitX && e.height / 2 * front <= limitY {
            halfWidth = max(halfWidth, e.width / 2)
            halfHeight = max(halfHeight, e.height / 2)
        }
        return (axisRadius(half: halfWidth, limit: limitX, options: o),
                axisRadius(half: halfHeight, limit: limitY, options: o))
    }

    /// The indices of labels too large to fit even at the centre front (see ``Layout/oversized``).
    static func oversizedLabels(extents: [TextExtent], viewport: Viewport, options o: LayoutOptions) -> [Int] {
        let (limitX, limitY) = limits(viewport, o)
        let front = o.magnification(atDepth: 1)
        return extents.indices.filter { k in
            extents[k].width / 2 * front > limitX || extents[k].height / 2 * front > limitY
        }
    }

    /// Half the viewport's width and height less the padding.
    private static func limits(_ viewport: Viewport, _ o: LayoutOptions) -> (x: Double, y: Double) {
        let pad = o.padding * max(0, min(viewport.width, viewport.height))
        return (max(0, viewport.width / 2 - pad), max(0, viewport.height / 2 - pad))
    }

    /// The largest R with max over z of f(z)·(R·√(1 − z²) + A·s(z)) ≤ L.
    static func axisRadius(half a: Double, limit: Double, options o: LayoutOptions) -> Double {
        let s0 = (1 + o.minScale) / 2
        let s1 = (1 - o.minScale) / 2
        guard case .perspective = o.projection else {
            // d/dz of R√(1 − z²) + A(s₀ + s₁z) vanishes where the maximum is A·s₀ + √(R² + (A·s₁)²).
            let room = limit - a * s0
            return max(0, room * room - (a * s1) * (a * s1)).squareRoot()
        }
        // Bisection on R; the reach grows with R.
        var lo = 0.0
        var hi = limit
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if reach(radius: mid, half: a, options: o) <= limit { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// max over θ in [0, π] of f(cos θ)·(R·sin θ + A·s(cos θ)): how far from the
    /// centre a label edge can get. Dense sampling, then golden-section refinement.
    static func reach(radius r: Double, half a: Double, options o: LayoutOptions) -> Double {
        func edge(_ theta: Double) -> Double {
            let z = cos(theta)
            return o.magnification(atDepth: z) * (r * sin(theta) + a * o.scale(atDepth: z))
        }
        let samples = 720
        let step = Double.pi / Double(samples)
        var bestTheta = 0.0
        var best = edge(0)
        for k in 1...samples {
            let value = edge(Double(k) * step)
            if value > best { (best, bestTheta) = (value, Double(k) * step) }
        }
        // Refine within one sample step on either side.
        var lo = max(0, bestTheta - step)
        var hi = min(Double.pi, bestTheta + step)
        let g = (5.0.squareRoot() - 1) / 2
        for _ in 0..<60 {
            let m1 = hi - g * (hi - lo)
            let m2 = lo + g * (hi - lo)
            if edge(m1) < edge(m2) { lo = m1 } else { hi = m2 }
        }
        // Keep a hair of margin for rounding.
        return max(best, edge((lo + hi) / 2)) * (1 + 1e-12)
    }
}
