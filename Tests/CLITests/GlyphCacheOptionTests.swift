import Foundation
import Testing
@testable import tagcloud

/// `--glyph-cache N` bounds the outlines each text renderer keeps; it must
/// never change a pixel, and it is checked like every other cap.
@Suite struct GlyphCacheOptionTests {
    static let scene = ["--tags", GeoTest.sample("words.txt"), "--size", "160x120", "--rotate", "x:15"]

    @Test func aOneOutlineCacheDrawsTheSamePixels() throws {
        let small = try AnimateTest.runAnywhere(["render"] + Self.scene + ["--glyph-cache", "1", "-o", "-"])
        let normal = try AnimateTest.runAnywhere(["render"] + Self.scene + ["-o", "-"])
        #expect(AnimateTest.digest(small) == AnimateTest.digest(normal))
        let spin = ["--spin", "y:90", "--duration", "0.2s", "--fps", "10", "--jobs", "2", "-o", "-"]
        let frames = try AnimateTest.runAnywhere(["animate"] + Self.scene + spin + ["--glyph-cache", "1"])
        let reference = try AnimateTest.runAnywhere(["animate"] + Self.scene + spin)
        #expect(AnimateTest.digest(frames) == AnimateTest.digest(reference))
    }

    @Test func theLimitReachesEachWorkersRenderer() throws {
        let invocation = try CommandLineParser.parse(["render", "--tags", "w.txt", "--glyph-cache", "7"]).get()
        guard case .run(_, let arguments) = invocation else { Issue.record("not a run: \(invocation)"); return }
        let renderer = RenderOptions.sceneRenderer(arguments, font: .embedded)
        #expect(renderer.text.outlineCacheLimit == 7)
    }

    @Test(arguments: ["0", "-3", "1000001", "many"])
    func outOfRangeValuesAreUsageErrors(_ value: String) throws {
        let result = try TagCloudProcess.run(["render"] + Self.scene + ["--glyph-cache", value, "-o", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--glyph-cache"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
