import CEmbeddedFont
import Raster
import TrueType
import EmbeddedFont
import Testing

// Expected numbers below come from fontTools 4.68 (pip install fonttools) reading
// Sources/CEmbeddedFont/DejaVuSans.ttf, e.g.
//   python3 -c "from fontTools.ttLib import TTFont; f=TTFont('DejaVuSans.ttf'); \
//     print(f['head'].unitsPerEm, f['maxp'].numGlyphs, f['hhea'].ascent, f['hhea'].descent)"
// Glyph ids via f.getGlyphID(f.getBestCmap()[ord(ch)]).

@Suite struct EmbeddedFontTests {
    let font = Font.embedded

    @Test func headerValuesMatchFontTools() throws {
        #expect(font.familyName == "DejaVu Sans")  // f['name'].getDebugName(1)
        #expect(font.unitsPerEm == 2048)
        #expect(font.glyphCount == 6253)
        // hhea ascent 1901, descent -483, lineGap 0; OS/2 fsSelection 0x40 lacks USE_TYPO_METRICS.
        #expect(font.metrics.ascender == 1901)
        #expect(font.metrics.descender == -483)
        #expect(font.metrics.lineGap == 0)
        #expect(font.metrics.source == .horizontalHeader)
        #expect(font.metrics.boundingBox == Rect(minX: -2090, minY: -948, maxX: 3673, maxY: 2524))
        #expect(font.faceIndex == 0)
        #expect(try Font.faceCount(in: embeddedBytes()) == 1)
    }

    @Test func otherNameRecords() throws {
        #expect(try font.name(id: 2) == "Book")  // getDebugName(2)
        #expect(try font.name(id: 6) == "DejaVuSans")
        #expect(try font.name(id: 999) == nil)
    }

    @Test func cmapChoosesFormat12AndMapsAstralCharacters() {
        // DejaVu has (3,1) format 4 and (3,10) format 12; only format 12 maps U+1F600.
        let expected: [(UInt32, UInt16?)] = [
            (0x41, 36), (0x6C, 79), (0xE9, 171), (0x416, 939), (0x20AC, 2948), (0xFB01, 5042),
            (0xFFFD, 5372), (0x2603, 3803), (0x1F600, 5857), (0x1D400, nil), (0xE000, nil),
            (0x10FFFF, nil),
        ]
        for (code, glyph) in expected {
            #expect(font.glyph(for: Unicode.Scalar(code)!)?.rawValue == glyph, "U+\(String(code, radix: 16))")
        }
    }

    @Test func cmapFormat4IsUsedWhenFormat12IsHidden() throws {
        // Relabel the format 12 records as platform 9 (unknown) so the reader must use format 4.
        var bytes = embeddedBytes()
        let cmap = try #require(tableRecords(bytes).first { $0.tag == "cmap" })
        for i in 0..<readU16(bytes, cmap.offset + 2) {
            let record = cmap.offset + 4 + 8 * i
            if readU16(bytes, cmap.offset + readU32(bytes, record + 4)) == 12 { bytes[record + 1] = 9 }
        }
        let bmp = try Font(bytes: bytes)
        for (code, glyph) in [(0x41, 36), (0x6C, 79), (0xE9, 171), (0x416, 939), (0x20AC, 2948),
                              (0xFB01, 5042), (0xFFFD, 5372)] as [(UInt32, UInt16)] {
            #expect(bmp.glyph(for: Unicode.Scalar(code)!)?.rawValue == glyph)
        }
        #expect(bmp.glyph(for: "\u{1F600}") == nil)
    }

    @Test func advancesMatchHmtx() {
        // f['hmtx']['l'] == (569, 193), ['A'] == (1401, 16), ['space'] == (651, 0)
        #expect(font.advance(of: GlyphID(79)) == 569)
        #expect(font.advance(of: GlyphID(36)) == 1401)
        #expect(font.advance(of: GlyphID(3)) == 651)
        // Glyphs past numberOfHMetrics (6238) share the last advance.
        #expect(font.advance(of: GlyphID(6252)) == font.advance(of: GlyphID(6237)))
    }

