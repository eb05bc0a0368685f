#!/usr/bin/env python3
"""Checks a globe map's labels from `tagcloud layout --globe` JSON (issue 17).

For every place list (default: Tools/globe/places/*.tsv) and 12 look-at
points, at 1280x720 (or --size), it reads the layout JSON and reports:

  front     places facing the viewer (view depth > 0), less those left out
            under a heavier place's label (marker and label, issue 42)
  marked    of those, how many have a marker (not reason "far side"); with
            --render, also how many show ink at the marker's pixel in the
            PNG tagcloud renders (read with Pillow), for depth > 0.15
  shown     visible labels
  greedy4   labels a simple greedy labeller places: places in weight order
            (ties in file order), each at the first of the 4 corner
            positions that overlaps no label placed before, no marker and
            stays inside the image (the same gaps and halo spacing)
  overlap   pairs of visible label boxes meeting in more than 1 px^2
  priority  hidden labels displaced by a lighter one: some position of the
            hidden label (of all 8) inside the image meets no marker and no
            weightier label, only lighter visible ones or none

Exits 1 if a front place lacks a marker (other than one under a heavier
place's label), any visible labels overlap, or any label is displaced by a
lighter one.

    python3 Tools/globe/check-labels.py --tagcloud .build/release/tagcloud [--render]
"""
import argparse
import glob
import io
import json
import os
import subprocess
import sys

LOOK_AT = ["0,0", "48,10", "30,100", "35,140", "-20,-60", "40,-100",
           "60,90", "-30,25", "10,-170", "90,0", "-90,0", "20,75"]
CORNERS = ["upperRight", "upperLeft", "lowerRight", "lowerLeft"]
ALL = CORNERS + ["right", "left", "above", "below"]


def box_at(position, marker, w, h, gap):
    x, y = marker
    if position == "upperRight":
        x0, y0 = x + gap, y - gap - h
    elif position == "upperLeft":
        x0, y0 = x - gap - w, y - gap - h
    elif position == "lowerRight":
        x0, y0 = x + gap, y + gap
    elif position == "lowerLeft":
        x0, y0 = x - gap - w, y + gap
    elif position == "right":
        x0, y0 = x + gap, y - h / 2
    elif position == "left":
        x0, y0 = x - gap - w, y - h / 2
    elif position == "above":
        x0, y0 = x - w / 2, y - gap - h
    else:
        x0, y0 = x - w / 2, y + gap
    return (x0, y0, x0 + w, y0 + h)


def area(a, b):
    return max(0, min(a[2], b[2]) - max(a[0], b[0])) * max(0, min(a[3], b[3]) - max(a[1], b[1]))


