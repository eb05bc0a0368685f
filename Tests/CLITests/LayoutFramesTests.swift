import Foundation
import Testing

/// `tagcloud layout` with the animation options: one JSON document per
/// frame (JSON Lines), and the spin placement checked frame by frame (#16).
@Suite struct LayoutFramesTests {
    static let words = LayoutEndToEndTests.words

    /// The JSON objects of the lines a run printed.
    func lines(_ result: ProcessResult) throws -> [[String: Any]] {
        let text = try #require(String(bytes: result.stdout, encoding: .utf8))
        #expect(text.hasSuffix("}\n"))
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The front labels (depth > 0) whose boxes intersect another's by more than 1 px².
    static func frontOverlap(_ frame: [String: Any]) -> Int {
        let boxes = (frame["tags"] as? [[String: Any]] ?? []).filter { ($0["depth"] as? Double ?? -1) > 0 }
            .compactMap { $0["box"] as? [Double] }
        var hit = Set<Int>()
        for a in boxes.indices {
            for b in boxes.indices where b > a {
                let w = min(boxes[a][2], boxes[b][2]) - max(boxes[a][0], boxes[b][0])
                let h = min(boxes[a][3], boxes[b][3]) - max(boxes[a][1], boxes[b][1])
                if w > 0, h > 0, w * h > 1 { hit.formUnion([a, b]) }
            }
        }
        return hit.count
    }

    /// A turn at 20°/s is 18 s: at 2 fps, 36 lines, numbered, timed, each a
    /// whole layout with `visible` on every tag; `--frames` gives the same lines.
    @Test func everyFrameIsOneLine() throws {
        let base = ["layout", "--tags", Self.words, "--size", "640x360", "--spin", "y:20", "--fps", "2"]
        let all = try TagCloudProcess.run(base)
        #expect(all.status == 0, "\(all.stderr)")
        let frames = try lines(all)
        #expect(frames.count == 36)
        for (k, frame) in frames.enumerated() {
            #expect(frame["frame"] as? Int == k)
            #expect(abs((frame["time"] as? Double ?? -1) - Double(k) / 2) < 1e-9)
            #expect(frame["width"] as? Int == 640)
            let tags = try #require(frame["tags"] as? [[String: Any]])
            #expect(tags.count == 84)
            #expect(tags.allSatisfy { $0["visible"] is Bool && $0["box"] is [Double] })
        }
        // The sphere turns: frame 9 (a quarter turn) is not frame 0.
        #expect((frames[0]["tags"] as? [[String: Any]])?.first?["screen"] as? [Double]
            != (frames[9]["tags"] as? [[String: Any]])?.first?["screen"] as? [Double])
        let part = try TagCloudProcess.run(base + ["--frames", "3-5"])
        let text = String(decoding: all.stdout, as: UTF8.self).split(separator: "\n")
        #expect(String(decoding: part.stdout, as: UTF8.self) == text[3...5].joined(separator: "\n") + "\n")
    }

