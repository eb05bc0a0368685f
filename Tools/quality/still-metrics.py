#!/usr/bin/env python3
"""Issue 43's figures of a still, from `tagcloud layout` JSON.

  Tools/quality/still-metrics.py layout.json [--json] [--check]
  Tools/quality/still-metrics.py --survey TAGCLOUD LIST... [--sizes ...] [--views ...] [-- extra args]

For one document it prints:

  collisions   pairs of drawn labels (alpha >= 0.2) whose boxes share more
               than 15% of the smaller box; `involved` counts their labels
  specks       labels drawn (alpha > 0) under 7 px
  heavy_front  share of the 10 heaviest tags in front (depth > 0) and drawn
               with alpha >= 0.2
  back_share   share of the tags on the back hemisphere (depth < 0)
  sqrtN_dmin   sqrt(N) x the smallest distance between two sphere points
  faded        labels drawn with alpha under 0.2

--check exits 1 unless collisions 0, specks 0, heavy_front >= 0.9,
back_share in [0.3, 0.7] and sqrtN_dmin >= 2.5 (the last two for 20 tags
or more). --survey runs `TAGCLOUD layout` per list, size and view (a list
named *-ja.txt is drawn with Noto Sans CJK) and prints one row per list:
the sums of collisions and specks, the worst heavy_front, the back-share
range and the least sqrtN_dmin, and how many runs failed the bars.
"""
import argparse
import json
import math
import subprocess
import sys

SHARE, DRAWN, SPECK = 0.15, 0.2, 7.0
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def area(b):
    return max(0.0, b[2] - b[0]) * max(0.0, b[3] - b[1])


def collisions(tags):
    """Pairs of drawn labels sharing more than SHARE of the smaller box (a sweep on minX)."""
    drawn = [t for t in tags if t["alpha"] >= DRAWN]
    drawn.sort(key=lambda t: t["box"][0])
    pairs = []
    for i, a in enumerate(drawn):
        ax0, ay0, ax1, ay1 = a["box"]
        for b in drawn[i + 1:]:
            bx0, by0, bx1, by1 = b["box"]
            if bx0 >= ax1:
                break
            w, h = min(ax1, bx1) - max(ax0, bx0), min(ay1, by1) - max(ay0, by0)
            if w > 0 and h > 0:
                smaller = min(area(a["box"]), area(b["box"]))
                if smaller > 0 and w * h > SHARE * smaller:
                    pairs.append((a["text"], b["text"]))
    return pairs


def figures(doc):
    tags = doc["tags"]
    n = len(tags)
    pairs = collisions(tags)
    heavy = sorted(range(n), key=lambda k: (-tags[k]["weight"], k))[:10]
    front = sum(1 for k in heavy if tags[k]["depth"] > 0 and tags[k]["alpha"] >= DRAWN)
    pts = [t["point"] for t in tags]
    dmin = math.inf
    order = sorted(range(n), key=lambda k: pts[k][0])
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            if pts[b][0] - pts[a][0] >= dmin:
                break
            dmin = min(dmin, math.dist(pts[a], pts[b]))
    return {
        "tags": n,
        "collisions": len(pairs),
        "involved": len({x for p in pairs for x in p}),
        "specks": sum(1 for t in tags if t["alpha"] > 0 and t["drawnSize"] < SPECK),
        "heavy_front": front / len(heavy) if heavy else 1.0,
        "back_share": sum(1 for t in tags if t["depth"] < 0) / n if n else 0.0,
        "sqrtN_dmin": math.sqrt(n) * dmin if n > 1 else math.inf,
        "faded": sum(1 for t in tags if t["alpha"] < DRAWN),
        "min_drawn": min((t["drawnSize"] for t in tags if t["alpha"] > 0), default=0.0),
        "pairs": pairs[:8],
    }


def passes(f):
    ok = f["collisions"] == 0 and f["specks"] == 0 and f["heavy_front"] >= 0.9
    if f["tags"] >= 20:
        ok = ok and 0.3 <= f["back_share"] <= 0.7 and f["sqrtN_dmin"] >= 2.5
    return ok


def layout(tagcloud, path, size, view, extra):
    cmd = [tagcloud, "layout", "--tags", path, "--size", size] + extra
    for r in view.split():
        cmd += ["--rotate", r]
    if path.endswith("-ja.txt"):
        cmd += ["--font", CJK]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def survey(args):
    print("list                 runs fail collisions involved specks heavy_front back_share   sqrtN_dmin faded")
    for path in args.lists:
        rows = [figures(layout(args.tagcloud, path, s, v, args.extra)) for s in args.sizes for v in args.views]
        name = path.rsplit("/", 1)[-1].removesuffix(".txt")
        print(f"{name:20} {len(rows):4} {sum(not passes(r) for r in rows):4} "
              f"{sum(r['collisions'] for r in rows):10} {sum(r['involved'] for r in rows):8} "
              f"{sum(r['specks'] for r in rows):6} {min(r['heavy_front'] for r in rows):11.2f} "
              f"{min(r['back_share'] for r in rows):.2f}-{max(r['back_share'] for r in rows):.2f}"
              f" {min(r['sqrtN_dmin'] for r in rows):12.2f} {sum(r['faded'] for r in rows):5}")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?")
    p.add_argument("--json", action="store_true")
    p.add_argument("--check", action="store_true")
    p.add_argument("--survey", nargs="+", metavar="ARG", help="TAGCLOUD LIST...")
    p.add_argument("--sizes", nargs="+", default=["1280x720", "1024x768", "800x800", "1920x1080"])
    p.add_argument("--views", nargs="+", default=["", "x:15", "y:120 x:-20"])
    p.add_argument("--extra", nargs="*", default=[], help="more `layout` arguments")
    a = p.parse_args()
    if a.survey:
        a.tagcloud, a.lists = a.survey[0], a.survey[1:]
        survey(a)
        return 0
    doc = json.load(open(a.input) if a.input and a.input != "-" else sys.stdin)
    f = figures(doc)
    if a.json:
        print(json.dumps(f))
    else:
        print(" ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}" for k, v in f.items() if k != "pairs"))
        if f["pairs"]:
            print("colliding:", "; ".join(f"{x} / {y}" for x, y in f["pairs"]))
    return 1 if a.check and not passes(f) else 0


if __name__ == "__main__":
    sys.exit(main())
