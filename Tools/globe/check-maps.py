#!/usr/bin/env python3
"""Judges globe maps of real city lists as a cartographer would (issue 42).

For each place list (default: the lists make-map-lists.py writes, made
afresh in a temporary folder) and each view (the default fitted view, then --look-at
views), it runs `tagcloud layout --globe` and reads each place's marker,
label box, weight and whether marker and label are drawn. Places counted
are those facing the viewer (depth > 0) whose point is inside the image.

  top10     of the 10 heaviest such places, how many are labelled
  share     labelled population / population of those places
  greedy    the share of a plain greedy priority labeller on the same label
            sizes: places heaviest first (ties in file order); a place whose
            marker meets a label placed before is dropped, marker and label;
            else its label takes the first of the 8 positions (upper right,
            upper left, lower right, lower left, right, left, above, below)
            inside the image clear of labels and markers placed before, and
            its marker stays either way
  overlaps  pairs of drawn labels that overlap (more than 1 px^2)
  covered   drawn markers under another place's drawn label

Exits 1 when, in the default view, fewer than 9 of the top 10 are labelled or
the share is below greedy's (less 0.005), at another view the share is below
0.95x greedy's, or anything overlaps or covers a marker.

    python3 Tools/globe/check-maps.py --tagcloud .build/release/tagcloud [--size 1920x1080] [LIST...]
"""
import argparse
import tempfile
import glob
import json
import os
import subprocess
import sys

POSITIONS = ["upperRight", "upperLeft", "lowerRight", "lowerLeft", "right", "left", "above", "below"]
VIEWS = {  # per list: three other views (look-at points and turns)
    "us": [["--look-at", "40,-100"], ["--look-at", "35,-80"], ["--look-at", "37,-120", "--rotate", "z:15"]],
    "india": [["--look-at", "22,78"], ["--look-at", "28,77"], ["--look-at", "13,80", "--rotate", "z:-20"]],
    "japan": [["--look-at", "36,138"], ["--look-at", "35,136"], ["--look-at", "38,140", "--rotate", "z:30"]],
    "germany": [["--look-at", "51,10"], ["--look-at", "50,8"], ["--look-at", "52,13", "--rotate", "z:10"]],
    "europe": [["--look-at", "50,10"], ["--look-at", "45,20"], ["--look-at", "55,30", "--rotate", "z:-15"]],
    "world": [["--look-at", "20,0"], ["--look-at", "30,100"], ["--look-at", "10,-70"]],
}


def box_at(position, m, w, h, gap):
    x, y = m
    return {
        "upperRight": (x + gap, y - gap - h), "upperLeft": (x - gap - w, y - gap - h),
        "lowerRight": (x + gap, y + gap), "lowerLeft": (x - gap - w, y + gap),
        "right": (x + gap, y - h / 2), "left": (x - gap - w, y - h / 2),
        "above": (x - w / 2, y - gap - h), "below": (x - w / 2, y + gap),
    }[position]


