#!/usr/bin/env python3
"""Regenerates the committed seed fonts in Tools/fuzz/seeds/font/.

Needs fontTools (`pip install fonttools`); the fuzz run itself does not.
Run from anywhere: `python3 Tools/fuzz/make-font-seeds.py`.

Seeds:
  dejavu-subset.ttf      DejaVu Sans cut to "AVTWaeoéÄ fi.,": composites (é, Ä),
                         GPOS and legacy kern pairs, short loca (the pyftsubset
                         command is printed and recorded in README.md)
  dejavu-subset-long.ttf the same with long (32-bit) loca offsets
  tiny-*.ttf             hand-built fonts of a few glyphs exercising one feature
                         each: cmap formats 0, 6, 12 and 13, nested and
                         scaled/2x2/point-matched composites, empty glyphs,
                         the legacy kern table, all-off-curve contours
  tiny-collection.ttc    two tiny faces in a TrueType collection
  layout-dejavu.ttf      DejaVu Sans cut to the shaping harness's Latin, Hebrew,
                         Arabic and mark strings with its GSUB, GPOS and GDEF
                         (ligatures, joining forms, lam-alef, mark attachment)
  layout-noto-arabic.ttf the same from Noto Sans Arabic (fonts-noto-core), when
                         installed: chaining-context isol, contextual kerning
  layout-noto-<script>.ttf  Noto Sans Devanagari, Tamil, Sinhala, Khmer and Myanmar
                         cut to the harness's syllabic strings (reph, conjuncts,
                         split vowels, coeng, kinzi, ZWJ), for the syllabic shapers
"""
import os
import subprocess
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._c_m_a_p import cmap_classes
from fontTools.ttLib.tables._g_l_y_f import GlyphComponent
from fontTools.ttLib.ttCollection import TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(HERE, "seeds", "font")
DEJAVU = os.path.join(ROOT, "Sources", "CEmbeddedFont", "DejaVuSans.ttf")


def subset_dejavu():
    """Cuts DejaVu Sans down with pyftsubset, keeping kerning and composites."""
    out = os.path.join(OUT, "dejavu-subset.ttf")
    command = [
        sys.executable, "-m", "fontTools.subset", DEJAVU, "--text=AVTWaeoéÄ fi.,",
        "--layout-features=kern", "--legacy-kern", "--no-hinting", "--name-IDs=1",
        "--drop-tables+=FFTM,MATH,GSUB,gasp,post", "--output-file=" + out,
    ]
    print(" ".join(command[1:]))
    subprocess.run(command, check=True)
    # The same font with 32-bit loca offsets.
    write_long_loca(out, os.path.join(OUT, "dejavu-subset-long.ttf"))


# The strings the font harness shapes (keep in step with Tools/fuzz/harness/font.swift).
LAYOUT_TEXT = "office fly AVATAR \u0645\u0631\u062d\u0628\u0627 \u0644\u0627 \u0628\u0650\u0633\u0652\u0645\u0650 \u0661\u0662 \u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd Vie\u0323\u0302t e\u0301 \u1ec7"
NOTO_ARABIC = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
# The harness's syllabic strings (Devanagari, Tamil, Sinhala, Khmer, Myanmar) and their Noto faces.
SYLLABIC_TEXT = {
    "Devanagari": "\u0915\u0930\u094d\u092e\u093f \u0915\u094d\u0937\u094d\u200d\u0930 \u093f",
    "Tamil": "\u0b95\u0bca\u0b9f\u0bbf \u0bb6\u0bcd\u0bb0\u0bc0 \u0bc6\u0bbe",
    "Sinhala": "\u0dc1\u0dca\u200d\u0dbb\u0dd3 \u0d9a\u0ddd \u0dd9\u0dcf",
    "Khmer": "\u179f\u17d2\u179a\u17b8 \u1781\u17d2\u1798\u17c2\u179a \u17cb",
    "Myanmar": "\u101e\u1004\u103a\u1039\u1018\u1031\u102c \u1019\u103c\u1014\u103a",
}


def subset_layout(source, name, text=LAYOUT_TEXT):
    """Cuts a font to `text`, keeping every layout feature and GDEF."""
    if not os.path.exists(source):
        print(f"skipping {name}: {source} is not installed")
        return
    command = [
        sys.executable, "-m", "fontTools.subset", source, "--text=" + text,
        "--layout-features=*", "--no-hinting", "--name-IDs=1", "--drop-tables+=FFTM,MATH,gasp,post,kern",
        "--output-file=" + os.path.join(OUT, name),
    ]
    print(" ".join(command[1:]))
    subprocess.run(command, check=True)


def write_long_loca(source, target):
    """Copies a short-loca font, rewriting loca as 32-bit offsets (head.indexToLocFormat 1)."""
    import struct
    from fontTools.ttLib.sfnt import SFNTReader, SFNTWriter
    with open(source, "rb") as f:
        reader = SFNTReader(f)
        tables = {tag: reader[tag] for tag in reader.keys()}
    assert struct.unpack(">h", tables["head"][50:52])[0] == 0, "expected short loca"
    halves = struct.unpack(f">{len(tables['loca']) // 2}H", tables["loca"])
    tables["loca"] = struct.pack(f">{len(halves)}I", *(2 * h for h in halves))
    tables["head"] = tables["head"][:50] + struct.pack(">h", 1) + tables["head"][52:]
    with open(target, "wb") as f:
        writer = SFNTWriter(f, len(tables))
        for tag in sorted(tables):
            writer[tag] = tables[tag]
        writer.close()


