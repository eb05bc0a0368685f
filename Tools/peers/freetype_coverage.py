#!/usr/bin/env python3
"""Compares our glyph coverage with FreeType's, glyph by glyph (issue 18).

  Tools/peers/freetype_coverage.py TEXT_BENCH FONT [FONT ...] [--face N]
      [--sizes 16,24,32,48,72] [--text STRING | --cjk] [--supersample N]
      [--check] [--explain]

For each font and size, every character of the text (default: printable
ASCII) is drawn alone, pen at the origin on the baseline, by ours
(`text-bench coverage`, Tools/TextBench) and by FreeType through freetype-py
(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, the smooth renderer, same pixel
size; the CFF driver's defaults, so no stem darkening). Both masks are placed
on one grid by their offsets from the origin; over the union of their inked
boxes the absolute difference of every pixel is summed. Prints one row per
font and size: the mean absolute difference in 1/255 units over all compared
pixels, the worst glyph's mean and its character, and the largest single
pixel difference. --check fails (exit 1) when a mean is above 2/255 or a
glyph is missing or damaged.

--supersample N: FreeType draws each glyph N times larger and its pixels are
averaged in N x N blocks. Why this matters for CFF: FreeType's smooth
rasterizer (ftgrays.c) flattens curves into chords before it computes exact
areas, and it is twice as coarse for cubics as for quadratics: a quadratic
is split until its chord strays at most 1/16 px from it, a cubic only until
|2 P0 - 3 P1 + P3| <= 1/2 px, a chord up to 1/8 px off. Chords cut inside
convex arcs, so CFF glyphs lose ink (Nimbus Sans at 16 px: 0.7% of all
ASCII ink, 2.3% of 'O'), and the loss is a sizable part of a 16 px glyph's
edge pixels. --supersample 2 holds FreeType's cubics to the 1/16 px it keeps
for quadratics (TrueType) at 1x, the accuracy the glyf comparison already
uses; --explain shows the evidence.

--explain adds, per font and size, a third, independent reference: the
outline read by fontTools, filled (nonzero) by Skia (skia-python) at 16 x
the size and averaged in 16 x 16 blocks. It prints ours against it, FreeType
at 1x against it, FreeType against FreeType's own outline filled by Skia
(what FreeType's rasterizer alone adds), and FreeType against that same
outline flattened by the cubic rule above and filled by Skia (when this is
small, the rule is the explanation). Needs fontTools, skia-python and numpy.
"""
import argparse
import os
import subprocess
import sys

import freetype
import numpy as np

ASCII = "".join(chr(c) for c in range(0x21, 0x7F))
# 200 common CJK characters (the most frequent hanzi in modern Chinese text).
CJK = ("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域")[:200]

LOAD = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP


