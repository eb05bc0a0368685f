#!/usr/bin/env python3
"""Label contrast of a rendered still, measured from its pixels (issue 43).

  Tools/quality/still-contrast.py TAGCLOUD LIST [--size WxH] [--rotate R]... [-- more render args]

Renders LIST with `TAGCLOUD render` three times, on the default background,
with `--background white` and with `--background transparent` (that image
composited on white and on black with Pillow), and lays it out once with
`TAGCLOUD layout` for the label boxes. Per label drawn in front (depth > 0,
alpha >= 0.2), it takes the pixels of its box that no other drawn label's
box covers and finds the one that contrasts most with the background (the
ink at full coverage); its WCAG contrast ratio with the background is the
label's. Prints, per background, the worst ratio over the front labels and
over those at depth > 0.5 (the bars are 3:1 and 4.5:1), and the labels
that fail. Labels whose box is all covered are skipped.
"""
import argparse
import io
import json
import subprocess
import sys

import numpy as np
from PIL import Image

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def luminance(rgb):
    c = rgb / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return lin[..., 0] * 0.2126 + lin[..., 1] * 0.7152 + lin[..., 2] * 0.0722


def ratio(la, lb):
    hi, lo = np.maximum(la, lb), np.minimum(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, check=True).stdout


def label_ratios(img, bg, tags):
    """(tag, ratio) for each front label with uncovered pixels."""
    lum = luminance(img.astype(np.float64))
    lbg = luminance(np.array(bg, dtype=np.float64))
    h, w = lum.shape
    drawn = [t for t in tags if t["alpha"] > 0]
    out = []
    for t in tags:
        if t["depth"] <= 0 or t["alpha"] < 0.2:
            continue
        x0, y0, x1, y1 = (int(round(v)) for v in t["box"])
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(w, x1), min(h, y1)
        if x1 <= x0 or y1 <= y0:
            continue
        mask = np.ones((y1 - y0, x1 - x0), bool)
        for o in drawn:
            if o is t:
                continue
            ox0, oy0, ox1, oy1 = o["box"]
            a0, b0 = max(x0, int(ox0)), max(y0, int(oy0))
            a1, b1 = min(x1, int(np.ceil(ox1))), min(y1, int(np.ceil(oy1)))
            if a1 > a0 and b1 > b0:
                mask[b0 - y0:b1 - y0, a0 - x0:a1 - x0] = False
        if mask.any():
            out.append((t, float(ratio(lum[y0:y1, x0:x1][mask], lbg).max())))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tagcloud")
    p.add_argument("list")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--rotate", action="append", default=[])
    p.add_argument("--json", action="store_true")
    p.add_argument("extra", nargs="*")
    a = p.parse_args()
    base = ["--tags", a.list, "--size", a.size] + sum((["--rotate", r] for r in a.rotate), []) + a.extra
    if a.list.endswith("-ja.txt"):
        base += ["--font", CJK]
    tags = json.loads(run([a.tagcloud, "layout"] + base))["tags"]
    result = {}
    for name, bg_args in [("dark", []), ("white", ["--background", "white"]),
                          ("transparent", ["--background", "transparent"])]:
        png = Image.open(io.BytesIO(run([a.tagcloud, "render"] + base + bg_args + ["--format", "png", "-o", "-"])))
        if name == "transparent":
            cases = []
            for under, rgb in [("on white", (255, 255, 255)), ("on black", (0, 0, 0))]:
                page = Image.new("RGBA", png.size, rgb + (255,))
                page.alpha_composite(png.convert("RGBA"))
                cases.append((f"transparent {under}", np.array(page.convert("RGB")), rgb))
        else:
            rgb = np.array(png.convert("RGB"))
            corner = tuple(int(v) for v in rgb[0, 0])
            cases = [(name, rgb, corner)]
        for label, img, bg in cases:
            rs = label_ratios(img, bg, tags)
            front = min((r for _, r in rs), default=float("inf"))
            deep = min((r for t, r in rs if t["depth"] > 0.5), default=float("inf"))
            fails = [f"{t['text']}({t['depth']:.2f},{t['drawnSize']:.0f}px)={r:.2f}"
                     for t, r in rs if r < (4.5 if t["depth"] > 0.5 else 3)]
            result[label] = {"front": round(front, 2), "deep": round(deep, 2), "fails": len(fails)}
            if not a.json:
                print(f"{label:22} front {front:5.2f}  depth>0.5 {deep:5.2f}  failing {len(fails)} "
                      + " ".join(fails[:5]))
    if a.json:
        print(json.dumps(result))


if __name__ == "__main__":
    sys.exit(main())