    @Test func simpleGlyphL() throws {
        // f['glyf']['l']: ends [3], coords (193,1556) (377,1556) (377,0) (193,0), all on-curve.
        var decoder = GlyphOutlineDecoder(font: font)
        let outline = try decoder.decode(GlyphID(79))
        #expect(outline.contourEnds == [3])
        #expect(outline.points == [Point(193, 1556), Point(377, 1556), Point(377, 0), Point(193, 0)])
        #expect(outline.onCurve == [true, true, true, true])
        #expect(try font.boundingBox(of: GlyphID(79)) == Rect(minX: 193, minY: 0, maxX: 377, maxY: 1556))
        #expect(pathText(try font.outline(of: GlyphID(79)))
                == "M 193 1556 L 377 1556 L 377 0 L 193 0 Z")
    }

    @Test func quadraticGlyphOMatchesFontToolsPen() throws {
        // A fontTools BasePen subclass printing _moveTo/_lineTo/_qCurveToOne/_closePath with %g.
        let expected = "M 627 991 Q 479 991 393 875.5 Q 307 760 307 559 Q 307 358 392.5 242.5 "
            + "Q 478 127 627 127 Q 774 127 860 243 Q 946 359 946 559 Q 946 758 860 874.5 "
            + "Q 774 991 627 991 Z M 627 1147 Q 867 1147 1004 991 Q 1141 835 1141 559 "
            + "Q 1141 284 1004 127.5 Q 867 -29 627 -29 Q 386 -29 249.5 127.5 Q 113 284 113 559 "
            + "Q 113 835 249.5 991 Q 386 1147 627 1147 Z"
        #expect(pathText(try font.outline(of: GlyphID(82))) == expected)
    }

    @Test func compositeAdieresisIsOffset() throws {
        // 'Adieresis' (134) = A (36) at (0, 0) + Dieresis (5922) at (1212, 373);
        // glyph.getCoordinates(glyf) flattens it to these points, ends [2, 10, 14, 18].
        let expected: [Point] = [
            Point(700, 1294), Point(426, 551), Point(975, 551), Point(586, 1493), Point(815, 1493),
            Point(1384, 0), Point(1174, 0), Point(1038, 383), Point(365, 383), Point(229, 0), Point(16, 0),
            Point(794, 1870), Point(997, 1870), Point(997, 1667), Point(794, 1667),
            Point(403, 1870), Point(606, 1870), Point(606, 1667), Point(403, 1667),
        ]
        var decoder = GlyphOutlineDecoder(font: font)
        let outline = try decoder.decode(GlyphID(134))
        #expect(outline.points == expected)
        #expect(outline.contourEnds == [2, 10, 14, 18])
        #expect(try font.boundingBox(of: GlyphID(134)) == Rect(minX: 16, minY: 0, maxX: 1384, maxY: 1870))
    }

    @Test func compositeEacuteMatchesFontToolsPen() throws {
        // 'eacute' (171) = e + acute at (139, 0); drawn with the same pen as 'o'.
        let expected = "M 1151 606 L 1151 516 L 305 516 Q 317 326 419.5 226.5 Q 522 127 705 127 "
            + "Q 811 127 910.5 153 Q 1010 179 1108 231 L 1108 57 Q 1009 15 905 -7 Q 801 -29 694 -29 "
            + "Q 426 -29 269.5 127 Q 113 283 113 549 Q 113 824 261.5 985.5 Q 410 1147 662 1147 "
            + "Q 888 1147 1019.5 1001.5 Q 1151 856 1151 606 Z M 967 660 Q 965 811 882.5 901 "
            + "Q 800 991 664 991 Q 510 991 417.5 904 Q 325 817 311 659 Z "
            + "M 790 1638 L 989 1638 L 663 1262 L 510 1262 Z"
        #expect(pathText(try font.outline(of: GlyphID(171))) == expected)
    }

    @Test func everyGlyphMatchesFontToolsChecksums() throws {
        // All 6253 glyphs, including 659 nested composites up to 4 levels deep (uni1FAD),
        // against sums over glyph.getCoordinates(glyf) for every glyph id g:
        // points, contours, on-curve points, Σx, Σy and Σ (g+1)(i+1)(3x+7y) over point i.
        // Σx and the weighted sum are FreeType 2.13.2's (freetype-py, FT_LOAD_NO_SCALE |
        // FT_LOAD_NO_HINTING), which places outlines by their left side bearing: the six
        // glyphs whose header xMin is one unit left of their lsb (LeftSideBearingTests)
        // add 147 points × 1 to fontTools' Σx of 164_169_167. The other sums agree.
        var decoder = GlyphOutlineDecoder(font: font)
        var points = 0, contours = 0, on = 0, sumX = 0.0, sumY = 0.0, weighted = 0.0
        for id in 0..<font.glyphCount {
            let outline = try decoder.decode(GlyphID(UInt16(id)))
            points += outline.points.count
            contours += outline.contourEnds.count
            on += outline.onCurve.filter { $0 }.count
            for (i, p) in outline.points.enumerated() {
                sumX += p.x
                sumY += p.y
                weighted += Double((id + 1) * (i + 1)) * (3 * p.x + 7 * p.y)
            }
        }
        #expect(points == 205_976)
        #expect(contours == 16080)
        #expect(on == 127_841)
        #expect(sumX == 164_169_314)
        #expect(sumY == 142_734_890)
        #expect(weighted == 222_667_612_510_329)
    }
}

/// A fresh copy of the embedded font's bytes, for tests that patch or cut them.
func embeddedBytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: tagcloud_embedded_font_bytes(), count: tagcloud_embedded_font_size()))
}
