#!/usr/bin/env python3
"""Writes Tests/RasterTests/Font/HarfBuzzExpectations.swift: what HarfBuzz
(uharfbuzz from PyPI) gives for the strings OpenTypeShapingTests shapes, so
the tests compare our shaper with HarfBuzz rather than with itself.

It also builds, with fontTools (FontBuilder + feaLib), a small font whose
features use the lookup types the real fonts leave out (GSUB multiple,
alternate and reverse chaining; GPOS single and cursive), and cuts two Noto
fonts down with fontTools' subsetter (Devanagari with only its old script
tag, Tamil without GPOS), and stores their bytes next to HarfBuzz's results.
The syllabic scripts' cases read Noto Sans <Script> from Debian's fonts-noto-core.

Usage: pip install uharfbuzz fonttools
       python3 Tests/RasterTests/Font/harfbuzz-expectations.py > Tests/RasterTests/Font/HarfBuzzExpectations.swift
"""
import io
import os
import sys

import uharfbuzz as hb
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DEJAVU = os.path.join(ROOT, "Sources/CEmbeddedFont/DejaVuSans.ttf")
NOTO = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
NOTO_ARABIC = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

# (name, font key, text, ligatures on)
CASES = [
    ("arabicJoining", "dejavu", "جامعة", True),
    ("arabicJoiningNoto", "notoArabic", "جامعة", True),
    ("lamAlef", "dejavu", "لا سلام", True),
    ("lamAlefNoto", "notoArabic", "السلام عليكم", True),
    ("lamAlefNoLigatures", "notoArabic", "لا", False),
    ("arabicHarakat", "dejavu", "بِسْمِ", True),
    ("arabicHarakatNoto", "notoArabic", "بِسْمِ اللَّهِ", True),
    ("hebrewPoints", "dejavu", "שָׁלוֹם", True),
    ("ligatures", "dejavu", "office fly", True),
    ("noLigatures", "dejavu", "office fly", False),
    ("ligaturesNoto", "noto", "office", True),
    ("vietnamese", "dejavu", "Tiếng Việt", True),
    ("vietnameseDecomposed", "dejavu", "Tie\u0302\u0301ng Vie\u0323\u0302t", True),
    ("vietnameseDecomposedNoto", "noto", "Tie\u0302\u0301ng Vie\u0323\u0302t", True),
    ("acuteDecomposed", "dejavu", "e\u0301", True),
    ("acuteDecomposedNoto", "noto", "e\u0301 q\u0301 x\u0301\u0302", True),
    # A precomposed letter with another mark after it decomposes as far as
    # the font allows, the marks are sorted and composed back where they can.
    ("stackedMarks", "dejavu", "\u01d6\u0323 A\u0308\u0301\u0323", True),
    ("stackedMarksNoto", "noto", "\u01d6\u0323 A\u0308\u0301\u0323", True),
    ("kerningNoto", "noto", "AVATAR Wave", True),
    ("greekNoto", "noto", "ἀρχὴ Ἑλλάς", True),
    ("cyrillicNoto", "noto", "Ёлка й", True),
    # The crafted font: a b -> c (liga), d -> e f (ccmp, multiple),
    # g -> first alternate h (liga), j before k -> a (calt, reverse
    # chaining), b moved 30 (kern, single), h and i joined (curs), the
    # combining acute on bases a-c (mark).
    ("craftedSubstitutions", "crafted", "abdgjk", True),
    ("craftedPositions", "crafted", "bhi a\u0301c\u0301", True),
    # c before i -> k through a plain context lookup (GSUB 5) calling an
    # extension lookup (GSUB 7); e before f moved 40 through GPOS 7 and 9.
    ("craftedContext", "crafted", "ci cc efk", True),
    # The crafted font substitutes a ZWJ between c and c with a glyph of its
    # own: HarfBuzz keeps that glyph (a default ignorable no lookup replaced goes).
    ("craftedJoiner", "crafted", "c\u200dc a\u200db", True),
    # Syllabic shapers (issue 46), each word in its script's Noto Sans face:
    # pre-base matras and conjuncts, reph, half forms with ZWJ and without
    # (ZWNJ), a broken cluster and an invalid vowel sequence (dotted circles).
    ("devanagari", "notoDevanagari", "हिन्दी कर्म क्षत्रिय प्रार्थना", True),
    ("devanagariJoiners", "notoDevanagari", "क\u094d\u200dष क\u094d\u200cष र\u094d\u200dय ि", True),
    ("bengali", "notoBengali", "বাংলা কৌশল কর্ম", True),
    ("gurmukhi", "notoGurmukhi", "ਪੰਜਾਬੀ ਪ੍ਰਧਾਨ", True),
    ("gujarati", "notoGujarati", "ગુજરાતી અેન્ડોરા", True),
    ("oriya", "notoOriya", "ଓଡ଼ିଆ କର୍ମ", True),
    # Split vowels (Tamil ொ, Kannada ೋ, Sinhala ෝ) reach the shaper as their parts.
    ("tamil", "notoTamil", "தமிழ்நாடு கொடி ஶ்ரீ", True),
    ("telugu", "notoTelugu", "తెలుగు కర్మ", True),
    ("kannada", "notoKannada", "ಕನ್ನಡ ಕೋಟಿ ಕರ್ಮ", True),
    ("malayalam", "notoMalayalam", "മലയാളം ന\u0d4d\u200d ക്ര", True),
    ("sinhala", "notoSinhala", "ශ්\u200dරී ලංකා කෝ ක්\u200dය", True),
    ("khmer", "notoKhmer", "ខ្មែរ ស្រី កើ \u17cb", True),
    ("myanmar", "notoMyanmar", "မြန်မာ သင်္ဘော ကျွန်", True),
    # Thai and Lao SARA AM: decomposed, its NIKHAHIT before a tone mark.
    ("thaiSaraAm", "notoThai", "กำ ก่ำ น้ำ กรุงเทพ", True),
    ("laoSaraAm", "notoLao", "ຄຳ ນ້ຳ", True),
    # A font with only the old Indic tag ('deva'): the old specification.
    ("devanagariOldSpec", "devaOldSpec", "कर्मि", True),
    # A font without GPOS: the Indic shaper leaves mark advances as they are.
    ("tamilWithoutPositioning", "tamlNoGPOS", "கொடி", True),
]