    /// Each tag's `opacity` is the factor its frame draws `alpha` with: 1
    /// in a spin (no declutter by default), below 1 for covered labels with
    /// `--declutter fade`, which alone also lays out frames (a turn).
    @Test func opacityCarriesTheDeclutterFade() throws {
        let base = ["layout", "--tags", Self.words, "--size", "320x180", "--fps", "1"]
        func opacities(_ extra: [String]) throws -> [Double] {
            let result = try TagCloudProcess.run(base + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try lines(result).flatMap { frame in
                try #require(frame["tags"] as? [[String: Any]]).map { $0["opacity"] as? Double ?? -1 }
            }
        }
        let plain = try opacities(["--spin", "y:20"])
        #expect(plain.count == 18 * 84 && plain.allSatisfy { $0 == 1 })
        let faded = try opacities(["--declutter", "fade"])
        #expect(faded.count == 18 * 84 && faded.allSatisfy { $0 >= 0.15 && $0 <= 1 })
        #expect(faded.contains { $0 < 0.9 })
    }

    /// On an opaque globe the far side's labels are not visible; in a
    /// transparent cloud every label inside the image is.
    @Test func visibilityFollowsTheGlobeAndTheFrame() throws {
        let globe = try TagCloudProcess.run(["layout", "--globe", "--tags", GeoTest.sample("cities.tsv"),
                                             "--spin", "y:90", "--fps", "1", "--frames", "0-1"])
        #expect(globe.status == 0, "\(globe.stderr)")
        for frame in try lines(globe) {
            for tag in try #require(frame["tags"] as? [[String: Any]]) {
                let depth = try #require(tag["depth"] as? Double)
                if depth < 0 { #expect(tag["visible"] as? Bool == false, "\(tag)") }
                if depth > 0.1 { #expect(tag["visible"] as? Bool == true, "\(tag)") }
            }
        }
        let cloud = try TagCloudProcess.run(["layout", "--tags", Self.words, "--script", GeoTest.sample("tour.gesture"),
                                             "--frames", "0-0"])
        #expect(cloud.status == 0, "\(cloud.stderr)")
        let tags = try #require(try lines(cloud).first?["tags"] as? [[String: Any]])
        #expect(tags.allSatisfy { $0["visible"] as? Bool == true })
    }

    /// Over a whole turn, the spin placement's mean front overlap is at most
    /// a quarter of the even placement's, on the sample and on equal weights.
    @Test(arguments: [false, true])
    func spinPlacementQuartersTheOverlap(equal: Bool) throws {
        var tags = ["--tags", Self.words]
        if equal {
            let names = try String(contentsOfFile: Self.words, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t")[0] }.joined(separator: "\n")
            tags = ["--tags", try GeoTest.file(names + "\n", named: "equal.txt")]
        }
        func mean(_ placement: String) throws -> Double {
            let result = try TagCloudProcess.run(["layout"] + tags + ["--rotate", "x:15", "--spin", "y:20", "--fps", "2",
                                                                      "--placement", placement])
            #expect(result.status == 0, "\(result.stderr)")
            let frames = try lines(result)
            return Double(frames.map(Self.frontOverlap).reduce(0, +)) / Double(frames.count)
        }
        let even = try mean("sphere"), spun = try mean("spin")
        #expect(even >= 2, "the even placement overlaps: \(even)")
        #expect(spun <= even / 4, "spin \(spun) against even \(even)")
    }
}

/// `layout --globe` with a spin: every line carries the map's fields as the
/// animation draws them (#17 item 6 per frame).
@Suite struct GlobeLayoutFramesTests {
    static let base = ["layout", "--globe", "--tags", GeoTest.sample("cities.tsv"), "--look-at", "40,20",
                       "--size", "640x360"]

    func tags(_ line: Substring) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(object["tags"] as? [[String: Any]])
    }

    @Test func everyFrameCarriesTheMapFields() throws {
        let spun = try TagCloudProcess.run(Self.base + ["--spin", "y:18", "--fps", "10", "--duration", "4s"])
        #expect(spun.status == 0, "\(spun.stderr)")
        let lines = String(decoding: spun.stdout, as: UTF8.self).split(separator: "\n")
        try #require(lines.count == 40)
        var positions: [[String]] = []
        var sawFade = false
        for line in lines {
            let tags = try tags(line)
            var frame: [String] = []
            for tag in tags {
                let visible = try #require(tag["visible"] as? Bool)
                let marker = try #require(tag["marker"] as? [Double])
                let box = try #require(tag["box"] as? [Double])
                let opacity = try #require(tag["opacity"] as? Double)
                if opacity > 0 && opacity < 1 { sawFade = true }
                #expect(visible == (tag["reason"] == nil), "\(tag)")
                if let reason = tag["reason"] as? String { #expect(["far side", "collision"].contains(reason)) }
                if (tag["depth"] as? Double ?? 0) < 0 { #expect(!visible && tag["reason"] as? String == "far side") }
                // Which side of its marker the label sits: it changes only when the label moves.
                let side = (box[0] >= marker[0] ? "r" : box[2] <= marker[0] ? "l" : "c")
                    + (box[3] <= marker[1] ? "u" : box[1] >= marker[1] ? "d" : "m")
                frame.append(visible ? side : "-")
            }
            // No two visible labels overlap by more than 1 px².
            let boxes = tags.filter { $0["visible"] as? Bool == true }.compactMap { $0["box"] as? [Double] }
            for a in boxes.indices {
                for b in boxes.indices where b > a {
                    let w = min(boxes[a][2], boxes[b][2]) - max(boxes[a][0], boxes[b][0])
                    let h = min(boxes[a][3], boxes[b][3]) - max(boxes[a][1], boxes[b][1])
                    #expect(!(w > 0 && h > 0 && w * h > 1), "\(boxes[a]) \(boxes[b])")
                }
            }
            positions.append(frame)
        }
        #expect(sawFade, "labels fade in and out over frames")
        // Hysteresis: a shown label keeps its side for at least a second (10 frames).
        for tag in positions[0].indices {
            var lastMove = -100
            for k in 1..<positions.count where positions[k][tag] != "-" && positions[k - 1][tag] != "-"
                && positions[k][tag] != positions[k - 1][tag] {
                #expect(k - lastMove >= 10, "tag \(tag) moved at frames \(lastMove) and \(k)")
                lastMove = k
            }
        }
        // Frame 0 is the still picture's layout.
        let still = try TagCloudProcess.run(Self.base)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(still.stdout)) as? [String: Any])
        let stillTags = try #require(object["tags"] as? [[String: Any]])
        let first = try tags(lines[0])
        for (a, b) in zip(stillTags, first) {
            #expect(a["box"] as? [Double] == b["box"] as? [Double], "\(a["text"] ?? "")")
            #expect(a["visible"] as? Bool == b["visible"] as? Bool)
            #expect(a["marker"] as? [Double] == b["marker"] as? [Double])
        }
        // --frames gives the same lines as the whole run.
        let part = try TagCloudProcess.run(Self.base + ["--spin", "y:18", "--fps", "10", "--duration", "4s",
                                                        "--frames", "20-22"])
        #expect(String(decoding: part.stdout, as: UTF8.self) == lines[20...22].joined(separator: "\n") + "\n")
    }
}
