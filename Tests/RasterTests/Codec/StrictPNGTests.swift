import Foundation
@testable import Raster
@testable import ImageCodecs
import Testing

/// The test PNG reader refuses what libpng refuses, and the corrupt renders of
/// issue 14 (`Snapshots/corrupt-png/`) are refused while the same pixels,
/// encoded now, read back exactly.
@Suite struct StrictPNGTests {
    /// `Snapshots/corrupt-png`, found from this file.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/corrupt-png")

    static let fixtureNames = ["z210-12x9-transparent", "x15-25x17", "y340-32x24-transparent"]

    @Test(arguments: fixtureNames)
    func corruptRendersAreRefusedAndEncodeCorrectlyNow(name: String) throws {
        let png = try [UInt8](Data(contentsOf: StrictPNGTests.fixtures.appendingPathComponent(name + ".png")))
        let pam = try [UInt8](Data(contentsOf: StrictPNGTests.fixtures.appendingPathComponent(name + ".pam")))
        // What zlib said: the code-length code is incomplete (127/128).
        #expect(throws: InflateError("incomplete codeLengths code")) { try PNGTestImage(png) }
        let canvas = try PNMDecoder.decode(pam)
        let alpha = png[25] == 6
        #expect(Array(png[16..<24]) == Array(craftedHeader(width: canvas.width, height: canvas.height).prefix(8)))
        let again = try PNGTestImage(PNGEncoder(alpha: alpha).encoded(canvas))
        let expected = canvas.pixels.map { Color(packedRGBA: $0) }.flatMap { [$0.r, $0.g, $0.b, alpha ? $0.a : 255] }
        #expect(again.rgba == expected)
        #expect(alpha || canvas.isOpaque)
    }

    /// A valid 2 × 1 RGB file's chunks, from parts a test may replace.
    func parts(header: [UInt8] = craftedHeader(width: 2, height: 1),
               rows: [UInt8] = [0, 1, 2, 3, 4, 5, 6]) -> (ihdr: [UInt8], idat: [UInt8], iend: [UInt8]) {
        (craftedChunk("IHDR", header),
         craftedChunk("IDAT", rows.withUnsafeBytes { Deflate.zlibCompress($0) }),
         craftedChunk("IEND", []))
    }

    @Test func theCraftedBaselineReads() throws {
        let p = parts()
        let image = try PNGTestImage(craftedPNG([p.ihdr, p.idat, p.iend]))
        #expect(image.rgba == [1, 2, 3, 255, 4, 5, 6, 255])
        // Split IDAT, ancillary chunks and a suggested palette are fine.
        let zlib = craftedZlib([1, 7, 0, 0xF8, 0xFF, 0, 1, 2, 3, 4, 5, 6], content: [0, 1, 2, 3, 4, 5, 6])
        let split = [craftedChunk("IDAT", Array(zlib[..<5])), craftedChunk("IDAT", []), craftedChunk("IDAT", Array(zlib[5...]))]
        let extra = try PNGTestImage(craftedPNG([p.ihdr, craftedChunk("PLTE", [1, 2, 3]), craftedChunk("tEXt", [65, 0, 66])]
                                                + split + [craftedChunk("zzZz", []), p.iend]))
        #expect(extra.rgba == image.rgba)
    }

