import Foundation
import Testing

/// `animate` with the globe, link and route options: the first frame shows the
/// starting pose, so it must be byte for byte what `render` draws with the
/// same options, and the curves must then move with the sphere.
@Suite struct AnimateGeoTests {
    /// A globe turned to Paris with two routes.
    static let globe = [
        "--globe", "--tags", GeoTest.sample("cities.tsv"), "--look-at", "48.9,2.4",
        "--route", GeoTest.sample("route-flight.csv"), "--route", GeoTest.sample("route-coast.csv"),
        "--size", "160x120",
    ]
    /// The sample words with their links.
    static let links = [
        "--tags", GeoTest.sample("words.txt"), "--links", GeoTest.sample("links.txt"),
        "--rotate", "x:50", "--size", "160x120", "--placement", "view",
    ]

    /// The globe fitted to its routes (a zoom above 1 from the first frame on).
    static let fitted = Array(globe.filter { $0 != "--look-at" && $0 != "48.9,2.4" }) + ["--fit", "routes"]

    @Test(arguments: [globe, links, fitted])
    func firstFrameIsTheRenderedPicture(_ scene: [String]) throws {
        let spin = ["--spin", "y:90", "--duration", "0.2s", "--fps", "10"]
        let frames = try NetpbmStream.split(try AnimateTest.runAnywhere(["animate"] + scene + spin + ["-o", "-"]))
        try #require(frames.count == 2)
        let rendered = try AnimateTest.runAnywhere(["render"] + scene + ["-o", "-"])
        #expect(AnimateTest.digest(frames[0].bytes) == AnimateTest.digest(rendered))
        #expect(frames[1].samples != frames[0].samples)
    }

    @Test func routesAreDrawnInEveryFrame() throws {
        let spin = ["--spin", "y:90", "--duration", "0.2s", "--fps", "10", "-o", "-"]
        let bare = Self.globe.prefix(5).map { $0 } + ["--size", "160x120"]
        let with = try NetpbmStream.split(try AnimateTest.runAnywhere(["animate"] + Self.globe + spin))
        let without = try NetpbmStream.split(try AnimateTest.runAnywhere(["animate"] + bare + spin))
        try #require(with.count == 2 && without.count == 2)
        for (a, b) in zip(with, without) {
            let changed = zip(a.samples, b.samples).filter { $0 != $1 }.count
            #expect(changed > 100, "the routes change only \(changed) samples")
        }
    }

    @Test func globeOptionsAreCheckedForAnimateToo() throws {
        let result = try TagCloudProcess.run(
            ["animate", "--globe", "--tags", GeoTest.sample("cities.tsv"), "--text-input", "-o", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("does not apply with --globe"), "\(result.stderr)")
        let twice = try TagCloudProcess.run(
            ["animate", "--tags", "-", "--script", "-", "-o", "-"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("cannot both use standard input"), "\(twice.stderr)")
    }
}

extension AnimateTest {
    /// Runs the binary with exactly `arguments` and returns standard output, requiring success.
    static func runAnywhere(_ arguments: [String]) throws -> [UInt8] {
        let result = try TagCloudProcess.run(arguments, timeout: 300)
        guard result.status == 0, !result.signaled else {
            throw HarnessError("\(arguments) failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout
    }
}
