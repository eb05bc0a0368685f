import Testing
@testable import TagCloud

/// Google's encoded polyline format: published vectors, rounding, round trips and malformed strings.
@Suite struct EncodedPolylineTests {
    /// The example from Google's format documentation.
    static let googleExample = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
    static let googlePoints = [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)]

    func decode(_ s: String, _ precision: PolylinePrecision = .standard) throws -> [(Double, Double)] {
        try EncodedPolyline.decode(s, precision: precision).map { ($0.latitude, $0.longitude) }
    }

    func failure(_ s: String, _ precision: PolylinePrecision = .standard) -> PolylineError? {
        do { _ = try EncodedPolyline.decode(s, precision: precision); return nil } catch { return error }
    }

    @Test func decodesGooglesPublishedExample() throws {
        let points = try decode(Self.googleExample)
        #expect(points.count == 3)
        // Exactly the decimal values: the integer totals are divided once.
        for (p, e) in zip(points, Self.googlePoints) { #expect(p == e) }
    }

    @Test func encodesGooglesPublishedExample() {
        let points = Self.googlePoints.map { geo($0.0, $0.1) }
        #expect(EncodedPolyline.encode(points) == Self.googleExample)
        // The documentation's single value: −179.9832104 → `~oia@ (here as a latitude-free longitude step).
        #expect(EncodedPolyline.encode([geo(0, -179.9832104)]) == "?`~oia@")
    }

    @Test func polyline6Vector() throws {
        // The same three points at precision 6, as OSRM and Valhalla write them.
        let six = "_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI"
        #expect(EncodedPolyline.encode(Self.googlePoints.map { geo($0.0, $0.1) }, precision: .six) == six)
        for (p, e) in zip(try decode(six, .six), Self.googlePoints) { #expect(p == e) }
        // Read at the wrong precision, the same string is ten times too far: out of range.
        #expect(failure(six, .standard)?.message.contains("out of range") == true)
    }

    @Test func roundsHalvesAwayFromZeroLikeGoogle() {
        // Google's polyline utility gives …J; JavaScript's Math.round (half up) would give …H,
        // because −112.083965·1e5 is exactly −11208396.5.
        let points = [geo(36.05322, -112.084004), geo(36.053573, -112.083914), geo(36.053845, -112.083965)]
        #expect(EncodedPolyline.encode(points) == "ss`{E~kbkTeAQw@J")
        // Rounding each point (not each step) keeps small steps exact.
        #expect(EncodedPolyline.encode([geo(0, 0.000006), geo(0, 0.000002)]) == "?A?@")
        let fine = [3, 8, 13, 29, 45, 61, 77, 93].map { geo(Double($0) * 1e-6, 0) }
        #expect(EncodedPolyline.encode(fine) == "??A???C?C?A?C?A?")
    }

    @Test func roundTripsRandomRoutesAtEveryPrecision() throws {
        var rng = SplitMix64(seed: 2024)
        for digits in PolylinePrecision.range {
            let precision = try #require(PolylinePrecision(digits: digits))
            let scale = precision.scale
            for _ in 0..<50 {
                // Points on the precision's grid survive exactly, negative values included.
                let points = (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                    let p = rng.place()
                    return geo((p.latitude * scale).rounded() / scale, (p.longitude * scale).rounded() / scale)
                }
                let text = EncodedPolyline.encode(points, precision: precision)
                #expect(text.unicodeScalars.allSatisfy { (63...126).contains($0.value) })
                #expect(try EncodedPolyline.decode(text, precision: precision) == points)
            }
        }
    }

    @Test func roundTripsOffGridValuesWithinHalfAUnit() throws {
        var rng = SplitMix64(seed: 99)
        let points = (0..<2000).map { _ in rng.place() }
        let back = try EncodedPolyline.decode(EncodedPolyline.encode(points))
        #expect(back.count == points.count)
        for (a, b) in zip(points, back) {
            #expect(abs(a.latitude - b.latitude) <= 0.5e-5 + 1e-12)
            #expect(abs(a.longitude - b.longitude) <= 0.5e-5 + 1e-12)
        }
    }

    @Test func extremesRepeatsAndLongStrings() throws {
        // The corners of the valid range, and zero-length steps (repeated points).
        let corners = [geo(90, 180), geo(90, 180), geo(-90, -180), geo(-90, 180), geo(90, -180), geo(0, 0), geo(0, 0)]
        for digits in PolylinePrecision.range {
            let p = try #require(PolylinePrecision(digits: digits))
            #expect(try EncodedPolyline.decode(EncodedPolyline.encode(corners, precision: p), precision: p) == corners)
        }
        // A repeated point encodes as "??".
        #expect(EncodedPolyline.encode([geo(1, 1), geo(1, 1)]).hasSuffix("??"))
        // 10 000 points.
        var rng = SplitMix64(seed: 5)
        let long = (0..<10_000).map { _ in
            geo((Double.random(in: -90...90, using: &rng) * 1e5).rounded() / 1e5,
                (Double.random(in: -180...180, using: &rng) * 1e5).rounded() / 1e5)
        }
        let text = EncodedPolyline.encode(long)
        #expect(text.unicodeScalars.count > 60_000)
        #expect(try EncodedPolyline.decode(text) == long)
        #expect(try EncodedPolyline.decode("").isEmpty)
    }

    @Test func malformedStringsFailAtTheirOffset() throws {
        // A character outside '?'…'~'.
        let bad = failure("_p~iF~ps|U_ulL nnqC")
        #expect(bad?.offset == 14)
        #expect(bad?.message.contains("character ' ' is not part of an encoded polyline") == true)
        #expect(failure("_p~iF~ps|U>")?.offset == 10)
        #expect(failure("_p~iFé")?.offset == 5)
        // A chunk with the continuation bit set at the end: cut off.
        let cut = failure("_p~iF~ps|U_")
        #expect(cut?.offset == 10)
        #expect(cut?.message.contains("cut off") == true)
        // A latitude without a longitude: the offset of that latitude.
        let odd = failure("_p~iF~ps|U_ulL")
        #expect(odd?.offset == 10)
        #expect(odd?.message.contains("odd number of values") == true)
        // More than 7 chunks in one value.
        let long = failure("??" + String(repeating: "_", count: 7) + "?")
        #expect(long?.offset == 2)
        #expect(long?.message.contains("too long") == true)
        #expect(failure("??" + String(repeating: "_", count: 6) + "??") == nil)
        // Values decoding out of range, at the start of the offending value.
        let lat = failure("_mljP?")  // 91°, 0°
        #expect(lat?.offset == 0)
        #expect(lat?.message.contains("latitude 91.0 is out of range") == true)
        let lon = failure("???_qvoa@")  // 0,0 then 0,181
        #expect(lon?.offset == 3)
        #expect(lon?.message.contains("longitude 181.0 is out of range") == true)
    }

    @Test func errorIsLocatedInItsSource() throws {
        let error = try #require(failure("_p~iF~ps|U_ulL nnqC"))
        #expect(error.location == SourceLocation(file: "polyline", line: 1, column: 15))
        #expect(error.description.hasPrefix("polyline:1:15: character ' '"))
        // A caller names the source; the column stays the offset + 1.
        #expect(throws: PolylineError("character ' ' is not part of an encoded polyline (expected characters "
                                      + "from '?' to '~')", offset: 1, source: "route #2")) {
            try EncodedPolyline.decode("_ p", source: "route #2")
        }
    }

    @Test func precisionParser() throws {
        #expect(try PolylinePrecision.parse("5") == .standard)
        #expect(try PolylinePrecision.parse("6") == .six)
        #expect(try PolylinePrecision.parse("1").digits == 1)
        for bad in ["0", "8", "-5", "5.0", "six", ""] {
            #expect(throws: SpecError.self) { try PolylinePrecision.parse(bad) }
        }
    }
}
