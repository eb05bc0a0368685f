#!/usr/bin/env python3
"""Compares our glyph coverage with FreeType's, glyph by glyph (issue 18).

  Tools/peers/freetype_coverage.py TEXT_BENCH FONT [--face N] [--sizes 16,24,48]
                                   [--text STRING | --ascii | --cjk]

For each size, every character of the text is drawn alone, pen at the origin
on the baseline, by ours (`text-bench coverage`, Tools/TextBench) and by
FreeType through freetype-py (FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, the
smooth renderer, same pixel size). Both masks are placed on one grid by
their offsets from the origin; over the union of their boxes the absolute
difference of every pixel is summed. Prints per size the mean absolute
difference in 1/255 units over all compared pixels, the worst glyph's mean
and its character, and the largest single pixel difference.
With --supersample N, FreeType draws each glyph N times larger and its
pixels are averaged in N x N blocks: a reference nearer the exact area
(FreeType flattens curves into chords, which lose area on convex edges).
--check fails (exit 1) when a size's mean is above 2/255.
"""
import argparse
import subprocess
import sys

import freetype

ASCII = "".join(chr(c) for c in range(0x21, 0x7F))
# 200 common CJK characters (the most frequent hanzi in modern Chinese text).
CJK = ("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域")[:200]


def ours(tool, font, face, size, text):
    out = subprocess.run([tool, "coverage", font, str(face), str(size), text],
                         check=True, capture_output=True, text=True).stdout
    masks = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 6:
            masks[chr(int(parts[0][2:], 16))] = None
            continue
        code, left, top, w, h, data = parts[0], *map(int, parts[1:5]), parts[5]
        pixels = bytes.fromhex(data)
        masks[chr(int(code[2:], 16))] = {(left + i % w, top + i // w): v for i, v in enumerate(pixels) if v}
    return masks


def freetype_mask(face, ch, supersample=1):
    """FreeType's mask; with `supersample` N the glyph is rendered N times
    larger and each N x N block averaged (the face's size must be set N times larger)."""
    face.load_char(ch, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_RENDER)
    g = face.glyph
    b = g.bitmap
    left, top = g.bitmap_left, -g.bitmap_top
    out = {}
    for y in range(b.rows):
        for x in range(b.width):
            v = b.buffer[y * b.pitch + x]
            if v:
                out[(left + x, top + y)] = v
    if supersample > 1:
        n = supersample
        sums = {}
        for (x, y), v in out.items():
            key = (x // n, y // n)
            sums[key] = sums.get(key, 0) + v
        out = {k: (v + n * n // 2) // (n * n) for k, v in sums.items()}
    return out


def compare(a, b):
    """Sum of |a - b| over the union box, the box's pixel count, and the largest difference."""
    keys = set(a) | set(b)
    if not keys:
        return 0, 0, 0
    xs = [k[0] for k in keys]
    ys = [k[1] for k in keys]
    total = 0
    worst = 0
    for y in range(min(ys), max(ys) + 1):
        for x in range(min(xs), max(xs) + 1):
            d = abs(a.get((x, y), 0) - b.get((x, y), 0))
            total += d
            worst = max(worst, d)
    return total, (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1), worst


def main():
    p = argparse.ArgumentParser()
    p.add_argument("tool")
    p.add_argument("font")
    p.add_argument("--face", type=int, default=0)
    p.add_argument("--sizes", default="16,24,32,48,72")
    p.add_argument("--text")
    p.add_argument("--cjk", action="store_true")
    p.add_argument("--check", action="store_true")
    p.add_argument("--supersample", type=int, default=1,
                   help="render FreeType N times larger and average N x N blocks (takes its curve "
                        "flattening error out of the comparison)")
    args = p.parse_args()
    text = args.text or (CJK if args.cjk else ASCII)
    face = freetype.Face(args.font, index=args.face)
    failed = False
    for size in [int(s) for s in args.sizes.split(",")]:
        face.set_pixel_sizes(0, size * args.supersample)
        mine = ours(args.tool, args.font, args.face, size, text)
        total = pixels = peak = 0
        worst = (0.0, "")
        missing = 0
        for ch in text:
            if mine.get(ch) is None:
                missing += 1
                continue
            t, n, w = compare(mine[ch], freetype_mask(face, ch, args.supersample))
            total, pixels, peak = total + t, pixels + n, max(peak, w)
            if n and t / n > worst[0]:
                worst = (t / n, ch)
        mean = total / pixels if pixels else 0.0
        failed |= mean > 2 or missing > 0
        print(f"size={size:3d} glyphs={len(text) - missing}/{len(text)} mean_abs_diff={mean:.3f}/255 "
              f"worst_glyph={worst[0]:.3f}/255 ({worst[1]!r}) max_pixel_diff={peak}")
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    sys.exit(main())
