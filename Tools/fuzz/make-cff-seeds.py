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


if __name__ == "__main__":
    main()
