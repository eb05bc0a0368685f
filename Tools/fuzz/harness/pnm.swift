// libFuzzer target `pnm`: the PGM/PPM/PAM decoder.
//
// Each input is decoded whole (`decode`) and as a concatenated stream
// (`decodePrefix` from each image's end until an error or the end), with a
// pixel cap of 2^20 so no input can ask for much memory. Every decoded image
// must survive a PAM round trip unchanged, and the stream walk must always
// make progress.
import Raster
import ImageCodecs

/// The pixel cap for one image.
private let maxPixels = 1 << 20

/// Checks that `canvas` is consistent and round-trips through PAM (RGBA).
private func checkRoundTrip(_ canvas: Canvas) {
    FuzzCheck.require(canvas.width >= 1 && canvas.height >= 1 && canvas.width * canvas.height <= maxPixels, "bad size \(canvas.width)×\(canvas.height)")
    FuzzCheck.require(canvas.pixels.count == canvas.width * canvas.height, "pixel count mismatch")
    var pam: [UInt8] = []
    pam += PAMEncoder().encoded(canvas)
    guard let again = try? PNMDecoder.decode(pam, maxPixels: maxPixels) else {
        fatalError("a decoded image does not decode again after PAM encoding")
    }
    FuzzCheck.require(again == canvas, "PAM round trip changed the image")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The whole input as one image.
    do {
        checkRoundTrip(try PNMDecoder.decode(bytes, maxPixels: maxPixels))
    } catch {
        FuzzCheck.require(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) out of range")
        FuzzCheck.require(FuzzCheck.isOneLine(error.description), "multi-line error: \(error.description)")
    }
    // The input as a stream of concatenated images.
    var start = 0
    while start < bytes.count {
        guard let (canvas, end) = try? PNMDecoder.decodePrefix(bytes, from: start, maxPixels: maxPixels) else { break }
        FuzzCheck.require(end > start && end <= bytes.count, "decodePrefix made no progress or ran past the end")
        FuzzCheck.require(canvas.pixels.count == canvas.width * canvas.height, "pixel count mismatch")
        start = end
    }
    return 0
}
