import Foundation
import Testing

/// `tagcloud layout` run as a user runs it, its JSON checked from the outside.
@Suite struct LayoutEndToEndTests {
    /// `Snapshots/samples`, found from this file.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/samples")
    static let words = samples.appendingPathComponent("words.txt").path

    /// The JSON object a run printed.
    func json(_ result: ProcessResult) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout))
        return try #require(object as? [String: Any])
    }

    /// The tags array of a layout.
    func tags(_ layout: [String: Any]) throws -> [[String: Any]] {
        try #require(layout["tags"] as? [[String: Any]])
    }

    @Test func sampleLayoutIsCompleteAndConsistent() throws {
        let result = try TagCloudProcess.run(
            ["layout", "--tags", Self.words, "--rotate", "x:15", "--rotate", "y:-30", "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let layout = try json(result)
        #expect(layout["width"] as? Int == 800)
        #expect(layout["height"] as? Int == 600)
        let tags = try tags(layout)
        // The sample has 84 tags (its non-comment lines), each laid out once.
        let lines = try String(contentsOfFile: Self.words, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(tags.count == lines.count)
        #expect(Set(tags.compactMap { $0["text"] as? String }) == Set(lines.map { String($0.split(separator: "\t")[0]) }))
        for tag in tags {
            for key in ["text", "weight", "point", "screen", "depth", "scale", "alpha", "fontSize", "box", "order"] {
                #expect(tag[key] != nil, "missing \(key)")
            }
            // Every box is inside the image (fit to frame), and contains its centre.
            let box = try #require(tag["box"] as? [Double])
            let screen = try #require(tag["screen"] as? [Double])
            #expect(box[0] >= 0 && box[1] >= 0 && box[2] <= 800 && box[3] <= 600, "\(tag)")
            #expect(box[0] <= screen[0] && screen[0] <= box[2] && box[1] <= screen[1] && screen[1] <= box[3])
        }
        // The orders are a permutation, and drawing in order goes back to front.
        let byOrder = tags.sorted { ($0["order"] as? Int ?? 0) < ($1["order"] as? Int ?? 0) }
        #expect(byOrder.compactMap { $0["order"] as? Int } == Array(0..<tags.count))
        let depths = byOrder.compactMap { $0["depth"] as? Double }
        #expect(zip(depths, depths.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// `--rotate x:90 --rotate y:90` is Ry(90°)·Rx(90°). By the right-hand rule
    /// Rx(90°) takes (x, y, z) to (x, −z, y) and Ry(90°) takes (a, b, c) to
    /// (c, b, −a), so a point (x, y, z) ends at (y, −z, −x) in view space: its
    /// screen position is centre + R·(X·y, Y·z) (screen y points down; X, Y
    /// the stretch the JSON records) and its
    /// depth is −x. Points are printed to 4 decimals, so positions agree to
    /// about R·5e-5 ≈ 0.01 px.
    @Test func rotationsApplyInOrderInViewSpace() throws {
        let result = try TagCloudProcess.run(
            ["layout", "--tags", Self.words, "--rotate", "x:90", "--rotate", "y:90", "--size", "640x480"])
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try json(result)
        let radius = try #require(layout["radius"] as? Double)
        // A still fills its 4:3 frame: stretched across, not up and down.
        let stretch = try #require(layout["stretch"] as? [Double])
        #expect(stretch.count == 2 && stretch[0] > 1 && stretch[1] == 1)
        for tag in try tags(layout) {
            let p = try #require(tag["point"] as? [Double])
            let screen = try #require(tag["screen"] as? [Double])
            #expect(abs(screen[0] - (320 + radius * stretch[0] * p[1])) < 0.02, "\(tag)")
            #expect(abs(screen[1] - (240 + radius * stretch[1] * p[2])) < 0.02, "\(tag)")
            #expect(abs((tag["depth"] as? Double ?? 9) + p[0]) < 2e-4)
        }
        let reversed = try TagCloudProcess.run(
            ["layout", "--tags", Self.words, "--rotate", "y:90", "--rotate", "x:90", "--size", "640x480"])
        #expect(reversed.stdout != result.stdout)
    }

    @Test func standardInputAndOutputFileGiveTheSameBytes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tagcloud-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.words)))
        let piped = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: bytes)
        let written = try TagCloudProcess.run(["layout", "--tags", Self.words, "-o", "layout.json"], in: directory)
        #expect(piped.status == 0 && written.status == 0)
        #expect(written.stdout.isEmpty)
        let file = try [UInt8](Data(contentsOf: directory.appendingPathComponent("layout.json")))
        #expect(file == piped.stdout)
        // Deterministic: the same command again gives the same bytes.
        #expect(try TagCloudProcess.run(["layout", "--tags", "-"], stdin: bytes).stdout == piped.stdout)
        // Only the output is left in the directory: no temp files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["layout.json"])
    }

    /// The sample place list without `--globe`: a cloud of the city names,
    /// weighted by population, with no coordinates in any label.
    @Test func aPlaceListWithoutGlobeIsACloudOfItsNames() throws {
        let cities = Self.samples.appendingPathComponent("cities.tsv").path
        let result = try TagCloudProcess.run(["layout", "--tags", cities])
        #expect(result.status == 0, "\(result.stderr)")
        let tags = try tags(try json(result))
        let lines = try String(contentsOfFile: cities, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: "\t") }
        let laidOut = Dictionary(uniqueKeysWithValues: tags.compactMap { tag in
            (tag["text"] as? String).map { ($0, tag["weight"] as? Double ?? 0) }
        })
        #expect(laidOut.count == lines.count)
        #expect(laidOut == Dictionary(uniqueKeysWithValues: lines.map { (String($0[0]), Double($0[2]) ?? -1) }))
    }

    @Test(arguments: [
        ("Moon\t3\nMars\t-2\n", "<stdin>:2:6: weight must be a positive number"),
        ("# only a comment\n\n", "no tags in <stdin>"),
        ("Moon\t3\nMa\u{FF}rs\t2\n", "<stdin>:2:3:"),
    ])
    func badInputIsOneLineWithItsLocation(_ input: String, _ expected: String) throws {
        let bytes = input == "Moon\t3\nMa\u{FF}rs\t2\n"
            ? Array("Moon\t3\nMa".utf8) + [0xFF] + Array("rs\t2\n".utf8) : Array(input.utf8)
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: bytes)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: "))
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }
}
