import Foundation
import Homogeneous
import Raster
import TagCloud
import Testing

@Suite struct LayoutJSONTests {
    let viewport = Viewport(width: 640, height: 480)

    func result(_ tags: [TagCloud.Tag]) -> LayoutResult {
        makeLayout(tags, viewport).frame(orientation: Matrix4(rotationX: .degrees(15)) * Matrix4(rotationY: .degrees(30)))
    }

    @Test func parsesAndMatchesTheResult() throws {
        let r = result(SampleTags.astronomy)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["width", "height", "radius", "tags"])
        #expect(object["width"] as? Double == 640 && object["height"] as? Double == 480)
        #expect(abs((object["radius"] as? Double ?? 0) - r.radius) <= 5e-5)
        let tags = try #require(object["tags"] as? [[String: Any]])
        #expect(tags.count == r.tags.count)
        let keys: Set = ["text", "weight", "point", "screen", "depth", "scale", "alpha", "fontSize", "drawnSize",
                         "box", "baseline", "order"]
        for (json, tag) in zip(tags, r.tags) {
            #expect(Set(json.keys) == keys)
            #expect(json["text"] as? String == tag.text)
            #expect(abs((json["weight"] as? Double ?? 0) - tag.weight) <= 1e-12 * tag.weight)
            #expect(json["order"] as? Int == tag.order)
            let box = try #require(json["box"] as? [Double])
            let expected = [tag.box.minX, tag.box.minY, tag.box.maxX, tag.box.maxY]
            #expect(zip(box, expected).allSatisfy { abs($0 - $1) <= 5e-5 } && box.count == 4)
            let point = try #require(json["point"] as? [Double])
            #expect(zip(point, [tag.point.x, tag.point.y, tag.point.z]).allSatisfy { abs($0 - $1) <= 5e-5 })
            let screen = try #require(json["screen"] as? [Double])
            #expect(abs(screen[0] - tag.screen.x) <= 5e-5 && abs(screen[1] - tag.screen.y) <= 5e-5)
            for (key, value) in [("depth", tag.depth), ("scale", tag.scale), ("alpha", tag.alpha),
                                 ("fontSize", tag.fontSize), ("drawnSize", tag.drawnSize),
                                 ("baseline", tag.baseline)] {
                #expect(abs((json[key] as? Double ?? .nan) - value) <= 5e-5, "\(key)")
            }
        }
        // Weights are written exactly (Foundation's parser rounds in the last
        // digit, so read them back with Swift's own).
        let lines = r.json.split(separator: "\n").filter { $0.hasPrefix("{\"text\"") }
        for (line, tag) in zip(lines, r.tags) {
            let field = line.split(separator: ",").first { $0.hasPrefix("\"weight\":") }
            #expect(field.flatMap { Double($0.dropFirst(9)) } == tag.weight)
        }
        // Tags in input order; `order` is a permutation of the draw positions.
        #expect(tags.compactMap { $0["order"] as? Int }.sorted() == Array(0..<r.tags.count))
    }

    @Test func byteIdenticalAcrossRuns() {
        let a = Array(result(SampleTags.astronomy).json.utf8)
        let b = Array(result(SampleTags.astronomy).json.utf8)
        #expect(a == b)
        #expect(a.last == UInt8(ascii: "\n"))
    }

    @Test func escapesStrings() throws {
        let texts = ["say \"hi\"", "back\\slash", "line\nbreak\ttab\r", "bell\u{07}\u{01}\u{1F}", "del\u{7F}",
                     "Ångström 🌙 \u{2028}", "/slash"]
        let r = result(texts.map { Tag(text: $0, weight: 1) })
        let json = r.json
        #expect(json.contains("\"say \\\"hi\\\"\""))
        #expect(json.contains("\"line\\nbreak\\ttab\\r\""))
        #expect(json.contains("\"bell\\u0007\\u0001\\u001f\""))
        #expect(json.contains("Ångström 🌙"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let decoded = (object["tags"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(decoded == texts)
    }

    @Test func numberFormatting() {
        let tag = LaidOutTag(index: 0, text: "x", weight: 0.1, point: Vector3(-0.00001, 0.00005, -1.23456),
                             screen: Point(12.5, 3), depth: 2e-5, scale: 1, magnification: 1, alpha: 0.99995,
                             fontSize: 1e12, drawnSize: -7, box: Rect(minX: 0, minY: 0.1, maxX: 10.06, maxY: 2),
                             baseline: 1.00004, order: 0)
        let json = LayoutResult(viewport: viewport, radius: 100, tags: [tag], drawOrder: [0]).json
        #expect(json == """
            {"width":640,"height":480,"radius":100,"tags":[
            {"text":"x","weight":0.1,"point":[0,0.0001,-1.2346],"screen":[12.5,3],"depth":0,"scale":1,\
            "alpha":1,"fontSize":1000000000000.0,"drawnSize":-7,"box":[0,0.1,10.06,2],"baseline":1,"order":0}
            ]}

            """)
        #expect(LayoutResult(viewport: viewport, radius: 0, tags: [], drawOrder: []).json
                == "{\"width\":640,\"height\":480,\"radius\":0,\"tags\":[]}\n")
    }
}
