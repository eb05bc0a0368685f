@testable import ImageCodecs
import Foundation
import Testing

/// The APNG encoder's per-frame dispose op, on sequences where BACKGROUND
/// or PREVIOUS is strictly smaller than NONE: the chosen ops are read from
/// the fcTL bytes, and every frame must compose, in the strict
/// ``APNGTestImage`` and in Pillow (when python3 has it), to its source.
@Suite struct APNGDisposeTests {
    static let width = 64, height = 48

    /// A deterministic noisy texture (it compresses badly, so re-sending it costs).
    static func texture(_ seed: UInt32, x: Int, y: Int) -> UInt8 {
        var v = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) &+ seed &* 83_492_791
        v ^= v >> 13; v = v &* 0x5BD1_E995; v ^= v >> 15
        return UInt8(truncatingIfNeeded: v)
    }

    /// A frame of `channels`: the ground (transparent black, or a texture),
    /// with an opaque textured 20 × 14 object at `object` when given.
    static func frame(channels: Int, textured: Bool, object: (x: Int, y: Int)?) -> AnimationFrame {
        var frame = AnimationFrame()
        frame.reshape(width: width, height: height, channels: channels)
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * channels
                let inside = object.map { x >= $0.x && x < $0.x + 20 && y >= $0.y && y < $0.y + 14 } ?? false
                for c in 0..<channels {
                    if inside {
                        frame.pixels[p + c] = c == 3 ? 255 : texture(7 + UInt32(c), x: x, y: y)
                    } else if textured {
                        frame.pixels[p + c] = c == 3 ? 255 : texture(1 + UInt32(c), x: x, y: y)
                    } else {
                        frame.pixels[p + c] = 0
                    }
                }
            }
        }
        return frame
    }

    /// The frames as RGBA (opaque when RGB).
    static func rgba(_ frame: AnimationFrame) -> [UInt8] {
        if frame.channels == 4 { return frame.pixels }
        var out: [UInt8] = []
        for p in stride(from: 0, to: frame.pixels.count, by: 3) {
            out += [frame.pixels[p], frame.pixels[p + 1], frame.pixels[p + 2], 255]
        }
        return out
    }

    /// Encodes `frames`, checks that they decode exactly, and returns the file.
    func encodeAndCheck(_ frames: [AnimationFrame], alpha: Bool) throws -> (file: [UInt8], image: APNGTestImage) {
        var encoder = APNGEncoder(width: Self.width, height: Self.height, frameCount: frames.count, alpha: alpha,
                                  timing: AnimationTiming(fps: 10))
        var file: [UInt8] = []
        encoder.start(into: &file)
        for (i, frame) in frames.enumerated() { encoder.append(frame, frame: i, into: &file) }
        encoder.finish(into: &file)
        let image = try APNGTestImage(file)
        #expect(image.frameCount == frames.count && image.controls.count == frames.count)
        for (k, screen) in image.composedRGBA().enumerated() {
            #expect(screen == Self.rgba(frames[k]), "frame \(k) differs from its source (alpha \(alpha))")
        }
        try checkWithPillow(file, frames)
        return (file, image)
    }

    @Test func anObjectAppearingOnTransparentIsClearedByBackground() throws {
        let spots: [(x: Int, y: Int)?] = [nil, (5, 5), nil, (30, 20), nil]
        let frames = spots.map { Self.frame(channels: 4, textured: false, object: $0) }
        let (_, image) = try encodeAndCheck(frames, alpha: true)
        #expect(image.controls.map(\.dispose) == [0, 1, 0, 1, 0])
        // After BACKGROUND, the empty frame needs one pixel, not the object's 20 × 14.
        for k in [2, 4] { #expect(image.controls[k].width * image.controls[k].height == 1, "frame \(k)") }
    }

    @Test(arguments: [false, true])
    func anObjectCrossingATextureIsUndoneByPrevious(alpha: Bool) throws {
        let spots: [(x: Int, y: Int)?] = [nil, (5, 5), nil, (30, 20), nil]
        let frames = spots.map { Self.frame(channels: alpha ? 4 : 3, textured: true, object: $0) }
        let (_, image) = try encodeAndCheck(frames, alpha: alpha)
        // The first frame may not use PREVIOUS; frames 1 and 3 revert to the bare texture.
        #expect(image.controls[0].dispose != 2)
        #expect(image.controls[1].dispose == 2 && image.controls[3].dispose == 2)
        for k in [2, 4] { #expect(image.controls[k].width * image.controls[k].height == 1, "frame \(k)") }
    }

    @Test func rgbNeverUsesBackgroundOrOver() throws {
        let spots: [(x: Int, y: Int)?] = [nil, (5, 5), nil, (6, 5), (30, 20), nil]
        let frames = spots.map { Self.frame(channels: 3, textured: false, object: $0) }
        let (_, image) = try encodeAndCheck(frames, alpha: false)
        #expect(image.controls.allSatisfy { $0.dispose != 1 && $0.blend == 0 })
    }

    /// Pillow, an independent APNG reader with dispose and blend ops, must
    /// compose every frame to its source. Skipped when python3 has no PIL.
    func checkWithPillow(_ file: [UInt8], _ frames: [AnimationFrame]) throws {
        guard Self.run(["-c", "import PIL"]) == 0 else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("apng-dispose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(file).write(to: dir.appendingPathComponent("a.png"))
        try Data(frames.flatMap(Self.rgba)).write(to: dir.appendingPathComponent("a.rgba"))
        let script = """
            import sys
            from PIL import Image
            d = sys.argv[1]; want = open(d + "/a.rgba", "rb").read(); size = \(Self.width * Self.height * 4)
            im = Image.open(d + "/a.png")
            assert im.n_frames == len(want) // size, im.n_frames
            for k in range(im.n_frames):
                im.seek(k)
                assert im.convert("RGBA").tobytes() == want[k * size:(k + 1) * size], f"frame {k}"
            """
        #expect(Self.run(["-c", script, dir.path]) == 0, "Pillow does not compose the frames to their sources")
    }

    static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