    @Test func chunkStructure() {
        let p = parts()
        var badCRC = craftedPNG([p.ihdr, p.idat, p.iend])
        badCRC[42] ^= 1   // in IDAT's data
        let tEXt = craftedChunk("tEXt", [65, 0, 66])
        let cases: [([UInt8], String)] = [
            (Array(craftedPNG([p.ihdr, p.idat, p.iend]).dropFirst()), "bad signature"),
            (badCRC, "CRC mismatch in IDAT"),
            (craftedPNG([p.idat, p.ihdr, p.iend]), "IHDR is not (only) first"),
            (craftedPNG([p.ihdr, p.ihdr, p.idat, p.iend]), "IHDR is not (only) first"),
            (craftedPNG([p.ihdr, p.idat, tEXt, p.idat, p.iend]), "IDAT chunks are not consecutive"),
            (craftedPNG([p.ihdr, tEXt, p.iend]), "no IDAT"),
            (craftedPNG([p.ihdr, p.idat]), "chunk cut off (no IEND)"),
            (craftedPNG([p.ihdr, p.idat, craftedChunk("IEND", [0])]), "IEND is not empty"),
            (craftedPNG([p.ihdr, p.idat, p.iend, tEXt]), "bytes after IEND"),
            (craftedPNG([p.ihdr, p.idat, p.iend]) + [0], "bytes after IEND"),
            (craftedPNG([p.ihdr, craftedChunk("ABCD", []), p.idat, p.iend]), "unknown critical chunk ABCD"),
            (craftedPNG([p.ihdr, craftedChunk("ab1d", []), p.idat, p.iend]), "chunk type is not four letters"),
            (craftedPNG([p.ihdr, p.idat, craftedChunk("PLTE", [1, 2, 3]), p.iend]), "misplaced or malformed PLTE"),
            (craftedPNG([p.ihdr, craftedChunk("PLTE", [1, 2]), p.idat, p.iend]), "misplaced or malformed PLTE"),
        ]
        for (file, message) in cases {
            #expect(throws: InflateError(message)) { try PNGTestImage(file) }
        }
    }

    @Test func headerFields() {
        let cases: [([UInt8], String)] = [
            (craftedHeader(width: 0, height: 1), "IHDR size out of range"),
            (craftedHeader(width: 2, height: 1 << 31), "IHDR size out of range"),
            (craftedHeader(width: 2, height: 1, fields: [16, 2, 0, 0, 0]), "not 8-bit RGB or RGBA"),
            (craftedHeader(width: 2, height: 1, fields: [8, 3, 0, 0, 0]), "not 8-bit RGB or RGBA"),
            (craftedHeader(width: 2, height: 1, fields: [8, 2, 1, 0, 0]), "unknown compression or filter method"),
            (craftedHeader(width: 2, height: 1, fields: [8, 2, 0, 1, 0]), "unknown compression or filter method"),
            (craftedHeader(width: 2, height: 1, fields: [8, 2, 0, 0, 1]), "interlaced (or unknown interlace method)"),
            (Array(craftedHeader(width: 2, height: 1).dropLast()), "IHDR is not 13 bytes"),
        ]
        for (header, message) in cases {
            let p = parts(header: header)
            #expect(throws: InflateError(message)) { try PNGTestImage(craftedPNG([p.ihdr, p.idat, p.iend])) }
        }
    }

    @Test func imageDataSizeAndFilters() throws {
        let short = parts(rows: [0, 1, 2, 3, 4, 5]), long = parts(rows: [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(throws: InflateError("wrong image data size")) { try PNGTestImage(craftedPNG([short.ihdr, short.idat, short.iend])) }
        #expect(throws: InflateError("more output than expected")) { try PNGTestImage(craftedPNG([long.ihdr, long.idat, long.iend])) }
        for filter: UInt8 in 0...5 {
            let p = parts(rows: [filter, 1, 2, 3, 4, 5, 6])
            let file = craftedPNG([p.ihdr, p.idat, p.iend])
            if filter <= 4 {
                // Sub adds the left pixel; Up (no prior row) and None change nothing; Average adds half the left.
                let second: [UInt8] = [[4, 5, 6], [5, 7, 9], [4, 5, 6], [4, 6, 7], [5, 7, 9]][Int(filter)]
                #expect(try PNGTestImage(file).rgba == [1, 2, 3, 255] + second + [255])
            } else {
                #expect(throws: InflateError("bad filter type 5")) { try PNGTestImage(file) }
            }
        }
    }
}
