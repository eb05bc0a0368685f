// libFuzzer target `lzw`: GIF's LZW encoder, checked by the test-side decoder.
//
// Byte 0 picks the minimum code size (2...8) and how many times the rest is
// repeated (1, 2, 4 or 8: long inputs fill the 4096-entry table and force
// clear codes; repeats make long matches and the KwKwK case). The remaining
// bytes, masked to the code size, are the indices. They are LZW-encoded by
// `LZWEncoder`, decoded by the strict `GIFTestImage.decompress` (written from
// the GIF89a specification; compiled in from Tests/, see the line below),
// and compared; a refused stream or a wrong index stops the run. The codes
// are then wrapped in a one-frame GIF, which the same reader must accept.
//
// fuzz-extra-source: Tests/RasterTests/Codec/GIFTestDecoder.swift
import ImageCodecs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let minCodeSize = 2 + Int(data[0]) % 7
    let repeats = 1 << ((Int(data[0]) / 7) % 4)
    let mask = UInt8((1 << minCodeSize) - 1)
    var indices: [UInt8] = []
    indices.reserveCapacity((size - 1) * repeats)
    for _ in 0..<repeats {
        for i in 1..<max(1, size) { indices.append(data[i] & mask) }
    }
    var lzw = LZWEncoder(), codes: [UInt8] = []
    indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &codes) }
    if indices.isEmpty { return 0 }
    let decoded: [UInt8]
    do {
        decoded = try GIFTestImage.decompress(codes, minCodeSize: minCodeSize, count: indices.count)
    } catch {
        fatalError("the strict decoder refused \(indices.count) indices at code size \(minCodeSize): \(error)")
    }
    FuzzCheck.require(decoded == indices, "indices differ (\(indices.count) at code size \(minCodeSize))")
    // The same codes as a GIF of one row: the file reader accepts it.
    guard indices.count <= 65535 else { return 0 }
    var file = Array("GIF89a".utf8) + [UInt8(indices.count & 0xFF), UInt8(indices.count >> 8), 1, 0]
    file += [0x80 | 0x70 | UInt8(minCodeSize - 1), 0, 0]
    file += [UInt8](repeating: 0, count: 3 << minCodeSize)
    file += [0x2C, 0, 0, 0, 0, UInt8(indices.count & 0xFF), UInt8(indices.count >> 8), 1, 0, 0, UInt8(minCodeSize)]
    var start = 0
    while start < codes.count {
        let end = min(start + 255, codes.count)
        file.append(UInt8(end - start))
        file += codes[start..<end]
        start = end
    }
    file += [0, 0x3B]
    do {
        let image = try GIFTestImage(file)
        FuzzCheck.require(image.frames.first?.indices == indices, "the GIF's indices differ")
    } catch {
        fatalError("the strict reader refused a one-row GIF: \(error)")
    }
    return 0
}
