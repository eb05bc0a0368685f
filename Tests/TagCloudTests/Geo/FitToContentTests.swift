import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// Fit to content: centred, north up, inside the padded frame and not wastefully small.
@Suite struct FitToContentTests {
    /// Points scattered within `spread` radians of `centre`.
    func cluster(around centre: Vector3, spread: Double, count: Int, using rng: inout SplitMix64) -> [Vector3] {
        let helper = abs(centre.y) < 0.9 ? Vector3.unitY : Vector3.unitX
        let e1 = centre.cross(helper).normalized ?? .unitX
        let e2 = centre.cross(e1)
        return (0..<count).map { _ in
            let r = spread * Double.random(in: 0...1, using: &rng).squareRoot()
            let a = Double.random(in: 0..<(2 * .pi), using: &rng)
            return centre * cos(r) + (e1 * cos(a) + e2 * sin(a)) * sin(r)
        }
    }

    @Test func fitBoundsOverManyRandomClusters() throws {
        var rng = SplitMix64(seed: 1234)
        var touched = 0, spanLimited = 0, backLimited = 0
        for trial in 0..<600 {
            let centre = rng.direction()
            let spread = [0.002, 0.05, 0.2, 0.6, 1.2, 2.0][trial % 6]
            let points = cluster(around: centre, spread: spread, count: Int.random(in: 1...50, using: &rng), using: &rng)
            let (w, h) = (Double.random(in: 200...1920, using: &rng), Double.random(in: 200...1080, using: &rng))
            let base = min(w, h) / 2 * Double.random(in: 0.7...1, using: &rng)
            let labels = trial % 3 == 0 ? points.map { _ in (width: Double.random(in: 0...40, using: &rng),
                                                               height: Double.random(in: 0...10, using: &rng)) } : []
            let fit = FitToContent.solve(points: points, viewport: (w, h), baseRadius: base, labelHalfExtents: labels)

            // The middle of the points' box ends at the screen centre: exactly for a
            // map's spread; for a hemisphere, points in front from the mean
            // direction (computed here) stay in front. Else the mean ends at the front.
            let mean = try #require(points.reduce(Vector3.zero, +).normalized)
            let seen = points.map { fit.orientation.transformDirection($0) }
            let inFrontOfMean = try #require(Globe.orientation(facing: mean)).transformDirections(points).allSatisfy { $0.z > 0 }
            if spread <= 0.2, inFrontOfMean {
                let xs = seen.map(\.x), ys = seen.map(\.y)
                #expect(abs(xs.min()! + xs.max()!) < 1e-9 && abs(ys.min()! + ys.max()!) < 1e-9, "\(trial)")
            } else if inFrontOfMean {
                #expect(seen.allSatisfy { $0.z > 0 }, "\(trial)")
            } else {
                #expect(fit.orientation.transformDirection(mean).isApproximatelyEqual(to: .unitZ, tolerance: 1e-12))
            }
            let pole = fit.orientation.transformDirection(.unitY)
            #expect(abs(pole.x) < 1e-12 && (pole.y > 0 || abs(mean.y) > 1 - 1e-12))
            #expect(fit.orientation.isRotation(tolerance: 1e-12))

            // Every front point's padded box is inside the frame; the largest touches it (frame limit).
            var fill = 0.0
            var anyBehind = false
            for (i, p) in points.enumerated() {
                let v = fit.orientation.transformDirection(p)
                guard v.z >= -1e-12 else { anyBehind = true; continue }
                let label = i < labels.count ? labels[i] : (width: 0, height: 0)
                let fx = 1.15 * (abs(v.x) * base * fit.zoom + label.width) / (w / 2)
                let fy = 1.15 * (abs(v.y) * base * fit.zoom + label.height) / (h / 2)
                #expect(fx <= 1 + 1e-9 && fy <= 1 + 1e-9)
                fill = max(fill, fx, fy)
            }
            let spanZoom = min(w, h) / (2 * 1.15 * base * sin(Angle.degrees(5).radians))
            switch fit.limit {
            case .frame:
                #expect(abs(fill - 1) < 1e-6, "not filling: \(fill)")
                #expect(fit.zoom <= spanZoom + 1e-9)
                touched += 1
            case .minimumSpan:
                #expect(abs(fit.zoom - spanZoom) < 1e-9 * spanZoom)
                #expect(fill <= 1 + 1e-9)
                spanLimited += 1
            case .backSide:
                #expect(anyBehind && fit.zoom == 1)
                backLimited += 1
            case .maximumZoom, .noDirection:
                Issue.record("unexpected limit \(fit.limit)")
            }
            if anyBehind { #expect(fit.zoom <= 1) }
        }
        // The random sets exercised every rule.
        #expect(touched > 100 && spanLimited > 50 && backLimited > 20)
    }

    @Test func aSinglePointIsCentredAtTheMinimumSpan() throws {
        let paris = geo(48.8566, 2.3522).unitVector
        let fit = FitToContent.solve(points: [paris], viewport: (800, 600), baseRadius: 280)
        #expect(fit.limit == .minimumSpan)
        #expect(fit.orientation.transformDirection(paris).isApproximatelyEqual(to: .unitZ, tolerance: 1e-12))
        // A 10° cap, 2·sin 5° radii across, times 1.15 fills the 600 px height.
        #expect(abs(fit.zoom - 600 / (2 * 1.15 * 280 * sin(5 * Double.pi / 180))) < 1e-9)
        #expect(maxDifference(fit.orientation, Globe.orientation(lookingAt: geo(48.8566, 2.3522))) < 1e-12)
        // A wider minimum span zooms less.
        let wide = FitToContent.solve(points: [paris], viewport: (800, 600), baseRadius: 280, minimumSpan: .degrees(40))
        #expect(wide.zoom < fit.zoom)
    }

    @Test func maximumZoomCapsATinyMinimumSpan() {
        let fit = FitToContent.solve(points: [.unitX], viewport: (800, 600), baseRadius: 280, minimumSpan: .degrees(0.01),
                                     maximumZoom: 50)
        #expect(fit.limit == .maximumZoom && fit.zoom == 50)
        let zero = FitToContent.solve(points: [.unitX], viewport: (800, 600), baseRadius: 280, minimumSpan: .zero)
        #expect(zero.limit == .maximumZoom && zero.zoom == FitToContent.defaultMaximumZoom)
    }

    @Test func pointsSpreadAllRoundKeepTheOrientation() {
        let current = Matrix4(rotation: .degrees(30), axis: Vector3(1, 1, 0))
        let octahedron: [Vector3] = [.unitX, -.unitX, .unitY, -.unitY, .unitZ, -.unitZ]
        for points in [octahedron, [], [Vector3.zero], [Vector3(.nan, 0, 0)]] {
            let fit = FitToContent.solve(points: points, viewport: (800, 600), baseRadius: 280, current: current)
            #expect(fit.limit == .noDirection && fit.zoom == 1 && fit.orientation == current && fit.centre == nil)
        }
    }

    @Test func contentBeyondTheHorizonShowsTheWholeSphere() {
        // Three places more than 90° apart around the equator: the mean is at 0°, the ends behind.
        let points = [geo(0, -100), geo(0, 0), geo(0, 100)].map(\.unitVector)
        let fit = FitToContent.solve(points: points, viewport: (800, 600), baseRadius: 280)
        #expect(fit.limit == .backSide && fit.zoom == 1)
        // Within 90°, the same shape zooms to fit the width.
        let near = [geo(0, -80), geo(0, 0), geo(0, 80)].map(\.unitVector)
        let fitted = FitToContent.solve(points: near, viewport: (800, 600), baseRadius: 280)
        #expect(fitted.limit == .frame)
        #expect(abs(fitted.zoom - 400 / (1.15 * 280 * sin(80 * Double.pi / 180))) < 1e-9)
    }

    @Test func paddingAndLabelsShrinkTheZoom() {
        let points = [geo(10, -10), geo(-10, 10)].map(\.unitVector)
        let plain = FitToContent.solve(points: points, viewport: (800, 800), baseRadius: 380)
        let padded = FitToContent.solve(points: points, viewport: (800, 800), baseRadius: 380, padding: 1.5)
        let labelled = FitToContent.solve(points: points, viewport: (800, 800), baseRadius: 380,
                                          labelHalfExtents: [(60, 10), (60, 10)])
        #expect(padded.zoom < plain.zoom && labelled.zoom < plain.zoom)
        #expect(abs(padded.zoom / plain.zoom - 1.15 / 1.5) < 1e-12)
    }

    @Test func deterministic() {
        var rng = SplitMix64(seed: 77)
        let points = cluster(around: rng.direction(), spread: 0.4, count: 30, using: &rng)
        let a = FitToContent.solve(points: points, viewport: (640, 480), baseRadius: 220)
        let b = FitToContent.solve(points: points, viewport: (640, 480), baseRadius: 220)
        #expect(a == b)
    }

    @Test func targetParsers() throws {
        #expect(try FitToContent.parsePadding("1.15") == 1.15)
        #expect(try FitToContent.parsePadding("1") == 1)
        for bad in ["0.9", "11", "nan", "1.2x", ""] {
            #expect(throws: SpecError.self) { try FitToContent.parsePadding(bad) }
        }
        #expect(try FitTarget.parse("routes") == .routes)
        #expect(FitTarget.allCases.map(\.rawValue) == ["tags", "links", "routes", "all"])
        #expect(throws: SpecError("expected tags, links, routes or all as the fit target, got 'everything'")) {
            try FitTarget.parse("everything")
        }
        #expect(try BackfaceMode.parse("fade") == .fade)
        #expect(throws: SpecError("expected hide or fade as the backface mode, got 'show'")) { try BackfaceMode.parse("show") }
    }
}
