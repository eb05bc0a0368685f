// libFuzzer target `geo`: the globe-mode parsers, chosen by the first byte
// (mod 5) of the input; the rest is the parser's input:
//   0  encoded polyline (`--route-polyline`), precision 5, 6 or 7 from the
//      second byte; decoded points must re-encode and decode to the same points
//   1  geo-tag list (`--tags` in globe mode), from bytes
//   2  route CSV (`--route`), from bytes; the route is sampled on the sphere
//   3  links (`--links`) against a fixed tag list; each link's arc is sampled
//   4  the short value parsers (`--look-at`, `--fit`, `--backface`,
//      `--polyline-precision`, `--fit-pad`), one per line
// Every result must be finite and in range, every error one line at a valid place.
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Homogeneous
import TagCloud

/// Tags that links may name: those of Snapshots/samples/links.txt, plus exact and
/// case-insensitive matches, an ambiguous pair and names that need quotes.
private let tagNames = [
    "Jupiter", "Io", "Europa", "Ganymede", "Saturn", "Titan", "Galileo", "Telescope", "Halley", "Comet", "Hubble",
    "Redshift", "Andromeda Galaxy", "Messier", "Nebula", "Kepler", "Exoplanet", "Orion", "Betelgeuse", "Rigel",
    "Ursa Major", "Polaris", "Supernova", "Neutron star", "Pulsar",
    "Paris", "LONDON", "london", "C#", "a -> b", "Hello, world", "Zürich", "say \"hi\"",
]
/// A point on the unit sphere per tag (a spiral, so arcs have length).
private let tagPoints: [Vector3] = tagNames.indices.map { i in
    let z = 1 - 2 * (Double(i) + 0.5) / Double(tagNames.count), r = (1 - z * z).squareRoot(), phi = Double(i) * 2.4
    return Vector3(r * cos(phi), r * sin(phi), z)
}

/// Checks a located error: one line, line and column at least 1.
private func check(_ error: some LocatedError) {
    FuzzCheck.require(error.location.line >= 1 && error.location.column >= 1, "bad location in \(error)")
    FuzzCheck.require(FuzzCheck.isOneLine(error.description), "multi-line error: \(error.description.debugDescription)")
}

/// Checks a coordinate is in range.
private func check(_ c: GeoCoordinate) {
    FuzzCheck.require(GeoCoordinate.latitudeRange.contains(c.latitude)
                      && GeoCoordinate.longitudeRange.contains(c.longitude), "coordinate out of range: \(c)")
}

/// Checks a sampled curve: finite points at radius 1…lift.
private func check(_ curve: SphereCurve, maxRadius: Double = 2) {
    for p in curve.points {
        let r = (p.x * p.x + p.y * p.y + p.z * p.z).squareRoot()
        FuzzCheck.require(r.isFinite && r > 0.999 && r < maxRadius, "curve point off the sphere: \(p)")
    }
}

private func fuzzPolyline(_ text: String, precisionByte: UInt8) {
    let precision = PolylinePrecision(digits: 5 + Int(precisionByte % 3)) ?? .standard
    do {
        let points = try EncodedPolyline.decode(text, precision: precision)
        points.forEach(check)
        let again = try EncodedPolyline.decode(EncodedPolyline.encode(points, precision: precision), precision: precision)
        FuzzCheck.require(again == points, "polyline re-encoding changed the points")
        check(SphereCurve.route(through: Array(points.prefix(64))))
    } catch {
        check(error)
        FuzzCheck.require(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "offset out of range")
    }
}

private func fuzzGeoTags(_ bytes: ArraySlice<UInt8>) {
    do {
        let tags = try GeoTagInput.parse(bytes, file: "fuzz.tsv")
        for tag in tags {
            check(tag.coordinate)
            FuzzCheck.require(tag.weight > 0 && tag.weight.isFinite, "bad weight \(tag.weight)")
            FuzzCheck.require(Globe.orientation(lookingAt: tag.coordinate).isRotation(tolerance: 1e-9), "bad look-at")
        }
    } catch {
        check(error)
    }
}

private func fuzzRoute(_ bytes: ArraySlice<UInt8>) {
    do {
        let points = try RouteCSV.parse(bytes, file: "fuzz.csv")
        points.forEach(check)
        check(SphereCurve.route(through: Array(points.prefix(64))))
    } catch {
        check(error)
    }
}

private func fuzzLinks(_ bytes: ArraySlice<UInt8>) {
    do {
        let links = try LinkInput.parse(bytes, file: "fuzz.links", tagNames: tagNames)
        for link in links {
            FuzzCheck.require(tagNames.indices.contains(link.from) && tagNames.indices.contains(link.to)
                              && link.from != link.to, "bad link \(link)")
            FuzzCheck.require(link.weight > 0 && link.weight.isFinite, "bad weight \(link.weight)")
        }
        for link in links.prefix(16) { check(link.arc(points: tagPoints)) }
    } catch {
        check(error)
    }
}

private func fuzzSpecs(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(16) {
        let value = String(line)
        let results: [Result<Void, SpecError>] = [
            Result { () throws(SpecError) in check(try GeoCoordinate.parse(value)) },
            Result { () throws(SpecError) in _ = try FitTarget.parse(value) },
            Result { () throws(SpecError) in _ = try BackfaceMode.parse(value) },
            Result { () throws(SpecError) in _ = try PolylinePrecision.parse(value) },
            Result { () throws(SpecError) in
                let pad = try FitToContent.parsePadding(value)
                FuzzCheck.require(FitToContent.paddingRange.contains(pad), "padding out of range")
            },
        ]
        for case .failure(let error) in results {
            FuzzCheck.require(FuzzCheck.isOneLine(error.message), "multi-line error: \(error.message.debugDescription)")
            FuzzCheck.require(error.offset >= 0 && error.offset <= value.unicodeScalars.count, "bad offset")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let selector = input.first else { return 0 }
    let rest = Array(input.dropFirst())[...]
    let text = String(decoding: rest, as: UTF8.self)
    switch selector % 5 {
    case 0: fuzzPolyline(String(decoding: rest.dropFirst(), as: UTF8.self), precisionByte: rest.first ?? 0)
    case 1: fuzzGeoTags(rest)
    case 2: fuzzRoute(rest)
    case 3: fuzzLinks(rest)
    default: fuzzSpecs(text)
    }
    return 0
}
