import Foundation
import Homogeneous
import Raster
import TagCloud
import Testing
@testable import tagcloud

/// Shared helpers for the globe, link and route tests.
enum GeoTest {
    /// `Snapshots/samples`, found from this file.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/samples")

    /// The path of a bundled sample.
    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }

    /// Writes `text` to a new temporary file and returns its path.
    static func file(_ text: String, named name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tagcloud-geo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// What `tagcloud render ARGUMENTS` would draw: the setup, the style and
    /// the draw list, built by the same calls `RenderCommand.run` makes.
    static func render(_ words: [String]) throws -> (setup: CloudSetup, style: SceneStyle, list: DrawList) {
        let parsed = ArgumentParser(RenderCommand.spec).parse(words)
        guard case .success(.run(let arguments)) = parsed else {
            throw HarnessError("arguments did not parse: \(parsed)")
        }
        try RenderCommand.spec.validate(arguments)
        let context = CommandContext(arguments: arguments, console: CapturedConsole(isTerminal: false).console)
        let setup = try CloudSetup.load(context)
        let style = RenderOptions.style(arguments)
        let list = try setup.scene(style: style).drawList(orientation: setup.orientation, zoom: setup.zoom)
        return (setup, style, list)
    }

    /// The index of the tag named `name`.
    static func tag(_ name: String, in setup: CloudSetup) throws -> Int {
        try #require(setup.tags.firstIndex { $0.text == name }, "no tag \(name)")
    }

    /// The unit vector of a latitude and longitude in degrees, by the formula
    /// of the globe's model space: x = cos φ sin λ, y = sin φ, z = cos φ cos λ.
    static func unit(_ latitude: Double, _ longitude: Double) -> Vector3 {
        let (phi, lambda) = (latitude * .pi / 180, longitude * .pi / 180)
        return Vector3(cos(phi) * sin(lambda), sin(phi), cos(phi) * cos(lambda))
    }

    /// Spherical linear interpolation between unit vectors `a` and `b`.
    static func slerp(_ a: Vector3, _ b: Vector3, _ t: Double) -> Vector3 {
        let theta = acos(min(1, max(-1, a.dot(b))))
        let s = sin(theta)
        return a * (sin((1 - t) * theta) / s) + b * (sin(t * theta) / s)
    }

    /// Whether `p` is inside `rect`, edges included.
    static func rect(_ rect: Rect, contains p: Point) -> Bool {
        p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
    }

    /// Whether the segment from `p` to `q` meets `rect` (checked at 64 points along it).
    static func segment(_ p: Point, _ q: Point, meets rect: Rect) -> Bool {
        (0...64).contains { k in
            let t = Double(k) / 64
            return Self.rect(rect, contains: Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
        }
    }

    /// The strokes of a draw list with their positions in it.
    static func strokes(_ list: DrawList) -> [(position: Int, stroke: StrokeDraw)] {
        list.items.enumerated().compactMap { position, item in
            if case .stroke(let stroke) = item { return (position, stroke) }
            return nil
        }
    }

    /// The number of filled shapes (markers, land) in a draw list.
    static func shapes(_ list: DrawList) -> Int {
        list.items.filter { if case .shape = $0 { return true } else { return false } }.count
    }

    /// The position of tag `index`'s label in a draw list, if it is drawn.
    static func labelPosition(_ index: Int, in list: DrawList) -> Int? {
        list.items.firstIndex { item in
            if case .label(let label) = item { return label.tag == index }
            return false
        }
    }
}

