// libFuzzer target `png`: the PNG encoder, checked by the strict test decoder.
//
// The input picks an image: bytes 0-1 the width and 2-3 the height (each
// 1...8192, the height cut so that there are at most 8192 pixels: 8192 x 1
// and 1 x 8192 are possible, and each input stays fast), byte 4
// alpha (bit 0), compression level (bits 1-2; 3 is the default level) and
// how the rest fills the pixels (bits 3-4): 0 the bytes cycled, 1 the bytes
// and then the last pixel repeated, 2 two-bit indices into four colours given
// by the first 16 bytes (skewed symbol counts, where Huffman codes need their
// lengths limited), 3 the bytes as (run length, byte) pairs. RGB images are
// opaque, so RGB and RGBA files are both compared exactly. The image is
// encoded, read back by the strict PNGTestImage (as strict as zlib and
// libpng; compiled in from Tests/, see the lines below) and compared pixel
// for pixel; a refused file or a wrong pixel stops the run.
//
// fuzz-extra-source: Tests/RasterTests/Codec/Inflate.swift
// fuzz-extra-source: Tests/RasterTests/Codec/InflateCode.swift
// fuzz-extra-source: Tests/RasterTests/Codec/PNGTestDecoder.swift
import Raster
import ImageCodecs

/// The pixel bytes (RGBA) for `count` pixels from `rest`, by `mode`.
private func pixelBytes(_ rest: ArraySlice<UInt8>, count: Int, mode: Int) -> [UInt8] {
    let data = Array(rest)
    var out = [UInt8]()
    out.reserveCapacity(count * 4)
    switch mode {
    case 0:
        while out.count < count * 4 { out.append(data.isEmpty ? 0 : data[out.count % data.count]) }
    case 1:
        out = Array(data.prefix(count * 4))
        while out.count % 4 != 0 { out.append(0) }
        let last = out.suffix(4).isEmpty ? [0, 0, 0, 0] : Array(out.suffix(4))
        while out.count < count * 4 { out += last }
    case 2:
        let palette = (0..<16).map { $0 < data.count ? data[$0] : UInt8($0 * 17) }
        let indices = data.dropFirst(16)
        var k = 0
        while out.count < count * 4 {
            let byte = indices.isEmpty ? 0 : indices[indices.startIndex + (k / 4) % indices.count]
            let colour = Int(byte >> ((k % 4) * 2)) & 3
            out += palette[colour * 4..<colour * 4 + 4]
            k += 1
        }
    default:
        var k = 0
        while out.count < count * 4 {
            let run = data.count >= 2 ? Int(data[k % data.count]) + 1 : 1
            let byte = data.count >= 2 ? data[(k + 1) % data.count] : 0
            out += repeatElement(byte, count: min(run, count * 4 - out.count))
            k += 2
        }
    }
    return out
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 5 else { return 0 }
    let width = 1 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 8192
    let height = min(1 + (Int(bytes[2]) << 8 | Int(bytes[3])) % 8192, max(1, 8192 / width))
    let alpha = bytes[4] & 1 == 1
    let level: CompressionLevel = [.stored, .fast, .default, .default][Int(bytes[4] >> 1) & 3]
    let pixels = pixelBytes(bytes[5...], count: width * height, mode: Int(bytes[4] >> 3) & 3)
    guard var canvas = try? Canvas(width: width, height: height) else { fatalError("no canvas \(width)x\(height)") }
    // What the file must hold: the pixels as RGBA bytes (alpha 255 when RGB).
    var expected = pixels
    for i in 0..<width * height {
        if !alpha { expected[i * 4 + 3] = 255 }
        canvas.setPixel(x: i % width, y: i / width, to: Color(r: expected[i * 4], g: expected[i * 4 + 1],
                                                              b: expected[i * 4 + 2], a: expected[i * 4 + 3]))
    }
    let file = PNGEncoder(alpha: alpha, compression: level).encoded(canvas)
    let image: PNGTestImage
    do {
        image = try PNGTestImage(file)
    } catch {
        fatalError("the strict decoder refused a \(width)x\(height) \(alpha ? "RGBA" : "RGB") PNG at \(level): \(error)")
    }
    FuzzCheck.require(image.width == width && image.height == height && image.colorType == (alpha ? 6 : 2),
                      "header \(image.width)x\(image.height) type \(image.colorType)")
    FuzzCheck.require(image.rgba == expected, "pixels differ in a \(width)x\(height) PNG at \(level)")
    return 0
}