def meets(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def pad(b, p):
    return (b[0] - p, b[1] - p, b[2] + p, b[3] + p)


class Geometry:
    def __init__(self, width, height):
        side = min(width, height)
        self.width, self.height = width, height
        self.r = max(2, side / 240)          # the CLI's default dot radius
        self.halo = max(1, side / 360)       # and halo
        self.gap = self.r + 1 + self.halo / 2 + 0.5
        self.spacing = self.halo / 2

    def marker_box(self, m):
        r = self.r + 1
        return (m[0] - r, m[1] - r, m[0] + r, m[1] + r)

    def inside(self, b):
        return b[0] >= 0 and b[1] >= 0 and b[2] <= self.width and b[3] <= self.height


def heavier(a, b):
    """Whether place a outranks place b (weight, then file order)."""
    return a["weight"] > b["weight"] or (a["weight"] == b["weight"] and a["k"] < b["k"])


def greedy(places, geo, positions):
    markers = [geo.marker_box(p["marker"]) for p in places if p.get("markerDrawn", p.get("reason") != "far side")]
    placed = []
    for p in sorted((p for p in places if p["depth"] > 0), key=lambda p: (-p["weight"], p["k"])):
        w, h = p["box"][2] - p["box"][0], p["box"][3] - p["box"][1]
        for position in positions:
            b = box_at(position, p["marker"], w, h, geo.gap)
            c = pad(b, geo.spacing)
            if not geo.inside(b) or any(meets(c, m) for m in markers) or any(meets(c, q) for q in placed):
                continue
            placed.append(c)
            break
    return len(placed)


def check(places, geo, image=None):
    for k, p in enumerate(places):
        p["k"] = k
    front = [p for p in places if p["depth"] > 0]
    # A place under a heavier place's label is left out, marker and label (#42).
    covered = [p for p in front if p.get("reason") == "under a heavier label"]
    marked = [p for p in front if p.get("markerDrawn", p.get("reason") != "far side") and "marker" in p]
    inked = None
    if image is not None:
        bg = image.getpixel((0, 0))
        deep = [p for p in marked if p["depth"] > 0.15 and geo.inside((p["marker"][0], p["marker"][1]) * 2)]
        inked = (sum(1 for p in deep if max(abs(a - b) for a, b in zip(
            image.getpixel((min(geo.width - 1, int(p["marker"][0])), min(geo.height - 1, int(p["marker"][1])))),
            bg)) > 30), len(deep))
    shown = [p for p in places if p["visible"]]
    overlaps = sum(1 for i, a in enumerate(shown) for b in shown[i + 1:] if area(a["box"], b["box"]) > 1)
    # Every marker drawn (places at the horizon too, whose depth rounds to 0).
    markers = [geo.marker_box(p["marker"]) for p in places if p.get("markerDrawn", p.get("reason") != "far side")]
    displaced = 0
    for h in places:
        if h.get("reason") != "collision":
            continue
        w, ht = h["box"][2] - h["box"][0], h["box"][3] - h["box"][1]
        for position in ALL:
            b = box_at(position, h["marker"], w, ht, geo.gap)
            c = pad(b, geo.spacing)
            if not geo.inside(b) or any(meets(c, m) for m in markers):
                continue
            blockers = [v for v in shown if meets(c, pad(v["box"], geo.spacing))]
            # A free position left unused counts too: nothing heavier stood there.
            if not any(heavier(v, h) for v in blockers):
                displaced += 1
                break
    return dict(front=len(front) - len(covered), marked=len(marked), inked=inked, shown=len(shown),
                greedy4=greedy(places, geo, CORNERS), overlaps=overlaps, displaced=displaced)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tagcloud", default=".build/release/tagcloud")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--render", action="store_true", help="also render PNGs and look at the markers")
    parser.add_argument("lists", nargs="*")
    args = parser.parse_args()
    lists = args.lists or sorted(glob.glob(os.path.join(os.path.dirname(__file__), "places", "*.tsv")))
    width, height = map(int, args.size.split("x"))
    geo = Geometry(width, height)
    failed = False
    totals = dict(front=0, marked=0, shown=0, greedy4=0, overlaps=0, displaced=0, ink=0, deep=0)
    print(f"{'list':14} {'look-at':9} {'places':>6} {'front':>5} {'marked':>6} {'inked':>9} {'shown':>5} "
          f"{'greedy4':>7} {'overlap':>7} {'priority':>8}")
    for path in lists:
        for look in LOOK_AT:
            base = [args.tagcloud, "--globe", "--tags", path, "--max-tags", "1000", "--look-at", look, "--size", args.size]
            layout = json.loads(subprocess.run([args.tagcloud, "layout"] + base[1:], check=True,
                                               capture_output=True).stdout)
            image = None
            if args.render:
                from PIL import Image
                png = subprocess.run([args.tagcloud, "render"] + base[1:] + ["--coastlines", "-o", "-",
                                     "--format", "png"], check=True, capture_output=True).stdout
                image = Image.open(io.BytesIO(png)).convert("RGB")
            r = check(layout["tags"], geo, image)
            inked = f"{r['inked'][0]}/{r['inked'][1]}" if r["inked"] else "-"
            print(f"{os.path.basename(path):14} {look:9} {len(layout['tags']):6} {r['front']:5} {r['marked']:6} "
                  f"{inked:>9} {r['shown']:5} {r['greedy4']:7} {r['overlaps']:7} {r['displaced']:8}")
            for key in ("front", "marked", "shown", "greedy4", "overlaps", "displaced"):
                totals[key] += r[key]
            if r["inked"]:
                totals["ink"] += r["inked"][0]
                totals["deep"] += r["inked"][1]
            # Since issue 42 labels go by priority (population), not by count: greedy4 is shown for
            # reference, and Tools/globe/check-maps.py compares the labelled population with a greedy one.
            bad = (r["marked"] != r["front"] or r["overlaps"] or r["displaced"]
                   or (r["inked"] and r["inked"][0] != r["inked"][1]))
            if bad:
                print("  ^ FAILS")
                failed = True
    print(f"total: front {totals['front']}, marked {totals['marked']}, "
          + (f"ink at {totals['ink']}/{totals['deep']} markers, " if args.render else "")
          + f"labels shown {totals['shown']} vs greedy-4 baseline {totals['greedy4']}, "
          f"overlapping pairs {totals['overlaps']}, displaced by a lighter label {totals['displaced']}")
    print("FAIL" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
