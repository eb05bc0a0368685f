// libFuzzer target `font`: the TrueType reader, text shaping and the rasterizer.
//
// Each input is loaded as a font (faces 0 and 1 when it is a collection).
// Work per input is bounded so one execution stays around a millisecond:
// at most 64 distinct glyphs are decoded and rasterized at 10 px — first
// those the character map gives for U+0020…U+00FF and ten other code points
// (Greek, Cyrillic, Hebrew, a ligature, U+FFFD, an emoji, U+10FFFF), then
// glyph ids from 0 up — and a short sample string is shaped and measured with
// each kerning source the font offers and rasterized once as a whole run.
// Then the whole OpenType shaping path (normalization, Arabic joining, GSUB,
// GPOS, mark attachment, bidi) runs on fixed Latin, Arabic, Hebrew and mark
// strings and on Devanagari, Tamil, Sinhala, Khmer and Myanmar ones (the
// syllabic shapers), with ligatures on and off: the glyph count stays within the
// layout budget's growth and every position is finite.
// Every error must be a one-line FontError at an offset inside the input;
// every mask must lie inside its clip rectangle.
import Raster
import TrueType

/// The most glyphs decoded and rasterized per face.
private let maxGlyphs = 64
/// The size glyphs are rasterized at, in pixels per em.
private let pixelSize = 10.0
/// Shaped with every kerning source: kerning pairs, ligature-prone letters, accents, other scripts.
private let sample = "AVAWToTa fi ffl Ůé€ Ωж ✓😀"
/// Shaped through GSUB and GPOS: ligatures, kerning, Arabic joining and
/// lam-alef with harakat and digits, pointed Hebrew, decomposed and stacked marks
/// (the same text as Tools/fuzz/make-font-seeds.py's layout seeds).
private let layoutSamples = ["office fly AVATAR", "مرحبا لا بِسْمِ ١٢", "שָׁלוֹם (עולם)",
                             "Vie\u{0323}\u{0302}t e\u{0301} \u{1EC7} q\u{0301}\u{0302}\u{0308}",
                             // The syllabic shapers (Tools/fuzz/make-font-seeds.py's syllabic strings).
                             "कर्मि क्ष्\u{200D}र ि", "கொடி ஶ்ரீ", "ශ්\u{200D}රී කෝ", "ស្រី ខ្មែរ ់", "သင်္ဘော မြန်"]
/// Code points whose glyphs are looked up: ASCII, Latin-1 and a few others.
private let probes: [Unicode.Scalar] = (Array(0x20...0xFF) + [0x391, 0x3A9, 0x416, 0x5D0, 0x2013, 0x20AC, 0xFB01,
    0xFFFD, 0x1F600, 0x10FFFF]).compactMap(Unicode.Scalar.init)
/// The rectangle glyphs are rasterized into.
private let glyphClip = PixelRect(x: 0, y: 0, width: 24, height: 24)
/// One rasterizer for the whole run (as a renderer would keep one per thread).
nonisolated(unsafe) private let rasterizer = Rasterizer()

/// Checks a font error: one line, offset inside the file.
private func check(_ error: FontError, size: Int) {
    FuzzCheck.require(error.offset >= 0 && error.offset <= size, "error offset outside the file: \(error)")
    FuzzCheck.require(FuzzCheck.isOneLine(error.description) && !error.message.isEmpty,
                      "bad error message: \(error.description.debugDescription)")
}

/// Rasterizes `path` and checks the mask lies inside `clip` with consistent storage.
private func rasterize(_ path: Path, transform: AffineTransform, clip: PixelRect) {
    let mask = rasterizer.fill(path, transform: transform, clip: clip)
    FuzzCheck.require(mask.coverage.count == mask.width * mask.height, "mask storage mismatch")
    if mask.width > 0 && mask.height > 0 {
        FuzzCheck.require(mask.originX >= clip.minX && mask.originY >= clip.minY
                          && mask.originX + mask.width <= clip.maxX && mask.originY + mask.height <= clip.maxY,
                          "mask outside its clip")
    }
}

