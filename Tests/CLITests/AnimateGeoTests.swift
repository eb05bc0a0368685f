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
    /// The sample words with their links, stretched to fill the frame as a
    /// still is by default (an animation is round unless asked).
    static let links = [
        "--tags", GeoTest.sample("words.txt"), "--links", GeoTest.sample("links.txt"),
        "--rotate", "x:50", "--size", "160x120", "--placement", "view", "--stretch", "fill",
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

    /// A globe map turning with its labels fading in and out: the same
    /// frames with one job, three jobs, and a range resumed part way.
    @Test func mapFramesAreTheSameForAnyJobs() throws {
        let scene = ["animate", "--globe", "--tags", GeoTest.sample("cities.tsv"), "--look-at", "30,20",
                     "--coastlines", "--graticule", "30", "--size", "200x150",
                     "--spin", "y:120", "--duration", "1.5s", "--fps", "10"]
        let one = try NetpbmStream.split(try AnimateTest.runAnywhere(scene + ["--jobs", "1", "-o", "-"]))
        let three = try NetpbmStream.split(try AnimateTest.runAnywhere(scene + ["--jobs", "3", "-o", "-"]))
        let tail = try NetpbmStream.split(try AnimateTest.runAnywhere(scene + ["--frames", "9-", "--jobs", "2", "-o", "-"]))
        try #require(one.count == 15 && three.count == 15 && tail.count == 6)
        #expect(AnimateTest.digests(one.map(\.bytes)) == AnimateTest.digests(three.map(\.bytes)))
        #expect(AnimateTest.digests(Array(one.suffix(6)).map(\.bytes)) == AnimateTest.digests(tail.map(\.bytes)))
    }

    @Test func mapOptionsNeedTheGlobe() throws {
        for option in [["--coastlines"], ["--markers", "pin"], ["--halo", "1"], ["--land", "green"],
                       ["--graticule", "15"]] {
            let result = try TagCloudProcess.run(["render", "--tags", GeoTest.sample("words.txt")] + option + ["-o", "-"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(option[0]) draws a map of places; it needs --globe"), "\(result.stderr)")
        }
        let bad = try TagCloudProcess.run(["render", "--globe", "--tags", GeoTest.sample("cities.tsv"),
                                           "--graticule", "0", "-o", "-"])
        #expect(bad.status == 2 && bad.stderr.contains("--graticule"), "\(bad.stderr)")
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
