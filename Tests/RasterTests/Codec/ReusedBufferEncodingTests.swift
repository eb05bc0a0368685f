import Testing
@testable import Raster
@testable import ImageCodecs

/// ``ImageEncoder/encode(_:into:)`` into a reused ``EncodedFrame`` gives the
/// same bytes as a fresh encode, for every width (the row loop works in blocks
/// of eight pixels) and for translucent pixels inside and outside the blocks.
@Suite struct ReusedBufferEncodingTests {
    /// A canvas with a gradient, a translucent patch and a transparent pixel.
    static func canvas(width: Int, height: Int) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, background: Color(r: 10, g: 20, b: 30))
        for y in 0..<height {
            for x in 0..<width {
                let c = Color(r: UInt8(x * 37 % 256), g: UInt8(y * 59 % 256), b: UInt8((x ^ y) * 13 % 256),
                              a: (x + y) % 7 == 0 ? UInt8((x * 31 + y) % 255) : 255)
                canvas.setPixel(x: x, y: y, to: c)
            }
        }
        return canvas
    }

    @Test(arguments: [1, 7, 8, 9, 16, 23, 64])
    func sameBytesAsAFreshEncode(width: Int) throws {
        let canvas = try Self.canvas(width: width, height: 5)
        var buffer = EncodedFrame()
        for format in ImageFormat.allCases {
            for keepAlpha in [false, true] {
                let options = ImageEncodingOptions(keepAlpha: keepAlpha, matte: Color(r: 200, g: 100, b: 50),
                                                   blend: .linear)
                format.encoder(options).encode(canvas, into: &buffer)
                #expect(buffer.bytes == format.encoder(options).encoded(canvas), "\(format) \(keepAlpha)")
            }
        }
    }

    @Test func opaqueRowsMatchThePixels() throws {
        // Independent of the encoder: each pixel's R, G, B in order after the header.
        var canvas = try Canvas(width: 19, height: 3, background: .black)
        for x in 0..<19 { canvas.setPixel(x: x, y: 1, to: Color(r: UInt8(x), g: UInt8(100 + x), b: UInt8(200 + x))) }
        var frame = EncodedFrame()
        PPMEncoder().encode(canvas, into: &frame)
        var buffer = frame.bytes
        let header = Array("P6\n19 3\n255\n".utf8)
        #expect(Array(buffer.prefix(header.count)) == header)
        let row = Array(buffer[(header.count + 19 * 3)..<(header.count + 38 * 3)])
        var expected: [UInt8] = []
        for x in 0..<19 { expected += [UInt8(x), UInt8(100 + x), UInt8(200 + x)] }
        #expect(row == expected)
        // Reusing the buffer for a second frame overwrites it entirely.
        canvas.fill(.white)
        PPMEncoder().encode(canvas, into: &frame)
        buffer = frame.bytes
        #expect(buffer.count == header.count + 19 * 3 * 3 && buffer.dropFirst(header.count).allSatisfy { $0 == 255 })
    }
}
