// libFuzzer target `cff`: CFF and CFF2 outlines through the whole text path.
//
// Each input is loaded as a font (faces 0 and 1 when it is a collection);
// the seeds are small OpenType fonts with CFF (subroutines, hints, flex),
// CFF2, and CID-keyed CFF with FDSelect, so most mutations land in the
// charstrings, subroutine INDEXes, DICTs and FDSelect. Per face at most 48
// glyphs (those mapped from ASCII and a few CJK code points first, then ids
// from 0) are decoded, checked with `damagedGlyphs`, boxed and rasterized at
// 12 px, and a sample string is shaped and drawn with `TextRenderer` into a
// small canvas. Every error must be a one-line FontError at an offset inside
// the input; every mask must lie inside its clip; boxes must be finite.
import Raster
import TrueType

/// The most glyphs decoded and rasterized per face.
private let maxGlyphs = 48
/// Code points whose glyphs are drawn first.
private let probes: [Unicode.Scalar] = (Array(0x20...0x7E) + [0x4E2D, 0x6587, 0x65E5, 0x672C, 0xD55C, 0xFFFD])
    .compactMap(Unicode.Scalar.init)
/// One rasterizer for the whole run.
nonisolated(unsafe) private let rasterizer = Rasterizer()

/// Checks a font error: one line, offset inside the file.
private func check(_ error: FontError, size: Int) {
    FuzzCheck.require(error.offset >= 0 && error.offset <= size, "error offset outside the file: \(error)")
    FuzzCheck.require(FuzzCheck.isOneLine(error.description) && !error.message.isEmpty,
                      "bad error message: \(error.description.debugDescription)")
}

private func exercise(_ font: Font, size: Int) {
    var chosen: [GlyphID] = []
    var seen = Set<UInt16>()
    for scalar in probes {
        if let glyph = font.glyph(for: scalar), chosen.count < maxGlyphs, seen.insert(glyph.rawValue).inserted {
            chosen.append(glyph)
        }
    }
    var id = 0
    while chosen.count < maxGlyphs && id < font.glyphCount {
        if seen.insert(UInt16(id)).inserted { chosen.append(GlyphID(UInt16(id))) }
        id += 1
    }
    for damaged in font.damagedGlyphs(among: chosen) { check(damaged.error, size: size) }
    let scale = 12.0 / Double(font.unitsPerEm)
    let toPixels = AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 6, ty: 22)
    let clip = PixelRect(x: 0, y: 0, width: 28, height: 28)
    var decoder = GlyphOutlineDecoder(font: font)
    for glyph in chosen {
        do {
            if let box = try font.boundingBox(of: glyph) {
                FuzzCheck.require(box.minX.isFinite && box.maxY.isFinite && box.minX <= box.maxX, "bad box \(box)")
            }
            try rasterizer.withCoverage(of: glyph, decoder: &decoder, transform: toPixels, clip: clip) { mask in
                FuzzCheck.require(mask.coverage.count == mask.width * mask.height, "mask storage mismatch")
                if mask.width > 0 && mask.height > 0 {
                    FuzzCheck.require(mask.originX >= 0 && mask.originY >= 0 && mask.originX + mask.width <= 28
                                      && mask.originY + mask.height <= 28, "mask outside its clip")
                }
            }
        } catch {
            check(error, size: size)
        }
    }
    let run = font.shape("AVo fi 中文日本 한", pixelSize: 12)
    guard var canvas = try? Canvas(width: 160, height: 24) else { return }
    TextRenderer(font: font).draw(run, at: Point(x: 2, y: 18), color: .white, into: &canvas)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let faces = (try? Font.faceCount(in: bytes)) ?? 1
    for face in 0..<min(max(faces, 1), 2) {
        do {
            exercise(try Font(bytes: bytes, faceIndex: face), size: size)
        } catch {
            check(error, size: size)
        }
    }
    return 0
}
