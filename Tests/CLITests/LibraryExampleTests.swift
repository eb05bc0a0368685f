import Foundation
import Testing
import TagCloud

/// The README's library example, run here as written and compared byte for
/// byte with what the `tagcloud` binary writes for the same options.
@Suite struct LibraryExampleTests {
    /// The tags both sides read.
    static let text = "swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n"

    @Test func theExampleDrawsWhatTheCommandLineDraws() throws {
        // README example begins
        let text = "swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n"
        var cloud = Cloud(tags: try TagInput.parse(Array(text.utf8), file: "tags.csv"))
        cloud.rotate(by: [try RotationSpec.parse("x:15")])
        cloud.placeForView()
        let png = try cloud.encoded(as: .png)
        let frame = try cloud.encoded(as: .png, at: cloud.spin(.parseRate("y:20"), seconds: 18).state(ofFrame: 30))
        // README example ends

        let render = try TagCloudProcess.run(["render", "--tags", "-", "--rotate", "x:15", "--format", "png", "-o", "-"],
                                             stdin: Array(Self.text.utf8))
        #expect(render.status == 0, "\(render.stderr)")
        #expect(png.count > 1000)
        #expect(png == render.stdout)

        let animate = try TagCloudProcess.run(
            ["animate", "--tags", "-", "--rotate", "x:15", "--placement", "view", "--stretch", "fill",
             "--spin", "y:20", "--duration", "18s",
             "--frames", "30-30", "--format", "png", "-o", "-"], stdin: Array(Self.text.utf8))
        #expect(animate.status == 0, "\(animate.stderr)")
        #expect(frame != png)
        #expect(frame == animate.stdout)
    }

    /// The README shows the lines above, unindented, in a `swift` block.
    @Test func theReadmeShowsTheExample() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(source.firstIndex { $0.hasSuffix("// README example begins") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// README example ends") })
        let example = source[(start + 1)..<end].map { $0.dropFirst(8) }.joined(separator: "\n")
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\nimport TagCloud\n" + example + "\n```"))
    }
}
