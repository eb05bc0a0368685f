#!/usr/bin/env python3
"""A sheet for looking at our labels beside an independent layout of the same text.

For each tag of a word list, one row: on the left the tag drawn by Pillow with
its RAQM layout engine (HarfBuzz shaping and FriBidi bidi, as a desktop
application lays out text), on the right the tag as `tagcloud render` draws it
alone in an image (one tag, front and centre, no depth fading), cropped to its
ink. Both use the same pixel size and the same fonts: Pillow draws each tag in
the first font of the chain (the --font files, then the embedded DejaVu Sans)
whose cmap has every character of the tag, which is the font our fallback
chain gives such a tag (a tag no single font covers is drawn by Pillow in the
first font that covers most of it, and marked with '*'). One difference is
by design: our chain picks the font per character cluster, so in a Hebrew or
Arabic tag the spaces, brackets and European digits come from the first font
that has them (Noto Sans CJK in the README's picture), where Pillow draws the
whole tag in one font; those characters may differ slightly in width and shape.

By itself it checks nothing: it is for eyes (the glyph-by-glyph numbers are
in Tools/peers/harfbuzz_shaping.py). With --iou it also puts a number on the
ink: each pair is cut at 50% coverage and laid one on the other (their ink
boxes' left and top edges together, then the best of shifts up to 2 pixels
either way, as two renderers may round the pen differently), and the
intersection over union of the two inks is printed per tag, with the share of
tags at or above --min-iou (default 0.70); the exit status is 1 when a tag is
below it. Images go to /tmp, not to git.

Usage:
    python3 Tools/peers/shaping_reference.py --tagcloud .build/release/tagcloud \\
        --tags Snapshots/samples/world.txt \\
        --font /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc -o /tmp/shaping-reference.png
    python3 Tools/peers/shaping_reference.py --tagcloud .build/release/tagcloud --iou \\
        --tags /tmp/tamil.txt --font /usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf

Needs Pillow with RAQM (`python3 -c "from PIL import features; print(features.check('raqm'))"`;
on Debian, libraqm0 and libfribidi0) and fontTools.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import unicodedata

from fontTools.ttLib import TTCollection, TTFont
from PIL import Image, ImageChops, ImageDraw, ImageFont, features

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEJAVU = os.path.join(ROOT, "Sources/CEmbeddedFont/DejaVuSans.ttf")


def cmap_of(path, index):
    if path.lower().endswith((".ttc", ".otc")):
        return TTCollection(path, lazy=True).fonts[index].getBestCmap()
    return TTFont(path, lazy=True).getBestCmap()


def read_tags(path):
    tags = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            tags.append(line.split("\t")[0])
    return tags


def ink_crop(image, pad):
    background = Image.new(image.mode, image.size, 0)
    box = ImageChops.difference(image, background).getbbox()
    if box is None:
        return Image.new("L", (1, 1), 0)
    left, top, right, bottom = box
    return image.crop((max(0, left - pad), max(0, top - pad), min(image.width, right + pad),
                       min(image.height, bottom + pad)))


def ours(tagcloud, tag, fonts, size, tmp):
    tags = os.path.join(tmp, "tag.txt")
    with open(tags, "w", encoding="utf-8") as f:
        f.write("%s\t1\n" % tag)
    out = os.path.join(tmp, "tag.png")
    # A large image: a label wider than the sphere would be shrunk to fit it.
    args = [tagcloud, "render", "--tags", tags, "--size", "%dx%d" % (size * 25, size * 12),
            "--min-size", str(size), "--max-size", str(size), "--min-scale", "1", "--min-alpha", "1",
            "--color", "white", "--background", "black", "-o", out]
    for path, index in fonts:
        if path != DEJAVU:
            args += ["--font", path]
    if fonts and fonts[0][1]:
        args += ["--font-index", str(fonts[0][1])]
    subprocess.run(args, check=True, stderr=subprocess.DEVNULL)
    return ink_crop(Image.open(out).convert("L"), 4)


def theirs(tag, fonts, cmaps, size):
    def covered(cmap):
        return sum(1 for c in tag if ord(c) in cmap or unicodedata.category(c) in ("Cf", "Zs"))
    best = max(range(len(fonts)), key=lambda i: (covered(cmaps[i]) == len(tag), covered(cmaps[i]), -i))
    whole = covered(cmaps[best]) == len(tag)
    path, index = fonts[best]
    font = ImageFont.truetype(path, size=size, index=index, layout_engine=ImageFont.Layout.RAQM)
    # Wide enough for the whole tag (a long one was cut off at 12 ems).
    image = Image.new("L", (int(font.getlength(tag)) + size * 3, size * 3), 0)
    ImageDraw.Draw(image).text((size, size), tag, font=font, fill=255)
    return ink_crop(image, 4), os.path.basename(path) + ("" if whole else " *")


def ink_iou(a, b, shift=2):
    """Intersection over union of two ink crops cut at 50% coverage, their
    top-left corners together, at the best offset within `shift` pixels."""
    ma = a.point(lambda v: 255 if v >= 128 else 0).convert("1")
    mb = b.point(lambda v: 255 if v >= 128 else 0).convert("1")
    width, height = max(ma.width, mb.width) + 2 * shift, max(ma.height, mb.height) + 2 * shift
    base = Image.new("1", (width, height), 0)
    base.paste(ma, (shift, shift))
    def ink(mask):
        return mask.convert("L").histogram()[255]
    ink_a = ink(base)
    best = 0.0
    for dx in range(2 * shift + 1):
        for dy in range(2 * shift + 1):
            other = Image.new("1", (width, height), 0)
            other.paste(mb, (dx, dy))
            both = ink(ImageChops.logical_and(base, other))
            ink_b = ink(other)
            union = ink_a + ink_b - both
            if union:
                best = max(best, both / union)
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tagcloud", required=True)
    parser.add_argument("--tags", required=True)
    parser.add_argument("--font", action="append", default=[], help="as tagcloud's --font (PATH, repeatable)")
    parser.add_argument("--font-index", type=int, default=0)
    parser.add_argument("--size", type=int, default=48, help="pixels per em (default 48)")
    parser.add_argument("-o", "--output", default="/tmp/shaping-reference.png")
    parser.add_argument("--iou", action="store_true", help="print the ink's intersection over union per tag")
    parser.add_argument("--min-iou", type=float, default=0.70)
    args = parser.parse_args()
    if not features.check("raqm"):
        sys.exit("shaping_reference: Pillow has no RAQM layout (install libraqm0 and libfribidi0)")
    fonts = [(p, args.font_index if i == 0 else 0) for i, p in enumerate(args.font)] + [(DEJAVU, 0)]
    cmaps = [cmap_of(p, i) for p, i in fonts]
    label_font = ImageFont.truetype(DEJAVU, 14, layout_engine=ImageFont.Layout.BASIC)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for tag in read_tags(args.tags):
            ref, name = theirs(tag, fonts, cmaps, args.size)
            rows.append((ref, ours(args.tagcloud, tag, fonts, args.size, tmp), name))
    column = max(max(r[0].width, r[1].width) for r in rows) + 24
    header = 28
    height = header + sum(max(r[0].height, r[1].height) + 12 for r in rows)
    sheet = Image.new("L", (2 * column + 200, height), 24)
    draw = ImageDraw.Draw(sheet)
    draw.text((8, 6), "Pillow + RAQM (HarfBuzz, FriBidi)", fill=200, font=label_font)
    draw.text((column + 8, 6), "tagcloud render", fill=200, font=label_font)
    draw.text((2 * column + 8, 6), "font (Pillow)", fill=200, font=label_font)
    y = header
    for ref, mine, name in rows:
        h = max(ref.height, mine.height)
        sheet.paste(ref, (8, y))
        sheet.paste(mine, (column + 8, y))
        draw.text((2 * column + 8, y + h // 2 - 7), name, fill=160, font=label_font)
        draw.line([(0, y + h + 6), (sheet.width, y + h + 6)], fill=60)
        y += h + 12
    sheet.save(args.output)
    print("shaping_reference: %d tags -> %s" % (len(rows), args.output))
    if args.iou:
        scores = [(ink_iou(ref, mine), tag) for (ref, mine, _), tag in zip(rows, read_tags(args.tags))]
        for score, tag in scores:
            print("iou %.3f %s" % (score, tag))
        good = sum(1 for score, _ in scores if score >= args.min_iou)
        print("ink: %d of %d tags at or above IoU %.2f (%.1f%%); lowest %.3f, mean %.3f" % (
            good, len(scores), args.min_iou, 100.0 * good / len(scores), min(s for s, _ in scores),
            sum(s for s, _ in scores) / len(scores)))
        return 0 if good == len(scores) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
