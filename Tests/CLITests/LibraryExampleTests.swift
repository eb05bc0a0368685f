import Foundation
import Testing
import TagCloud

/// The README's library example, run here as written and compared byte for
/// byte with what the `tagcloud` binary writes for the options it claims,
/// and no others; and the same for `tagcloud animate`'s default frames.
@Suite struct LibraryExampleTests {
    /// The tags both sides read.
    static let text = "swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n"

    /// `tagcloud render --tags tags.csv -o cloud.png`, with the defaults alone.
    @Test func theExampleDrawsWhatRenderDraws() throws {
        // README example begins
        let bytes = Array("swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n".utf8)
        var cloud = Cloud(tags: try TagInput.parse(bytes, file: "tags.csv"))
        cloud.place()
        let png = try cloud.encoded(as: .png)
        // README example ends

        let render = try TagCloudProcess.run(["render", "--tags", "-", "--format", "png", "-o", "-"],
                                             stdin: Array(Self.text.utf8))
        #expect(render.status == 0, "\(render.stderr)")
        #expect(png.count > 1000)
        #expect(png == render.stdout)
    }

    /// Frame 30 of `tagcloud animate --tags tags.csv` (a spin of y:20, round,
    /// placed for the spin), and of `--placement view` (round, placed for
    /// the view), with no other flag.
    @Test func theAnimationExampleDrawsWhatAnimateDraws() throws {
        let text = Self.text
        var cloud = Cloud(tags: try TagInput.parse(Array(text.utf8), file: "tags.csv"), motion: .animate)
        cloud.place()
        let frame = try cloud.encoded(as: .png, at: cloud.spin().state(ofFrame: 30))

        var viewed = Cloud(tags: try TagInput.parse(Array(text.utf8), file: "tags.csv"), motion: .animate)
        viewed.placeForView()
        let viewFrame = try viewed.encoded(as: .png, at: viewed.spin().state(ofFrame: 30))

        let animate = try TagCloudProcess.run(["animate", "--tags", "-", "--frames", "30-30", "--format", "png", "-o", "-"],
                                              stdin: Array(Self.text.utf8))
        #expect(animate.status == 0, "\(animate.stderr)")
        #expect(frame.count > 1000)
        #expect(frame == animate.stdout)

        let view = try TagCloudProcess.run(
            ["animate", "--tags", "-", "--placement", "view", "--frames", "30-30", "--format", "png", "-o", "-"],
            stdin: Array(Self.text.utf8))
        #expect(view.status == 0, "\(view.stderr)")
        #expect(viewFrame != frame)
        #expect(viewFrame == view.stdout)
    }

    /// `Cloud(tags:)` keeps the command line's 100 heaviest tags, as `--max-tags` does.
    @Test func theCloudKeepsTheCommandLinesTagCap() throws {
        let tags = (0..<150).map { TagCloud.Tag(text: "t\($0)", weight: Double(150 - $0)) }
        let cloud = Cloud(tags: Array(tags.reversed()))
        #expect(cloud.tags.count == 100)
        #expect(cloud.tags.first?.text == "t0")
        #expect(Cloud(tags: tags, maxTags: nil).tags.count == 150)
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