def square(pen, x0, y0, x1, y1):
    """A closed square contour."""
    pen.moveTo((x0, y0))
    pen.lineTo((x1, y0))
    pen.lineTo((x1, y1))
    pen.lineTo((x0, y1))
    pen.closePath()


def simple_glyphs():
    """.notdef, an empty space, a square, a ring with quadratic curves."""
    glyphs = {}
    pen = TTGlyphPen(None)
    square(pen, 50, 0, 450, 700)
    glyphs[".notdef"] = pen.glyph()
    glyphs["space"] = TTGlyphPen(None).glyph()
    pen = TTGlyphPen(None)
    square(pen, 100, 0, 500, 500)
    glyphs["box"] = pen.glyph()
    pen = TTGlyphPen(None)
    pen.moveTo((300, 0))
    pen.qCurveTo((550, 0), (550, 350), (300, 700), (50, 350), (50, 0), (300, 0))
    pen.closePath()
    pen.moveTo((300, 100))
    pen.qCurveTo((150, 100), (150, 350), (300, 600), (450, 350), (450, 100), (300, 100))
    pen.closePath()
    glyphs["ring"] = pen.glyph()
    # A contour of off-curve points only (TrueType implies the on-curve midpoints).
    pen = TTGlyphPen(None)
    pen.qCurveTo((100, 100), (500, 100), (500, 500), (100, 500), None)
    pen.closePath()
    glyphs["blob"] = pen.glyph()
    return glyphs


def composite(components):
    """A composite glyph from (name, dx, dy, transform-or-None, first-point-match-or-None)."""
    from fontTools.ttLib.tables._g_l_y_f import Glyph
    glyph = Glyph()
    glyph.numberOfContours = -1
    glyph.components = []
    for name, dx, dy, transform, match in components:
        c = GlyphComponent()
        c.glyphName = name
        c.flags = 0
        if match is None:
            c.x, c.y = dx, dy
        else:
            c.firstPt, c.secondPt = match
        if transform is not None:
            c.transform = transform
        glyph.components.append(c)
    return glyph


def build(name, cmap_format, extra_glyphs=None, kern=False, mapping=None):
    """A tiny font of the simple glyphs (plus `extra_glyphs`) with one cmap subtable."""
    glyphs = simple_glyphs()
    glyphs.update(extra_glyphs or {})
    order = list(glyphs)
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    mapping = mapping or {0x20: "space", 0x41: "box", 0x42: "ring", 0x43: "blob"}
    for i, glyph in enumerate(order[5:]):
        mapping[0x61 + i] = glyph
    fb.setupCharacterMap(mapping)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({g: (600, 0) for g in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupNameTable({"familyName": "Fuzz " + name, "styleName": "Regular"})
    fb.setupPost()
    font = fb.font
    # Replace the cmap with one subtable of the wanted format.
    cmap = newTable("cmap")
    cmap.tableVersion = 0
    sub = cmap_classes[cmap_format](cmap_format)
    sub.platformID, sub.platEncID = {0: (1, 0), 6: (3, 1), 12: (3, 10), 13: (3, 10), 4: (3, 1)}[cmap_format]
    sub.language = 0
    sub.cmap = dict(mapping)
    if cmap_format == 13:
        sub.cmap = {cp: "box" for cp in range(0x1F600, 0x1F610)} | {0x41: "ring"}
    cmap.tables = [sub]
    font["cmap"] = cmap
    if kern:
        from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
        table = newTable("kern")
        table.version = 0
        sub = KernTable_format_0()
        sub.version, sub.coverage, sub.format = 0, 1, 0
        sub.kernTable = {("box", "ring"): -120, ("ring", "box"): 80, ("box", "box"): -10}
        table.kernTables = [sub]
        font["kern"] = table
    return font


def main():
    os.makedirs(OUT, exist_ok=True)
    subset_dejavu()
    subset_layout(DEJAVU, "layout-dejavu.ttf")
    subset_layout(NOTO_ARABIC, "layout-noto-arabic.ttf")
    for script, text in SYLLABIC_TEXT.items():
        # With the dotted circle of broken clusters and invalid vowel sequences.
        subset_layout(NOTO_ARABIC.replace("Arabic", script), "layout-noto-%s.ttf" % script.lower(), text + " \u25cc")
    fonts = {
        "tiny-format0": build("format0", 0),
        "tiny-format6": build("format6", 6),
        "tiny-format12": build("format12", 12, mapping={0x41: "box", 0x42: "ring", 0x1F600: "blob", 0x20: "space"}),
        "tiny-format13": build("format13", 13),
        "tiny-kern": build("kern", 4, kern=True),
        "tiny-composites": build("composites", 4, extra_glyphs={
            "twoboxes": composite([("box", 0, 0, None, None), ("box", 300, 200, [[0.5, 0], [0, 0.5]], None)]),
            "skewed": composite([("ring", 10, -20, [[1, 0.25], [-0.25, 0.75]], None)]),
            "nested": composite([("twoboxes", 0, 0, [[0.5, 0], [0, 1.5]], None), ("skewed", 50, 50, None, None)]),
            "matched": composite([("box", 0, 0, None, None), ("ring", 0, 0, None, (2, 0))]),
        }),
    }
    for name, font in fonts.items():
        font.save(os.path.join(OUT, name + ".ttf"))
    collection = TTCollection()
    collection.fonts = [TTFont(os.path.join(OUT, "tiny-kern.ttf")), TTFont(os.path.join(OUT, "tiny-format12.ttf"))]
    collection.save(os.path.join(OUT, "tiny-collection.ttc"))
    for f in sorted(os.listdir(OUT)):
        print(f"{os.path.getsize(os.path.join(OUT, f)):7d}  {f}")


if __name__ == "__main__":
    main()
