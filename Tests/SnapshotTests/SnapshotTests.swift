import Foundation
import Raster
import ImageCodecs
import Testing

/// Renders every scene of `Snapshots/scenes.txt` with the built `tagcloud`
/// and compares it with its golden image, pixel for pixel (no tolerance).
///
/// On a mismatch the actual image and a difference picture go to
/// `Snapshots/.failures/`, and the failure says how to accept them. With
/// `RECORD_SNAPSHOTS=1` in the environment the goldens are (re)written instead.
@Suite struct SnapshotTests {
    static let scenes = SnapshotScene.load()

    @Test(arguments: scenes)
    func sceneMatchesItsGoldenImage(_ scene: SnapshotScene) throws {
        let rendered = try scene.render()
        #expect(rendered.status == 0, "\(scene.name): \(rendered.stderr)")
        let actualBytes = try #require(rendered.image, "\(scene.name): no image written")
        let actual = try PNMDecoder.decode(actualBytes)
        if SnapshotScene.recording {
            try Data(actualBytes).write(to: scene.golden)
            return
        }
        let goldenBytes = try #require(try? [UInt8](Data(contentsOf: scene.golden)),
                                       "\(scene.name): no golden image; record it with RECORD_SNAPSHOTS=1")
        let golden = try PNMDecoder.decode(goldenBytes)
        let difference = actual.difference(from: golden)
        guard !difference.isEmpty else { return }
        let (actualPath, diffPath) = try scene.saveFailure(actualBytes, actual: actual, golden: golden)
        Issue.record("""
            snapshot \(scene.name): \(difference.differingPixels) pixels differ \
            (largest channel difference \(difference.maximumChannelDelta)); \
            actual: \(actualPath), difference: \(diffPath); \
            to accept: swift run --package-path Tools snapshot-tool accept \(scene.stem)
            """)
    }

    @Test(.enabled(if: !SnapshotScene.recording))
    func everyGoldenImageHasAScene() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: SnapshotScene.directory.appendingPathComponent("golden").path)
        #expect(Set(goldens) == Set(Self.scenes.map(\.name)))
    }
}
