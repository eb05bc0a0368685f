@testable import Raster
@testable import ImageCodecs
import Testing

@Suite struct PNMDecoderTests {
    @Test func decodesWhatTheEncodersWrite() throws {
        let canvas = try sampleCloudCanvas(background: .transparent)
        #expect(try PNMDecoder.decode(PAMEncoder().encoded(canvas)) == canvas)
        let opaque = try sampleCloudCanvas()
        #expect(try PNMDecoder.decode(PPMEncoder().encoded(opaque)) == opaque)
        #expect(try PNMDecoder.decode(PAMEncoder(alpha: false).encoded(opaque)) == opaque)
    }

    @Test func headersWithCommentsAndOtherTypes() throws {
        // P6 with comments between fields and CRLF; maxval 15 scales to 0...255.
        let p6 = Array("P6 # a comment\r\n# another\n2\t1 #c\n15\n".utf8) + [15, 0, 15, 1, 2, 3]
        let c6 = try PNMDecoder.decode(p6)
        #expect(c6.pixel(x: 0, y: 0) == Color(r: 255, g: 0, b: 255))
        #expect(c6.pixel(x: 1, y: 0) == Color(r: 17, g: 34, b: 51))
        // P5 greyscale.
        let c5 = try PNMDecoder.decode(Array("P5 1 2 255 ".utf8) + [7, 200])
        #expect(c5.pixel(x: 0, y: 1) == Color(r: 200, g: 200, b: 200))
        // P7 GRAYSCALE_ALPHA with a comment, split TUPLTYPE, trailing data ignored.
        let p7 = "P7\n# made by hand\nWIDTH 2\nHEIGHT 1\nDEPTH 2\nMAXVAL 255\nTUPLTYPE GRAYSCALE_ALPHA\nENDHDR\n"
        let c7 = try PNMDecoder.decode(Array(p7.utf8) + [10, 20, 30, 40, 99])
        #expect(c7.pixel(x: 1, y: 0) == Color(r: 30, g: 30, b: 30, a: 40))
        // DEPTH 3 without TUPLTYPE is RGB.
        let inferred = "P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nENDHDR\n"
        #expect(try PNMDecoder.decode(Array(inferred.utf8) + [1, 2, 3]).pixel(x: 0, y: 0) == Color(r: 1, g: 2, b: 3))
    }

    @Test func decodesConcatenatedStream() throws {
        let a = try Canvas(width: 2, height: 2, background: .white), b = try Canvas(width: 1, height: 3)
        let stream = PPMEncoder().encoded(a) + PAMEncoder().encoded(b)
        let first = try PNMDecoder.decodePrefix(stream)
        let second = try PNMDecoder.decodePrefix(stream, from: first.end)
        #expect(first.canvas == a && second.canvas == b && second.end == stream.count)
    }

    static let malformed: [(String, [UInt8], Int, String)] = [
        ("empty", [], 0, "not a PNM file: expected 'P5', 'P6' or 'P7'"),
        ("wrong magic", Array("GIF89a".utf8), 0, "not a PNM file: expected 'P5', 'P6' or 'P7'"),
        ("ascii ppm", Array("P3 1 1 255 0 0 0".utf8), 0, "unsupported PNM type 'P3': only P5, P6 and P7 are read"),
        ("truncated header", Array("P6 12".utf8), 5, "header ends before the height"),
        ("non-numeric", Array("P6 12 x 255\n".utf8), 6, "expected the height as a decimal number, found 'x'"),
        ("negative", Array("P6 -1 1 255\n".utf8), 3, "expected the width as a decimal number, found '-'"),
        ("huge number", Array("P6 99999999999999999999 1 255\n".utf8), 3, "width is too large"),
        ("zero width", Array("P6 0 1 255\n".utf8), 11, "image size 0×1 is invalid: width and height must be at least 1"),
        ("huge dimensions", Array("P6 100000 100000 255\n".utf8), 21,
         "image size 100000×100000 exceeds the limit of 64000000 pixels"),
        ("16-bit", Array("P6 1 1 65535\n".utf8), 13, "maxval 65535 (16-bit samples) is not supported: maxval must be 1...255"),
        ("zero maxval", Array("P5 1 1 0\n".utf8), 9, "maxval must be 1...255, not 0"),
        ("no space after maxval", Array("P5 1 1 255".utf8), 10, "expected white space after maxval"),
        ("missing data", Array("P6 2 2 255\n".utf8) + [1, 2, 3], 14, "pixel data truncated: expected 12 bytes, found 3"),
        ("sample over maxval", Array("P5 2 1 7\n".utf8) + [7, 8], 10, "sample exceeds maxval 7"),
        ("pam no ENDHDR", Array("P7\nWIDTH 1\n".utf8), 11, "header ends before ENDHDR"),
        ("pam missing depth", Array("P7\nWIDTH 1\nHEIGHT 1\nMAXVAL 255\nENDHDR\n".utf8), 31, "PAM header has no DEPTH"),
        ("pam bad keyword", Array("P7\nWIDTH 1\nCOLOUR red\n".utf8), 11, "unknown PAM header keyword 'COLOUR'"),
        ("pam repeated", Array("P7\nWIDTH 1\nWIDTH 2\n".utf8), 11, "WIDTH given twice"),
        ("pam depth mismatch", Array("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8),
         48, "TUPLTYPE RGB_ALPHA needs DEPTH 4, header says 3"),
        ("pam cmyk", Array("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\nTUPLTYPE CMYK\nENDHDR\n".utf8), 48,
         "unsupported TUPLTYPE 'CMYK': expected GRAYSCALE, GRAYSCALE_ALPHA, RGB or RGB_ALPHA"),
        ("pam depth 9", Array("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 9\nMAXVAL 255\nENDHDR\n".utf8), 39,
         "unsupported DEPTH 9 with no TUPLTYPE: expected GRAYSCALE, GRAYSCALE_ALPHA, RGB or RGB_ALPHA"),
        ("overflowing product", Array("P7\nWIDTH 1099511627776\nHEIGHT 1099511627776\nDEPTH 4\nMAXVAL 255\nENDHDR\n".utf8),
         70, "image size 1099511627776×1099511627776 exceeds the limit of 64000000 pixels"),
    ]

    @Test(arguments: PNMDecoderTests.malformed)
    func rejectsMalformedInput(name: String, bytes: [UInt8], offset: Int, message: String) {
        #expect(throws: PNMDecodingError(offset: offset, message: message), "\(name)") {
            try PNMDecoder.decode(bytes)
        }
    }

    @Test func survivesEveryTruncationAndRandomCorruption() throws {
        // Every prefix of a valid file either decodes or throws; none traps.
        let file = try PAMEncoder().encoded(sampleCloudCanvas(width: 6, height: 4))
        for n in 0..<file.count {
            #expect(throws: PNMDecodingError.self) { try PNMDecoder.decode(Array(file.prefix(n))) }
        }
        var rng = ImageTestGenerator(seed: 3)
        for _ in 0..<2000 {
            var broken = file
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                broken[Int.random(in: 0..<70, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = try? PNMDecoder.decode(broken, maxPixels: 10_000)
        }
    }
}
