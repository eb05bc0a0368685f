import Homogeneous
import Testing
@testable import TagCloud

/// Thinning routes as they are read: what is dropped stays within the
/// tolerance of what is kept, and the cap stops the route.
@Suite struct RouteSimplifierTests {
    /// The angle between two places in radians.
    func angle(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        GreatCircle(from: a.unitVector, to: b.unitVector)?.angle ?? 0
    }

    @Test func placesCloserThanTheToleranceAreDropped() {
        // 0.001° steps along the equator with a 0.0025° tolerance: every third place is kept.
        let route = (0...30).map { geo(0, Double($0) / 1000) }
        let kept = RouteSimplifier.simplify(route, tolerance: .degrees(0.0025))
        #expect(kept == stride(from: 0, through: 30, by: 3).map { geo(0, Double($0) / 1000) })
        // A zero tolerance keeps every place, repeats too.
        let repeated = [geo(1, 2), geo(1, 2), geo(3, 4)]
        #expect(RouteSimplifier.simplify(repeated, tolerance: .zero) == repeated)
    }

    @Test func everyDroppedPlaceIsWithinTheToleranceOfAKeptOne() {
        // A dense random walk: each dropped place lies within the tolerance of
        // the kept place before it, so the drawn path strays by no more.
        var random = SplitMix64(seed: 14)
        var places: [GeoCoordinate] = []
        var (lat, lon) = (48.0, 2.0)
        for _ in 0..<20_000 {
            lat += Double.random(in: -0.0005...0.0005, using: &random)
            lon += Double.random(in: -0.0002...0.0008, using: &random)
            places.append(geo(lat, lon))
        }
        let tolerance = Angle.degrees(0.002)
        let kept = RouteSimplifier.simplify(places, tolerance: tolerance) ?? []
        #expect(kept.count > 100 && kept.count < places.count / 2, "\(kept.count)")
        #expect(kept.first == places.first)
        var k = 0
        for place in places {
            if k + 1 < kept.count, place == kept[k + 1] { k += 1 }
            #expect(angle(place, kept[k]) < tolerance.radians * (1 + 1e-9))
        }
        #expect(k == kept.count - 1)
    }

    @Test func theCapStopsTheRoute() {
        var simplifier = RouteSimplifier(tolerance: .degrees(1), maximumPoints: 2)
        let accepted = [geo(0, 0), geo(0, 0.5), geo(0, 2), geo(0, 4)].map { simplifier.append($0) }
        // 0.5° is dropped (it costs nothing); 4° would be the third kept.
        #expect(accepted == [true, true, true, false])
        #expect(simplifier.places == [geo(0, 0), geo(0, 2)])
        #expect(RouteSimplifier.simplify([geo(0, 0), geo(0, 2), geo(0, 4)], tolerance: .zero, maximumPoints: 2) == nil)
    }

    @Test func routeFilesAreSimplifiedAsTheyAreReadAndCapped() throws {
        let text = (0...30).map { "0,\(Double($0) / 1000)" }.joined(separator: "\n")
        let kept = try RouteCSV.parse(Array(text.utf8), file: "route.csv", tolerance: .degrees(0.0025))
        #expect(kept.count == 11)
        var found: InputError?
        do { _ = try RouteCSV.parse(Array(text.utf8), file: "route.csv", maximumPoints: 20) } catch { found = error }
        expectLocated(found, file: "route.csv", line: 21, column: 1, "more than 20")
        #expect(found?.exceededCap == .routePoints)
    }

    @Test func aHugeCoordinateIsQuotedShort() {
        // A valid number far out of range: the message shows 60 characters of it.
        for digits in ["9" + String(repeating: "0", count: 70) + ".5", "9" + String(repeating: "0", count: 5000)] {
            var found: InputError?
            do { _ = try RouteCSV.parse("1,2\n" + digits + ",2\n", file: "route.csv") } catch { found = error }
            expectLocated(found, file: "route.csv", line: 2, column: 1, "latitude")
            #expect((found?.message.count ?? .max) < 160, "\(found?.message.prefix(200) ?? "")")
            #expect(found?.message.contains(String(digits.prefix(60)) + "…") == true, "\(found?.message ?? "")")
        }
        // Under 60 characters a number is shown whole.
        var found: InputError?
        do { _ = try RouteCSV.parse("1,2\n123.25,2\n", file: "route.csv") } catch { found = error }
        expectLocated(found, file: "route.csv", line: 2, column: 1, "latitude 123.25 is out of range")
    }

    @Test func thePointCountIsTheSampledCurvesWithoutMakingIt() {
        var random = SplitMix64(seed: 3)
        for n in [0, 1, 2, 5, 40] {
            var places = (0..<n).map { _ in random.place() }
            if n > 2 { places.insert(places[1], at: 2) }  // a zero-length step adds nothing
            for sampling in [CurveSampling.routes, CurveSampling.routes.onScreen(radius: 300),
                             CurveSampling.routes.onScreen(radius: 30_000)] {
                let count = SphereCurve.route(through: places, sampling: sampling).points.count
                #expect(SphereCurve.routePointCount(through: places, sampling: sampling) == count)
                // Counting stops once past the limit.
                let capped = SphereCurve.routePointCount(through: places, sampling: sampling, upTo: 10)
                #expect(count <= 10 ? capped == count : capped > 10 && capped <= count)
            }
        }
    }
}

/// Geo-tag files stop at their caps, at the line of the first tag past them.
@Suite struct GeoTagCapTests {
    @Test func tagCountAndNameLengthAreCapped() throws {
        let text = "Paris\t48.8566,2.3522\nLondon\t51.5074,-0.1278\n  Rome\t41.9,12.5\n"
        #expect(try GeoTagInput.parse(text, file: "cities.tsv", maximumTags: 3).count == 3)
        var found: InputError?
        do { _ = try GeoTagInput.parse(Array(text.utf8), file: "cities.tsv", maximumTags: 2) } catch { found = error }
        expectLocated(found, file: "cities.tsv", line: 3, column: 3, "too many tags: more than 2 distinct tags")
        #expect(found?.exceededCap == .distinctTags)
        found = nil
        do { _ = try GeoTagInput.parse(text, file: "cities.tsv", maximumNameLength: 5) } catch { found = error }
        expectLocated(found, file: "cities.tsv", line: 2, column: 1, "tag too long: 6 characters, more than the 5-character cap")
        #expect(found?.exceededCap == .tagLength)
    }
}