def crafted_font():
    names = [".notdef", "space", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "acutecomb", "zwj", "joiner"]
    codes = {0x20: "space", 0x301: "acutecomb", 0x200D: "zwj"}
    for n in "abcdefghijk":
        codes[ord(n)] = n
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap(codes)
    glyphs = {}
    for i, n in enumerate(names):
        pen = TTGlyphPen(None)
        if n not in (".notdef", "space", "zwj"):
            pen.moveTo((50, 0)); pen.lineTo((50, 500 + 10 * i)); pen.lineTo((400, 500)); pen.closePath()
        glyphs[n] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({n: (0 if n in ("acutecomb", "zwj") else 500 + 10 * i, 50) for i, n in enumerate(names)})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "LayoutFixture", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    addOpenTypeFeaturesFromString(fb.font, """
        languagesystem DFLT dflt;
        table GDEF { GlyphClassDef [a b c d e f g h i j k space zwj joiner], , [acutecomb], ; } GDEF;
        markClass acutecomb <anchor 0 450> @TOP;
        feature ccmp { sub d by e f; } ccmp;
        feature liga { sub g from [h i]; sub a b by c; } liga;
        feature calt { rsub j' k by a; } calt;
        feature kern { pos b 30; } kern;
        feature curs {
            pos cursive h <anchor NULL> <anchor 480 120>;
            pos cursive i <anchor 20 40> <anchor NULL>;
        } curs;
        feature mark { pos base [a b c] <anchor 260 620> mark @TOP; } mark;
        feature calt { sub c zwj' c by joiner; } calt;
        lookup SWAP useExtension { sub c by k; } SWAP;
        lookup MOVE useExtension { pos e 40; } MOVE;
        feature calt { sub c' lookup SWAP i'; } calt;
        feature kern { pos e' lookup MOVE f'; } kern;
    """)
    to_plain_context(fb.font)
    out = io.BytesIO()
    fb.font.save(out)
    return out.getvalue()


