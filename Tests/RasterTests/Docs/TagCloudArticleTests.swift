import Testing
import TagCloud

/// The code of TagCloud's pages (Sources/TagCloud/TagCloud.docc), run as
/// written, with what their comments and prose say checked. (That the
/// landing page's lines give `tagcloud render`'s bytes is checked against
/// the binary in CLITests' LibraryExampleTests.)
@Suite struct TagCloudArticleTests {
    /// The tags the articles read.
    static func tags() throws -> [TagCloud.Tag] {
        let text = "swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n"
        return try TagInput.parse(Array(text.utf8), file: "tags.csv")
    }

    @Test func theLandingPage() throws {
        // Example: TagCloud.docc/TagCloud.md
        let bytes = Array("swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n".utf8)
        var cloud = Cloud(tags: try TagInput.parse(bytes, file: "tags.csv"))
        cloud.place()
        let png = try cloud.encoded(as: .png)
        // End of example
        #expect(png.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        // One import gives the types underneath.
        let _: (Color, Rect, Matrix4, Font, ImageFormat) = (.white, Rect(minX: 0, minY: 0, maxX: 1, maxY: 1),
                                                            .identity, .embedded, .png)
    }

    @Test func gettingStarted() throws {
        // Example: TagCloud.docc/GettingStarted.md
        let text = "swift,8\nsphere,5\nmatrix,3\nvector,2\nraster,1\n"
        let tags = try TagInput.parse(Array(text.utf8), file: "tags.csv")
        print(tags.count, tags[0].text)   // 5 swift
        // End of example
        #expect(tags.count == 5 && tags[0].text == "swift")

        // Example: TagCloud.docc/GettingStarted.md
        var cloud = Cloud(tags: tags)          // tagcloud render's defaults
        cloud.rotate(by: [try RotationSpec.parse("x:15")])   // --rotate x:15
        cloud.place()                          // placed for this view
        let png = try cloud.encoded(as: .png)  // render --rotate x:15 -o a.png
        // End of example
        #expect(png.count > 1000)
        #expect(cloud.layout.options.fillsFrame)
        #expect(cloud.layout.viewport == Viewport(width: 1280, height: 720))

        // Example: TagCloud.docc/GettingStarted.md
        var small = Cloud(tags: tags, viewport: Viewport(width: 640, height: 360))
        small.style.background = .white                     // --background white
        small.style.gradient = try Gradient(parsing: "#123, #789")  // --gradient
        small.place()
        let canvas = try small.image()   // a Raster canvas, 640 × 360
        // End of example
        #expect(canvas.width == 640 && canvas.height == 360)
        #expect(canvas.pixel(x: 0, y: 0) == .white)

        // Example: TagCloud.docc/GettingStarted.md
        var spinning = Cloud(tags: tags, motion: .animate)  // tagcloud animate's
        spinning.place()                      // placed for the spin
        let replay = try spinning.spin()      // y:20/s, one turn: 18 s at 30 fps
        let frame = try spinning.encoded(as: .png, at: replay.state(ofFrame: 30))
        // End of example
        #expect(replay.frameCount == 540)
        #expect(!spinning.layout.options.fillsFrame)
        #expect(frame != png)
    }

    @Test func framesForYourOwnPipeline() throws {
        let tags = try Self.tags()
        // Example: TagCloud.docc/FramesForYourOwnPipeline.md
        var cloud = Cloud(tags: tags, motion: .animate)
        cloud.place()
        let replay = try cloud.spin()
        let recipe = try FrameRecipe(cloud: cloud, replay: replay, format: .ppm)
        let worker = try recipe.makeWorker()   // one per thread
        var frame = EncodedFrame()             // reused from frame to frame
        var files: [[UInt8]] = []
        for index in 0..<3 {
            recipe.render(frame: index, with: worker, into: &frame)
            files.append(frame.bytes)          // a whole PPM file
        }
        // End of example
        #expect(files.count == 3 && files[0] != files[1])
        #expect(files[0].starts(with: Array("P6\n1280 720\n255\n".utf8)))
        #expect(files[1] == PPMEncoder().encoded(try cloud.image(orientation: replay.state(ofFrame: 1).orientation,
                                                                 zoom: replay.state(ofFrame: 1).zoom)))

        // Example: TagCloud.docc/FramesForYourOwnPipeline.md
        let list = try cloud.drawList(orientation: replay.state(ofFrame: 30)
            .orientation)
        for case .label(let label) in list.items {   // back to front
            print(label.tag, label.origin, label.color, label.alpha)
        }
        let canvas = try cloud.render(list)
        // End of example
        #expect(list.items.count == tags.count)
        #expect(canvas.width == 1280)
    }

    @Test func theLayoutAsData() throws {
        let tags = try Self.tags()
        // Example: TagCloud.docc/TheLayoutAsData.md
        var cloud = Cloud(tags: tags)
        cloud.place()
        let frame = cloud.drawnFrame()
        for index in frame.drawOrder {          // back to front
            let tag = frame.tags[index]
            print(tag.text, tag.box, tag.color?.description ?? "", tag.opacity ?? 0)
        }
        // End of example
        // The colours and opacities are those the draw list draws with.
        let drawn = try cloud.drawList().items.compactMap { item -> LabelDraw? in
            if case .label(let label) = item { return label } else { return nil }
        }
        #expect(drawn.count == frame.tags.count)
        for label in drawn {
            let tag = frame.tags[label.tag]
            #expect(tag.color == label.color)
            #expect(abs((tag.opacity ?? 0) - label.alpha) < 1e-12)
        }
        #expect(cloud.layout.frame(orientation: .identity).tags.allSatisfy { $0.color == nil && $0.opacity == nil })

        // Example: TagCloud.docc/TheLayoutAsData.md
        let json = frame.json   // {"width":1280,"height":720,"radius":…
        // End of example
        #expect(json.hasPrefix("{\"width\":1280,\"height\":720,\"radius\":"))

        // Example: TagCloud.docc/TheLayoutAsData.md
        let click = Point(640, 360)
        let hit = frame.drawOrder.reversed().map { frame.tags[$0] }.first {
            $0.box.minX <= click.x && click.x < $0.box.maxX
                && $0.box.minY <= click.y && click.y < $0.box.maxY
        }   // the front-most label under the click, if any
        // End of example
        if let hit {
            #expect(frame.tags.allSatisfy { $0.order <= hit.order || !($0.box.minX <= 640 && 640 < $0.box.maxX
                && $0.box.minY <= 360 && 360 < $0.box.maxY) })
        }
    }
}
