import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// A small seeded generator (SplitMix64), so random tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
