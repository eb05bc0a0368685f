@testable import Raster
@testable import ImageCodecs
import Foundation
import Testing

/// A canvas like a small tag-cloud frame: dark background, blobs of text-like coverage.
func sampleCloudCanvas(width: Int = 160, height: Int = 90, background: Color = Color(rgb: 0x101820),
                       seed: UInt64 = 5) throws -> Canvas {
    var rng = ImageTestGenerator(seed: seed)
    var canvas = try Canvas(width: width, height: height, background: background)
    for _ in 0..<(width * height / 200) {
        let w = Int.random(in: 4...14, using: &rng), h = Int.random(in: 6...16, using: &rng)
        // Glyph-like: solid middle, soft edges.
        let coverage = (0..<(w * h)).map { i -> UInt8 in
            let x = i % w, y = i / w
            return x == 0 || y == 0 || x == w - 1 || y == h - 1 ? UInt8.random(in: 0...200, using: &rng)
                : (Int.random(in: 0...3, using: &rng) == 0 ? 0 : 255)
        }
        let color = Color(r: .random(in: 120...255, using: &rng), g: .random(in: 120...255, using: &rng),
                          b: .random(in: 120...255, using: &rng))
        canvas.composite(CoverageMask(originX: .random(in: -4..<width, using: &rng),
                                      originY: .random(in: -4..<height, using: &rng),
                                      width: w, height: h, coverage: coverage),
                         color: color, alpha: .random(in: 0.3...1, using: &rng))
    }
    return canvas
}

@Suite struct PNMEncoderTests {
    @Test func ppmBytesExactly() throws {
        var canvas = try Canvas(width: 2, height: 1, background: Color(rgb: 0x010203))
        canvas.setPixel(x: 1, y: 0, to: Color(rgb: 0xfffefd))
        #expect(PPMEncoder().encoded(canvas) == Array("P6\n2 1\n255\n".utf8) + [1, 2, 3, 255, 254, 253])
    }

    @Test func pamBytesExactly() throws {
        let canvas = try Canvas(width: 1, height: 2, background: Color(r: 9, g: 8, b: 7, a: 6))
        let header = "P7\nWIDTH 1\nHEIGHT 2\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        #expect(PAMEncoder().encoded(canvas) == Array(header.utf8) + [9, 8, 7, 6, 9, 8, 7, 6])
        let rgbHeader = "P7\nWIDTH 1\nHEIGHT 2\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB\nENDHDR\n"
        let opaque = try Canvas(width: 1, height: 2, background: Color(rgb: 0x090807))
        #expect(PAMEncoder(alpha: false).encoded(opaque)
                == Array(rgbHeader.utf8) + [9, 8, 7, 9, 8, 7])
    }

    @Test func transparentPixelsFlattenOverMatteInPPM() throws {
        var canvas = try Canvas(width: 3, height: 1)
        canvas.setPixel(x: 1, y: 0, to: Color(r: 255, g: 255, b: 255, a: 128))
        canvas.setPixel(x: 2, y: 0, to: Color(r: 10, g: 20, b: 30))
        let overBlack = PPMEncoder().encoded(canvas)
        // Transparent → black; half-white → 128/255 of the light, encoded (188); opaque unchanged.
        #expect(Array(overBlack.suffix(9)) == [0, 0, 0, 188, 188, 188, 10, 20, 30])
        let overWhite = PPMEncoder(matte: .white, blend: .srgb).encoded(canvas)
        #expect(Array(overWhite.suffix(9)) == [255, 255, 255, 255, 255, 255, 10, 20, 30])
        #expect(ImageFormat(fileExtension: "PNG") == .png && ImageFormat(fileExtension: "jpg") == nil)
    }
}

