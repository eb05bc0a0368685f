#!/usr/bin/env python3
"""Regenerates the committed seed fonts in Tools/fuzz/seeds/cff/ (and the
test fonts in Tests/RasterTests/Font/Fonts/ that the CFF tests read).

Needs fontTools (`pip install fonttools`), fonts-urw-base35 and
fonts-noto-cjk; the fuzz run itself needs none of them.

Seeds:
  nimbus-subset.otf    Nimbus Sans (URW Base35) cut to a few Latin letters:
                       CFF with local and global subroutines, hints, flex
  nimbus-subset-cff2.otf  the same converted to CFF2 (fontTools)
  notocjk-subset.otf   face 0 of Noto Sans CJK cut to a few CJK characters:
                       CID-keyed, FDArray and FDSelect, hintmask
  seac.otf             Nimbus Sans cut to A, acute and Aacute, with Aacute's
                       charstring replaced by the deprecated seac form of
                       endchar (width adx ady bchar achar): A plus acute
                       moved by (adx, ady)
  fontmatrix.otf       nimbus-subset.otf with a top DICT FontMatrix that
                       slants (c = 0.4 of yy) and moves by (9, -6) units
  fontmatrix-cid.otf   notocjk-subset.otf with a FontMatrix that slants in
                       each font DICT (and none in the top DICT)
  seac-missing.otf     seac.otf with Aacute naming dieresis (StandardEncoding
                       200), which the charset lacks: an error for that glyph
  fontmatrix-singular.otf  nimbus-subset.otf with a singular top FontMatrix
                       (set aside: the glyphs draw as without one)
"""
import os
import subprocess
import sys

from fontTools.cffLib.CFFToCFF2 import convertCFFToCFF2
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "seeds", "cff")
NIMBUS = "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"
NOTO = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def subset(font, text, out, extra=()):
    cmd = [sys.executable, "-m", "fontTools.subset", font, "--text=" + text, "--output-file=" + out,
           "--hinting", "--notdef-outline", "--layout-features=kern", *extra]
    print(" ".join(cmd))
    subprocess.run(cmd, check=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    subset(NIMBUS, "AVTWaeo fi.,&@S", os.path.join(OUT, "nimbus-subset.otf"))
    font = TTFont(os.path.join(OUT, "nimbus-subset.otf"))
    convertCFFToCFF2(font)
    font.save(os.path.join(OUT, "nimbus-subset-cff2.otf"))
    subset(NOTO, "中文日本語한국어A", os.path.join(OUT, "notocjk-subset.otf"), ["--font-number=0"])

    # seac: Aacute = A + acute at (adx, ady), with a width (5 operands).
    seac = os.path.join(OUT, "seac.otf")
    subset(NIMBUS, "A\u00c1\u00b4", seac, ["--glyph-names"])
    font = TTFont(seac)
    top = font["CFF "].cff.topDictIndex[0]
    charstrings = top.CharStrings
    width = font["hmtx"]["Aacute"][0] - top.Private.nominalWidthX
    # StandardEncoding codes: 65 is A, 194 is acute.
    aacute = charstrings["Aacute"]
    aacute.decompile()
    aacute.program = [width, 185, 195, 65, 194, "endchar"]
    aacute.bytecode = None  # compile the new program, not the bytes read
    font.save(seac)

    # A top FontMatrix: [0.0005 0 0.0002 0.0005 0.0045 -0.003] is, over its yy, a slant of 0.4 and a move by (9, -6).
    font = TTFont(os.path.join(OUT, "nimbus-subset.otf"))
    font["CFF "].cff.topDictIndex[0].FontMatrix = [0.0005, 0, 0.0002, 0.0005, 0.0045, -0.003]
    font.save(os.path.join(OUT, "fontmatrix.otf"))

    # CID-keyed: no top matrix, each font DICT [0.001 0 0.00025 0.001 0 0] (a slant of 0.25).
    font = TTFont(os.path.join(OUT, "notocjk-subset.otf"))
    top = font["CFF "].cff.topDictIndex[0]
    for fd in top.FDArray:
        fd.FontMatrix = [0.001, 0, 0.00025, 0.001, 0, 0]
    font.save(os.path.join(OUT, "fontmatrix-cid.otf"))

    # Malformed: seac naming a glyph the font lacks; a FontMatrix that maps everything onto a line.
    font = TTFont(seac)
    aacute = font["CFF "].cff.topDictIndex[0].CharStrings["Aacute"]
    aacute.decompile()
    aacute.program = aacute.program[:-2] + [200, "endchar"]
    aacute.bytecode = None
    font.save(os.path.join(OUT, "seac-missing.otf"))
    font = TTFont(os.path.join(OUT, "nimbus-subset.otf"))
    font["CFF "].cff.topDictIndex[0].FontMatrix = [0.001, 0.001, 0.001, 0.001, 0, 0]
    font.save(os.path.join(OUT, "fontmatrix-singular.otf"))


if __name__ == "__main__":
    main()
