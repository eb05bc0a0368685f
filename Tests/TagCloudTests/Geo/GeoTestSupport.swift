import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// Geometry draws for the geo tests, on the shared seeded generator
/// (``SplitMix64``, in Sphere/SphereTestSupport.swift).
extension SplitMix64 {
    /// A uniform direction on the unit sphere.
    mutating func direction() -> Vector3 {
        let z = Double.random(in: -1...1, using: &self)
        let phi = Double.random(in: 0..<(2 * .pi), using: &self)
        let r = (1 - z * z).squareRoot()
        return Vector3(r * cos(phi), r * sin(phi), z)
    }

    /// A uniform place on the globe.
    mutating func place() -> GeoCoordinate {
        GeoCoordinate(direction: direction()) ?? GeoCoordinate(checkedLatitude: 0, longitude: 0)
    }
}

/// Checks a located error's line, column, file and message, and that the
/// message is one line.
func expectLocated(_ error: (any LocatedError)?, file: String, line: Int, column: Int, _ fragment: String,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error else {
        Issue.record("expected an error containing \(fragment.debugDescription)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.location.file == file, sourceLocation: sourceLocation)
    #expect(error.location.line == line, "\(error)", sourceLocation: sourceLocation)
    #expect(error.location.column == column, "\(error)", sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
}

/// The coordinate, for tests (traps on a bad literal, which is a test bug).
func geo(_ lat: Double, _ lon: Double) -> GeoCoordinate {
    guard let c = GeoCoordinate(latitude: lat, longitude: lon) else {
        Issue.record("bad test coordinate \(lat),\(lon)")
        return GeoCoordinate(checkedLatitude: 0, longitude: 0)
    }
    return c
}