/// Decodes and rasterizes up to `maxGlyphs` glyphs and shapes the sample.
private func exercise(_ font: Font, size: Int) {
    FuzzCheck.require(font.glyphCount >= 0 && font.glyphCount <= 65536, "glyph count \(font.glyphCount)")
    FuzzCheck.require(font.unitsPerEm > 0, "units per em \(font.unitsPerEm)")
    // The glyphs to draw: mapped ones first, then ids from 0.
    var chosen: [GlyphID] = []
    var seen = Set<UInt16>()
    for scalar in probes {
        guard let glyph = font.glyph(for: scalar) else { continue }
        FuzzCheck.require(Int(glyph.rawValue) < font.glyphCount, "cmap gives \(glyph) of \(font.glyphCount)")
        if chosen.count < maxGlyphs, seen.insert(glyph.rawValue).inserted { chosen.append(glyph) }
    }
    var id = 0
    while chosen.count < maxGlyphs && id < font.glyphCount {
        if seen.insert(UInt16(id)).inserted { chosen.append(GlyphID(UInt16(id))) }
        id += 1
    }
    // Decode and rasterize each, y flipped, baseline at 80% of the clip.
    let scale = pixelSize / Double(font.unitsPerEm)
    let toPixels = AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 4, ty: 19)
    var decoder = GlyphOutlineDecoder(font: font)
    for glyph in chosen {
        _ = font.advance(of: glyph)
        do {
            _ = try font.boundingBox(of: glyph)
            rasterize(try decoder.outline(of: glyph), transform: toPixels, clip: glyphClip)
        } catch {
            check(error, size: size)
        }
    }
    // Glyph ids past the end are errors or empty, never traps.
    if font.glyphCount < 65536 {
        let past = GlyphID(UInt16(font.glyphCount))
        _ = font.advance(of: past)
        do { _ = try decoder.outline(of: past) } catch { check(error, size: size) }
    }
    // Shape the sample with every kerning source; draw it with the default one.
    var shaper = font
    for source in [Font.KerningSource.none] + font.availableKerning {
        shaper.kerning = source
        let run = shaper.shape(sample, pixelSize: pixelSize)
        FuzzCheck.require(run.advance.isFinite && run.ascent.isFinite && run.descent.isFinite, "non-finite run metrics")
        _ = shaper.measure(sample, pixelSize: pixelSize)
        do {
            _ = try shaper.inkBounds(of: run)
            let path = try shaper.runPath(run, at: Point(x: 2, y: 20))
            if source == font.kerning {
                rasterize(path, transform: .identity, clip: PixelRect(x: 0, y: 0, width: 256, height: 32))
            }
        } catch {
            check(error, size: size)
        }
    }
    // The whole shaping path, with ligatures on and off.
    for ligatures in [true, false] {
        var chain = FontChain(font)
        chain.ligatures = ligatures
        for text in layoutSamples {
            let run = chain.shape(text, pixelSize: Double(font.unitsPerEm))
            let limit = 8192 * text.unicodeScalars.count  // the budget's growth cap, per run
            FuzzCheck.require(run.glyphs.count <= limit, "\(run.glyphs.count) glyphs for \(text.unicodeScalars.count) scalars")
            FuzzCheck.require(run.advance.isFinite && run.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite },
                              "non-finite shaped positions")
        }
    }
    for a in chosen.prefix(8) {
        for b in chosen.prefix(8) { _ = font.kerningAdjustment(between: a, and: b) }
    }
    _ = font.familyName
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var faces = 1
    do {
        faces = try Font.faceCount(in: bytes)
        FuzzCheck.require(faces >= 0, "face count \(faces)")
    } catch {
        check(error, size: size)
    }
    for face in 0..<min(faces, 2) {
        do {
            exercise(try Font(bytes: bytes, faceIndex: face), size: size)
        } catch {
            check(error, size: size)
        }
    }
    return 0
}