def meets(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def area(a, b):
    return max(0, min(a[2], b[2]) - max(a[0], b[0])) * max(0, min(a[3], b[3]) - max(a[1], b[1]))


def grow(b, p):
    return (b[0] - p, b[1] - p, b[2] + p, b[3] + p)


class Geometry:
    """The CLI's default marker radius, halo and label gap for an image size."""

    def __init__(self, width, height):
        side = min(width, height)
        self.width, self.height = width, height
        self.r = max(2, side / 240)
        self.halo = max(1, side / 360)
        self.gap = self.r + 1 + self.halo / 2 + 0.5

    def marker(self, m):
        r = self.r + 1
        return (m[0] - r, m[1] - r, m[0] + r, m[1] + r)

    def inside(self, b):
        return b[0] >= 0 and b[1] >= 0 and b[2] <= self.width and b[3] <= self.height


def greedy(places, geo):
    labels, markers, named = [], [], set()
    for p in places:
        mbox = geo.marker(p["marker"])
        if any(meets(mbox, q) for q in labels):
            continue
        w, h = p["box"][2] - p["box"][0], p["box"][3] - p["box"][1]
        for position in POSITIONS:
            x, y = box_at(position, p["marker"], w, h, geo.gap)
            b = (x, y, x + w, y + h)
            c = grow(b, geo.halo / 2)
            if geo.inside(b) and not any(meets(c, q) for q in labels) and not any(meets(c, m) for m in markers):
                labels.append(c)
                named.add(p["k"])
                break
        markers.append(mbox)
    return named


def judge(tags, geo):
    for k, t in enumerate(tags):
        t["k"] = k
        t.setdefault("markerDrawn", t.get("reason") != "far side")
        t.setdefault("labelDrawn", t["visible"])
    places = [t for t in tags if t["depth"] > 0 and 0 <= t["marker"][0] <= geo.width
              and 0 <= t["marker"][1] <= geo.height]
    places.sort(key=lambda t: (-t["weight"], t["k"]))
    total = sum(t["weight"] for t in places) or 1
    labelled = [t for t in places if t["labelDrawn"]]
    share = sum(t["weight"] for t in labelled) / total
    named = greedy(places, geo)
    greedy_share = sum(t["weight"] for t in places if t["k"] in named) / total
    drawn = [t for t in tags if t["labelDrawn"]]
    overlaps = sum(1 for i, a in enumerate(drawn) for b in drawn[i + 1:] if area(a["box"], b["box"]) > 1)
    # A marker is covered when a label box meets its dot (its radius, not the spacing).
    covered = sum(1 for m in tags if m["markerDrawn"] for t in drawn if t["k"] != m["k"]
                  and meets(t["box"], (m["marker"][0] - geo.r + 0.5, m["marker"][1] - geo.r + 0.5,
                                       m["marker"][0] + geo.r - 0.5, m["marker"][1] + geo.r - 0.5)))
    top = places[:10]
    return dict(places=len(places), top10=sum(1 for t in top if t["labelDrawn"]), topn=len(top),
                share=share, greedy=greedy_share, overlaps=overlaps, covered=covered,
                missing=[t.get("text", t.get("name")) for t in top if not t["labelDrawn"]])


def run(tagcloud, path, size, extra):
    out = subprocess.run([tagcloud, "layout", "--globe", "--tags", path, "--size", size] + extra,
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip())
    return json.loads(out.stdout)["tags"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tagcloud", default=".build/release/tagcloud")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--views", action="store_true", help="also the three other views of each list")
    parser.add_argument("--extra", default="", help="more tagcloud options, space-separated")
    parser.add_argument("lists", nargs="*")
    args = parser.parse_args()
    lists = args.lists
    if not lists:
        folder = tempfile.mkdtemp(prefix="tagcloud-maps-")
        subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-map-lists.py"),
                        folder], check=True)
        lists = sorted(glob.glob(os.path.join(folder, "maps-*.tsv")))
    w, h = map(int, args.size.split("x"))
    geo = Geometry(w, h)
    failed = False
    print(f"{'list':18} {'view':26} {'places':>6} {'top10':>5} {'share':>6} {'greedy':>6} {'overlap':>7} {'covered':>7}")
    for path in lists:
        stem = os.path.basename(path).removeprefix("maps-").removesuffix(".tsv").removesuffix("-unique")
        views = [[]] + (VIEWS.get(stem, []) if args.views else [])
        for view in views:
            try:
                r = judge(run(args.tagcloud, path, args.size, view + args.extra.split()), geo)
            except RuntimeError as e:
                print(f"{os.path.basename(path):18} {' '.join(view) or 'default':26} error: {e}")
                failed = True
                continue
            bad = r["overlaps"] or r["covered"]
            if view:
                bad = bad or r["share"] < 0.95 * r["greedy"]
            else:
                bad = bad or r["top10"] < min(9, r["topn"]) or r["share"] < r["greedy"] - 0.005
            failed = failed or bool(bad)
            print(f"{os.path.basename(path):18} {' '.join(view) or 'default':26} {r['places']:6} "
                  f"{r['top10']:3}/{r['topn']:<2} {r['share']:6.3f} {r['greedy']:6.3f} {r['overlaps']:7} "
                  f"{r['covered']:7}" + ("  FAILS" if bad else "")
                  + (f"  (unlabelled: {', '.join(r['missing'])})" if r["missing"] else ""))
    print("FAIL" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
