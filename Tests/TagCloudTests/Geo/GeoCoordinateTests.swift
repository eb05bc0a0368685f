import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// The lat/lon → model-space formula, its inverse, and the look-at orientation.
@Suite struct GeoCoordinateTests {
    @Test func knownPointsFollowTheNorthUpFormula() {
        let s = 0.5.squareRoot()
        let cases: [(GeoCoordinate, Vector3)] = [
            (geo(0, 0), Vector3(0, 0, 1)),          // faces the viewer
            (geo(90, 0), Vector3(0, 1, 0)),         // north pole up
            (geo(-90, 123), Vector3(0, -1, 0)),     // south pole down, whatever the longitude
            (geo(0, 90), Vector3(1, 0, 0)),         // east to the right
            (geo(0, -90), Vector3(-1, 0, 0)),       // west to the left
            (geo(0, 180), Vector3(0, 0, -1)),       // the antimeridian at the back
            (geo(0, -180), Vector3(0, 0, -1)),
            (geo(45, 0), Vector3(0, s, s)),
            (geo(0, 45), Vector3(s, 0, s)),
            (geo(-30, -60), Vector3(-0.75, -0.5, 0.75.squareRoot() / 2)),  // cos30·sin(−60), sin(−30), cos30·cos60
        ]
        for (c, expected) in cases {
            #expect(c.unitVector.isApproximatelyEqual(to: expected, tolerance: 1e-15), "\(c)")
            #expect(abs(c.unitVector.length - 1) < 1e-15)
        }
    }

    @Test func rangesAreChecked() {
        #expect(GeoCoordinate(latitude: 90.000001, longitude: 0) == nil)
        #expect(GeoCoordinate(latitude: -90.5, longitude: 0) == nil)
        #expect(GeoCoordinate(latitude: 0, longitude: 180.01) == nil)
        #expect(GeoCoordinate(latitude: .nan, longitude: 0) == nil)
        #expect(GeoCoordinate(latitude: 0, longitude: .infinity) == nil)
        #expect(GeoCoordinate(latitude: -90, longitude: -180) != nil)
    }

    @Test func directionRoundTrips() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let c = geo(Double.random(in: -89.9...89.9, using: &rng), Double.random(in: -179.9...179.9, using: &rng))
            let back = GeoCoordinate(direction: c.unitVector * 3.5)
            #expect(abs((back?.latitude ?? 999) - c.latitude) < 1e-10)
            #expect(abs((back?.longitude ?? 999) - c.longitude) < 1e-10)
        }
        #expect(GeoCoordinate(direction: .zero) == nil)
        #expect(GeoCoordinate(direction: Vector3(0, 2, 0)) == geo(90, 0))
    }

    @Test func lookAtBringsThePlaceToTheFrontWithNorthUp() {
        var rng = SplitMix64(seed: 11)
        let north = Vector3.unitY
        for _ in 0..<1000 {
            let c = geo(Double.random(in: -89.99...89.99, using: &rng), Double.random(in: -180...180, using: &rng))
            let m = Globe.orientation(lookingAt: c)
            #expect(m.isRotation(tolerance: 1e-12))
            #expect(m.transformDirection(c.unitVector).isApproximatelyEqual(to: .unitZ, tolerance: 1e-12))
            // The north pole projects straight up: x = 0, y > 0.
            let pole = m.transformDirection(north)
            #expect(abs(pole.x) < 1e-12)
            #expect(pole.y > 0)
            // East of the place is to the right on screen.
            let east = geo(c.latitude, c.longitude + (c.longitude < 179 ? 1 : -1))
            let dx = m.transformDirection(east.unitVector).x
            #expect(c.longitude < 179 ? dx > 0 : dx < 0)
            // The direction form agrees.
            let d = Globe.orientation(facing: c.unitVector * 2)
            #expect(d.map { maxDifference($0, m) < 1e-12 } == true)
        }
    }

    @Test func lookAtSignsMatchTheRotationsInTheBrief() {
        // Rx(+lat) · Ry(−lon), written with the Homogeneous rotations.
        let c = geo(48.8566, 2.3522)
        let expected = Matrix4(rotationX: .degrees(48.8566)) * Matrix4(rotationY: .degrees(-2.3522))
        #expect(maxDifference(Globe.orientation(lookingAt: c), expected) < 1e-15)
    }

    @Test func lookAtThePolesIsDeterministic() {
        // The north pole comes to the front; the given meridian hangs straight down.
        let m = Globe.orientation(lookingAt: geo(90, 30))
        #expect(m.transformDirection(.unitY).isApproximatelyEqual(to: .unitZ, tolerance: 1e-15))
        let meridian = m.transformDirection(geo(80, 30).unitVector)
        #expect(abs(meridian.x) < 1e-15 && meridian.y < 0)
        // The south pole: the meridian points up.
        let s = Globe.orientation(lookingAt: geo(-90, -45))
        #expect(s.transformDirection(-Vector3.unitY).isApproximatelyEqual(to: .unitZ, tolerance: 1e-15))
        let up = s.transformDirection(geo(-80, -45).unitVector)
        #expect(abs(up.x) < 1e-15 && up.y > 0)
        // Facing a pole direction uses longitude 0.
        #expect(Globe.orientation(facing: Vector3(0, 5, 0)).map {
            maxDifference($0, Globe.orientation(lookingAt: geo(90, 0))) < 1e-15 } == true)
        #expect(Globe.orientation(facing: .zero) == nil)
    }

    @Test func lookAtParser() throws {
        #expect(try GeoCoordinate.parse("48.8566,2.3522") == geo(48.8566, 2.3522))
        #expect(try GeoCoordinate.parse(" -33.8688 , 151.2093 ") == geo(-33.8688, 151.2093))
        #expect(try GeoCoordinate.parse("90,-180") == geo(90, -180))
        func failure(_ text: String) -> SpecError? {
            do { _ = try GeoCoordinate.parse(text); return nil } catch { return error }
        }
        #expect(failure("48.8566")?.message.contains("expected LAT,LON") == true)
        #expect(failure("1,2,3")?.message.contains("expected LAT,LON") == true)
        #expect(failure("91,0")?.message == "latitude 91 is out of range: it must be between -90 and 90")
        #expect(failure("91,0")?.offset == 0)
        #expect(failure("10,-180.5")?.message == "longitude -180.5 is out of range: it must be between -180 and 180")
        #expect(failure("10,-180.5")?.offset == 3)
        #expect(failure("10,  abc")?.offset == 5)
        #expect(failure("10,  abc")?.message.contains("expected a longitude in degrees") == true)
        #expect(failure("nan,0")?.message.contains("expected a latitude") == true)
        #expect(failure(",5")?.message.contains("missing latitude") == true)
        #expect(failure("5,")?.offset == 2)
    }
}