class Mask:
    """Coverage (0...255) with its top-left pixel at (left, top), y down from the baseline."""

    def __init__(self, left, top, pixels):
        pixels = np.asarray(pixels, dtype=np.int32)
        rows, cols = np.nonzero(pixels)
        if len(rows) == 0:
            self.left, self.top, self.pixels = 0, 0, np.zeros((0, 0), np.int32)
            return
        y0, y1, x0, x1 = rows.min(), rows.max() + 1, cols.min(), cols.max() + 1
        self.left, self.top = left + int(x0), top + int(y0)
        self.pixels = pixels[y0:y1, x0:x1]

    def ink(self):
        return int(self.pixels.sum()) / 255

    def downsampled(self, n):
        """The mask averaged in n x n blocks of the grid (rounded to nearest)."""
        if n == 1 or self.pixels.size == 0:
            return self
        bx, by = self.left // n, self.top // n
        h, w = self.pixels.shape
        ox, oy = self.left - bx * n, self.top - by * n
        cols, rows = -(-(ox + w) // n), -(-(oy + h) // n)
        grid = np.zeros((rows * n, cols * n), np.int64)
        grid[oy:oy + h, ox:ox + w] = self.pixels
        sums = grid.reshape(rows, n, cols, n).sum(axis=(1, 3))
        return Mask(bx, by, (sums + n * n // 2) // (n * n))


def ours(tool, font, face, size, text):
    out = subprocess.run([tool, "coverage", font, str(face), str(size), text],
                         check=True, capture_output=True, text=True).stdout
    masks = {}
    for line in out.splitlines():
        parts = line.split()
        ch = chr(int(parts[0][2:], 16))
        if len(parts) < 6:
            masks[ch] = None  # missing or damaged
            continue
        left, top, w, h = map(int, parts[1:5])
        pixels = np.frombuffer(bytes.fromhex(parts[5]), np.uint8).reshape(h, w) if w * h else np.zeros((0, 0))
        masks[ch] = Mask(left, top, pixels)
    return masks


def freetype_mask(face, ch, supersample=1):
    """FreeType's mask; with `supersample` N the face's size must be set N
    times larger, and the glyph is averaged down in N x N blocks."""
    face.load_char(ch, LOAD | freetype.FT_LOAD_RENDER)
    g = face.glyph
    b = g.bitmap
    if b.rows == 0 or b.width == 0:
        return Mask(0, 0, np.zeros((0, 0)))
    raw = np.array(b.buffer, np.uint8).reshape(b.rows, b.pitch)[:, :b.width]
    return Mask(g.bitmap_left, -g.bitmap_top, raw).downsampled(supersample)


def compare(a, b):
    """Sum of |a - b| over the union of the two inked boxes, the box's pixel count, and the largest difference."""
    boxes = [m for m in (a, b) if m.pixels.size]
    if not boxes:
        return 0, 0, 0
    x0 = min(m.left for m in boxes)
    y0 = min(m.top for m in boxes)
    x1 = max(m.left + m.pixels.shape[1] for m in boxes)
    y1 = max(m.top + m.pixels.shape[0] for m in boxes)
    grids = []
    for m in (a, b):
        g = np.zeros((y1 - y0, x1 - x0), np.int32)
        if m.pixels.size:
            h, w = m.pixels.shape
            g[m.top - y0:m.top - y0 + h, m.left - x0:m.left - x0 + w] = m.pixels
        grids.append(g)
    d = np.abs(grids[0] - grids[1])
    return int(d.sum()), d.size, int(d.max())


class Tally:
    """Sums of differences and pixel counts over the glyphs of one font and size."""

    def __init__(self):
        self.total = self.pixels = self.peak = 0
        self.worst = (0.0, "")

    def add(self, ch, a, b):
        t, n, w = compare(a, b)
        self.total, self.pixels, self.peak = self.total + t, self.pixels + n, max(self.peak, w)
        if n and t / n > self.worst[0]:
            self.worst = (t / n, ch)

    def mean(self):
        return self.total / self.pixels if self.pixels else 0.0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("tool")
    p.add_argument("fonts", nargs="+")
    p.add_argument("--face", type=int, default=0)
    p.add_argument("--sizes", default="16,24,32,48,72")
    p.add_argument("--text")
    p.add_argument("--cjk", action="store_true")
    p.add_argument("--ascii", action="store_true", help="printable ASCII (the default)")
    p.add_argument("--check", action="store_true")
    p.add_argument("--supersample", type=int, default=1,
                   help="render FreeType N times larger and average N x N blocks (2 holds its cubic "
                        "flattening to the 1/16 px it uses for quadratics)")
    p.add_argument("--explain", action="store_true",
                   help="also compare both with an independent Skia reference (see the module doc)")
    args = p.parse_args()
    text = args.text or (CJK if args.cjk else ASCII)
    sizes = [int(s) for s in args.sizes.split(",")]
    failed = False
    reference = "FreeType" + (f" x{args.supersample} averaged" if args.supersample > 1 else " 1x")
    print(f"{'font':34s} {'size':>4s} {'glyphs':>9s}  mean |ours - {reference}|/255  worst glyph      max px")
    for font in args.fonts:
        face = freetype.Face(font, index=args.face)
        audit = Audit(font, args.face) if args.explain else None
        name = os.path.basename(font) + (f"#{args.face}" if args.face else "")
        for size in sizes:
            face.set_pixel_sizes(0, size * args.supersample)
            mine = ours(args.tool, font, args.face, size, text)
            tally = Tally()
            missing = 0
            for ch in text:
                if mine.get(ch) is None:
                    missing += 1
                    continue
                tally.add(ch, mine[ch], freetype_mask(face, ch, args.supersample))
            mean = tally.mean()
            failed |= mean > 2 or missing > 0
            print(f"{name:34s} {size:4d} {len(text) - missing:4d}/{len(text):<4d}  {mean:8.3f}"
                  f"{'' if mean <= 2 else ' > 2':4s}                      {tally.worst[0]:6.3f} ({tally.worst[1]!r})"
                  f"  {tally.peak:4d}", flush=True)
            if audit:
                face.set_pixel_sizes(0, size)
                audit.run(face, mine, size, text)
    return 1 if args.check and failed else 0


class Audit:
    """The --explain figures: a Skia reference at 16x (see the module doc)."""

    N = 16

    def __init__(self, font, face):
        global skia
        import skia
        from fontTools.ttLib import TTFont
        self.font = TTFont(font, fontNumber=face, lazy=True)
        self.glyphs = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.upm = self.font["head"].unitsPerEm

    def fill(self, path):
        """Skia's nonzero fill of `path` (already N times the size, y down), averaged in N x N blocks."""
        n = self.N
        b = path.getBounds()
        x0, y0 = int(np.floor(b.left() / n)) - 1, int(np.floor(b.top() / n)) - 1
        x1, y1 = int(np.ceil(b.right() / n)) + 1, int(np.ceil(b.bottom() / n)) + 1
        w, h = (x1 - x0) * n, (y1 - y0) * n
        surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeA8(w, h))
        canvas = surface.getCanvas()
        canvas.clear(0)
        canvas.translate(-x0 * n, -y0 * n)
        path.setFillType(skia.PathFillType.kWinding)
        canvas.drawPath(path, skia.Paint(AntiAlias=True))
        a = surface.makeImageSnapshot().toarray(colorType=skia.kAlpha_8_ColorType).reshape(h, w)
        return Mask(x0 * n, y0 * n, a).downsampled(n)

    def exact(self, ch, size):
        """The font's own outline (fontTools), at N x size."""
        from fontTools.pens.basePen import BasePen
        s = size * self.N / self.upm

        class Pen(BasePen):
            def __init__(pen, glyphs):
                super().__init__(glyphs)
                pen.path = skia.Path()

            def _moveTo(pen, p):
                pen.path.moveTo(p[0] * s, -p[1] * s)

            def _lineTo(pen, p):
                pen.path.lineTo(p[0] * s, -p[1] * s)

            def _curveToOne(pen, a, b, c):
                pen.path.cubicTo(a[0] * s, -a[1] * s, b[0] * s, -b[1] * s, c[0] * s, -c[1] * s)

            def _qCurveToOne(pen, a, b):
                pen.path.quadTo(a[0] * s, -a[1] * s, b[0] * s, -b[1] * s)

            def _closePath(pen):
                pen.path.close()

        pen = Pen(self.glyphs)
        self.glyphs[self.cmap[ord(ch)]].draw(pen)
        return self.fill(pen.path)

    def freetype_outline(self, face, ch, flatten):
        """FreeType's own 26.6 outline at 1x (the face's size), at N x; cubics
        flattened by ftgrays.c's rule when `flatten`."""
        n = self.N
        face.load_char(ch, LOAD)
        o = face.glyph.outline
        path = skia.Path()
        start = 0
        for end in o.contours:
            pts = [(x / 64, -y / 64, t & 3) for (x, y), t in zip(o.points[start:end + 1], o.tags[start:end + 1])]
            start = end + 1
            count = len(pts)
            cur = pts[0][:2]
            path.moveTo(cur[0] * n, cur[1] * n)
            i = 1
            while i <= count:
                a = pts[i % count]
                if a[2] == 1:  # on curve
                    cur = a[:2]
                    path.lineTo(cur[0] * n, cur[1] * n)
                    i += 1
                elif a[2] == 2:  # cubic control
                    b, c = pts[(i + 1) % count], pts[(i + 2) % count]
                    if flatten:
                        for q in flatten_cubic(cur, a[:2], b[:2], c[:2]):
                            path.lineTo(q[0] * n, q[1] * n)
                    else:
                        path.cubicTo(a[0] * n, a[1] * n, b[0] * n, b[1] * n, c[0] * n, c[1] * n)
                    cur = c[:2]
                    i += 3
                else:  # quadratic control, maybe followed by another (implied on-curve midpoint)
                    b = pts[(i + 1) % count]
                    to = b[:2] if b[2] == 1 else ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                    path.quadTo(a[0] * n, a[1] * n, to[0] * n, to[1] * n)
                    cur = to
                    i += 2 if b[2] == 1 else 1
            path.close()
        return self.fill(path)

    def run(self, face, mine, size, text):
        tallies = {k: Tally() for k in ("ours-skia", "freetype-skia", "freetype-own outline",
                                        "freetype-flattened outline")}
        ink = {"ours": 0.0, "freetype": 0.0, "skia": 0.0}
        for ch in text:
            if mine.get(ch) is None:
                continue
            ft = freetype_mask(face, ch)
            ref = self.exact(ch, size)
            tallies["ours-skia"].add(ch, mine[ch], ref)
            tallies["freetype-skia"].add(ch, ft, ref)
            tallies["freetype-own outline"].add(ch, ft, self.freetype_outline(face, ch, False))
            tallies["freetype-flattened outline"].add(ch, ft, self.freetype_outline(face, ch, True))
            for k, m in (("ours", mine[ch]), ("freetype", ft), ("skia", ref)):
                ink[k] += m.ink()
        print("    explain: " + "  ".join(f"|{k}|={t.mean():.3f}" for k, t in tallies.items()))
        print("    ink (px): " + "  ".join(f"{k}={v:.1f}" for k, v in ink.items())
              + f"  freetype short by {100 * (1 - ink['freetype'] / ink['skia']):.2f}%", flush=True)


def flatten_cubic(p0, p1, p2, p3):
    """The end points of the chords ftgrays.c draws for a cubic (split in halves
    until |2 P0 - 3 P1 + P3| and |P0 - 3 P2 + 2 P3| are at most 1/2 px per axis)."""
    def flat(a0, a1, a2, a3):
        return all(abs(2 * a0[k] - 3 * a1[k] + a3[k]) <= 0.5 and abs(a0[k] - 3 * a2[k] + 2 * a3[k]) <= 0.5
                   for k in (0, 1))
    out = []
    stack = [(p0, p1, p2, p3)]
    while stack:
        a0, a1, a2, a3 = stack.pop()
        if flat(a0, a1, a2, a3) or len(stack) > 32:
            out.append(a3)
            continue
        m = lambda u, v: ((u[0] + v[0]) / 2, (u[1] + v[1]) / 2)
        b, c, d = m(a0, a1), m(a1, a2), m(a2, a3)
        e, f = m(b, c), m(c, d)
        g = m(e, f)
        stack.append((g, f, d, a3))
        stack.append((a0, b, e, g))
    return out


if __name__ == "__main__":
    sys.exit(main())