@Suite struct RGBRowTests {
    @Test(arguments: BlendSpace.allCases)
    func flattenedRowsMatchPerPixelCompositing(blend: BlendSpace) throws {
        // 13 columns: three groups of four plus a tail; opaque and translucent pixels mixed.
        var rng = ImageTestGenerator(seed: 21)
        var canvas = try Canvas(width: 13, height: 5)
        for y in 0..<5 {
            for x in 0..<13 {
                let a: UInt8 = Bool.random(using: &rng) ? 255 : .random(in: 0...255, using: &rng)
                canvas.setPixel(x: x, y: y, to: Color(r: .random(in: 0...255, using: &rng),
                                                      g: .random(in: 0...255, using: &rng),
                                                      b: .random(in: 0...255, using: &rng), a: a))
            }
        }
        let matte = Color(rgb: 0x336699)
        let ppm = PPMEncoder(matte: matte, blend: blend).encoded(canvas)
        var expected = PNMEncoder.ppmHeader(width: 13, height: 5)
        for y in 0..<5 {
            for x in 0..<13 {
                // Draw the pixel over a one-pixel matte canvas with full coverage.
                let pixel = try #require(canvas.pixel(x: x, y: y))
                var one = try Canvas(width: 1, height: 1, background: matte)
                one.composite(CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [pixel.a]),
                              color: pixel.withAlpha(255), blend: blend)
                let flat = try #require(one.pixel(x: 0, y: 0))
                expected += [flat.r, flat.g, flat.b]
            }
        }
        #expect(ppm == expected)
    }
}

@Suite struct PNGEncoderTests {
    @Test(arguments: CompressionLevel.allCases)
    func roundTripsThroughIndependentDecoder(level: CompressionLevel) throws {
        var canvas = try sampleCloudCanvas(background: .transparent)
        canvas.setPixel(x: 0, y: 0, to: Color(r: 1, g: 2, b: 3, a: 4))
        let rgba = PNGEncoder(compression: level).encoded(canvas)
        let image = try PNGTestImage(rgba)
        #expect(image.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(image.width == 160 && image.height == 90 && image.colorType == 6)
        #expect(image.rgba == canvas.pixels.withUnsafeBytes { Array($0) })
        // RGB: the same pixels flattened over the matte.
        let rgb = try PNGTestImage(PNGEncoder(alpha: false, matte: .white, compression: level).encoded(canvas))
        #expect(rgb.colorType == 2)
        let flat = Array(PPMEncoder(matte: .white).encoded(canvas).suffix(160 * 90 * 3))
        let decodedRGB = (0..<(160 * 90)).flatMap { rgb.rgba[$0 * 4..<$0 * 4 + 3] }
        #expect(decodedRGB == flat)
    }

    @Test func fileStructureAndKnownCRCs() throws {
        let png = try PNGEncoder().encoded(Canvas(width: 1, height: 1, background: .black))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, type, 1×1, depth 8, colour type 6, then its CRC.
        #expect(Array(png[8..<33]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
                + PNGEncoder.bigEndian(PNGTestImage.bitwiseCRC(png[12..<29])))
        // IEND: empty, CRC AE 42 60 82.
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func compressedIsMuchSmallerThanStored() throws {
        let canvas = try sampleCloudCanvas(width: 320, height: 180)
        let stored = PNGEncoder(alpha: false, compression: .stored).encoded(canvas).count
        let fast = PNGEncoder(alpha: false, compression: .fast).encoded(canvas).count
        let normal = PNGEncoder(alpha: false).encoded(canvas).count
        #expect(stored > 320 * 180 * 3)
        #expect(fast < stored / 3)
        #expect(normal <= fast)
        // Deterministic.
        #expect(PNGEncoder().encoded(canvas) == PNGEncoder().encoded(canvas))
    }

    @Test func verifiedByPillowWhenAvailable() throws {
        let python = "/usr/bin/env"
        let canvas = try sampleCloudCanvas(background: .transparent, seed: 9)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tagcloud-pil-\(getpid()).png")
        try Data(PNGEncoder().encoded(canvas)).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["python3", "-c", """
            import sys, zlib
            try:
                from PIL import Image
            except ImportError:
                print("skip"); sys.exit(0)
            im = Image.open(sys.argv[1]); im.load()
            print(im.mode, im.size[0], im.size[1], zlib.crc32(im.tobytes()))
            """, path.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return }  // No Python: nothing to check.
        process.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0, !out.hasPrefix("skip") else { return }
        let digest = PNGTestImage.bitwiseCRC(canvas.pixels.withUnsafeBytes { Array($0) }[...])
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "RGBA 160 90 \(digest)")
    }
}