def to_plain_context(font):
    """Turns chaining contextual lookups without backtrack or lookahead (all
    feaLib writes) into plain contextual ones, GSUB type 5 and GPOS type 7."""
    from fontTools.ttLib.tables import otTables as ot
    for tag, chain_type, plain_type, kind in (("GSUB", 6, 5, "Subst"), ("GPOS", 8, 7, "Pos")):
        for lookup in font[tag].table.LookupList.Lookup:
            if lookup.LookupType != chain_type:
                continue
            subtables = []
            for st in lookup.SubTable:
                if st.Format != 3 or st.BacktrackGlyphCount or st.LookAheadGlyphCount:
                    break
                plain = getattr(ot, "Context" + kind)()
                plain.Format = 3
                plain.GlyphCount = st.InputGlyphCount
                plain.Coverage = st.InputCoverage
                setattr(plain, kind + "Count", getattr(st, kind + "Count"))
                setattr(plain, kind + "LookupRecord", getattr(st, kind + "LookupRecord"))
                subtables.append(plain)
            else:
                lookup.LookupType = plain_type
                lookup.SubTable = subtables


def subset_font(name, text, scripts=None, drop=()):
    """Noto Sans <name> cut down with fontTools' subsetter to the glyphs of
    `text` (features kept), with only `scripts` and without the tables `drop`."""
    from fontTools import subset
    from fontTools.ttLib import TTFont
    font = TTFont("/usr/share/fonts/truetype/noto/NotoSans%s-Regular.ttf" % name)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = []
    options.notdef_outline = False
    options.hinting = False
    if scripts:
        options.layout_scripts = scripts
    options.drop_tables += list(drop)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def shape(data, text, ligatures):
    face = hb.Face(data)
    font = hb.Font(face)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    # As our shaper does (and the peer, Tools/peers/harfbuzz_shaping.py): default ignorables go.
    buf.flags = hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
    features = {} if ligatures else {"liga": False, "clig": False}
    hb.shape(font, buf, features)
    glyphs, pen = [], 0
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        glyphs.append((info.codepoint, pen + pos.x_offset, pos.y_offset))
        pen += pos.x_advance
    return glyphs, pen


def main():
    fonts = {"dejavu": open(DEJAVU, "rb").read(), "noto": open(NOTO, "rb").read(),
             "notoArabic": open(NOTO_ARABIC, "rb").read(), "crafted": crafted_font(),
             "devaOldSpec": subset_font("Devanagari", "कर्मि", scripts=["deva"]),
             "tamlNoGPOS": subset_font("Tamil", "கொடி\u0bc6\u0bbe", drop=["GPOS"])}
    for _, key, _, _ in CASES:
        if key not in fonts:
            fonts[key] = open("/usr/share/fonts/truetype/noto/NotoSans%s-Regular.ttf" % key[4:], "rb").read()
    out = sys.stdout
    out.write("// Generated by Tests/RasterTests/Font/harfbuzz-expectations.py with uharfbuzz "
              f"{hb.__version__} (HarfBuzz {hb.version_string()}). Do not edit.\n\n")
    out.write("/// What HarfBuzz gives for the strings ``OpenTypeShapingTests`` shapes.\n")
    out.write("enum HarfBuzzExpectations {\n")
    out.write("    /// One case: font, text, ligatures, and HarfBuzz's glyphs (id, x, y: font units,\n")
    out.write("    /// visual order, x from the run's start, y up) and total advance.\n")
    out.write("    struct Case {\n        let font: String\n        let text: String\n        let ligatures: Bool\n")
    out.write("        let glyphs: [(id: Int, x: Int, y: Int)]\n        let advance: Int\n    }\n\n")
    for name, key, text, ligatures in CASES:
        glyphs, advance = shape(fonts[key], text, ligatures)
        escaped = "".join(c if 0x20 <= ord(c) < 0x7F else f"\\u{{{ord(c):X}}}" for c in text)
        items = ", ".join(f"({g}, {x}, {y})" for g, x, y in glyphs)
        out.write(f"    static let {name} = Case(font: \"{key}\", text: \"{escaped}\", ligatures: {str(ligatures).lower()},\n")
        out.write(f"        glyphs: [{items}], advance: {advance})\n")
    for key, doc in [("crafted", "The crafted font's bytes (built by the generator with fontTools)."),
                     ("devaOldSpec", "Noto Sans Devanagari cut down to कर्मि, with only the old script tag `deva`."),
                     ("tamlNoGPOS", "Noto Sans Tamil cut down to கொடி, without its GPOS table.")]:
        data = fonts[key]
        out.write(f"\n    /// {doc}\n")
        out.write(f"    static let {key}Font: [UInt8] = [\n")
        for i in range(0, len(data), 24):
            out.write("        " + ", ".join(f"0x{b:02X}" for b in data[i:i + 24]) + ",\n")
        out.write("    ]\n")
    out.write("}\n")


main()
