#!/usr/bin/env python3
"""Label-quality figures of `tagcloud layout` output (issue 16).

Reads one layout JSON document, or JSON Lines (one document per frame, as
`tagcloud layout --spin ...` writes), from a file or standard input, and
prints one line of figures:

  front_overlap  labels in the front hemisphere (depth > 0) whose box
                 intersects another front label's box by more than 1 px²
  heavy_front    share of the max(10, 10%) heaviest tags at depth >= 0.3
  back_share     share of the tags on the back hemisphere (depth < 0)
  sqrtN_dmin     sqrt(N) x the smallest distance between two points
  spin_overlap   mean front_overlap over one full turn about the view's
                 y axis (--spin-frames frames), simulated from the first
                 document for an orthographic projection (stretched by the
                 document's "stretch" if any); with JSON Lines
                 input, the mean front_overlap over the documents instead
  alpha_step     JSON Lines only: how a label's drawn alpha ("alpha" times
                 "opacity", the rim and declutter or map fades) changes from
                 one frame to the next, over every label and pair of
                 consecutive frames: the largest change (alpha_step_max), the
                 99th percentile (alpha_step_p99) and the mean of the nonzero
                 changes (alpha_step_mean); fps is the frames' rate from
                 their "time"

--json prints the figures as a JSON object. --check applies the issue's
bars (front_overlap 0, heavy_front 1, back_share 0.35-0.65, sqrtN_dmin
>= 2.5) and exits 1 when one fails.
"""
import argparse
import json
import math
import sys

AREA = 1.0  # px²: boxes intersecting by at most this much do not overlap


def front_overlap(boxes):
    """The number of boxes that intersect another by more than AREA (sweep on minX)."""
    order = sorted(range(len(boxes)), key=lambda k: boxes[k][0])
    hit = set()
    for a_pos, a in enumerate(order):
        ax0, ay0, ax1, ay1 = boxes[a]
        for b in order[a_pos + 1:]:
            bx0, by0, bx1, by1 = boxes[b]
            if bx0 >= ax1:
                break
            w = min(ax1, bx1) - max(ax0, bx0)
            h = min(ay1, by1) - max(ay0, by0)
            if w > 0 and h > 0 and w * h > AREA:
                hit.add(a)
                hit.add(b)
    return len(hit)


def front_boxes(tags):
    return [t["box"] for t in tags if t["depth"] > 0]


def heavy_front(tags):
    n = len(tags)
    k = min(n, max(10, math.ceil(0.1 * n)))
    heaviest = sorted(range(n), key=lambda i: (-tags[i]["weight"], i))[:k]
    return sum(1 for i in heaviest if tags[i]["depth"] >= 0.3) / k if k else 1.0


def sqrt_n_dmin(tags):
    pts = [t["point"] for t in tags]
    n = len(pts)
    if n < 2:
        return float("inf")
    best = float("inf")
    for i in range(n):
        for j in range(i + 1, n):
            d = math.dist(pts[i], pts[j])
            best = min(best, d)
    return math.sqrt(n) * best


def simulated_spin(doc, frames, min_scale):
    """Mean front overlap over one turn about the view y axis (orthographic)."""
    cx, cy, r = doc["width"] / 2, doc["height"] / 2, doc["radius"]
    kx, ky = doc.get("stretch", [1, 1])
    base = []
    for t in doc["tags"]:
        x = (t["screen"][0] - cx) / (r * kx) if r > 0 else 0
        y = -(t["screen"][1] - cy) / (r * ky) if r > 0 else 0
        z = t["depth"]
        x0, y0, x1, y1 = t["box"]
        s = t["scale"] if t["scale"] > 0 else 1
        base.append((x, y, z, (x1 - x0) / s, (y1 - y0) / s))
    total = 0
    for f in range(frames):
        a = 2 * math.pi * f / frames
        c, s_ = math.cos(a), math.sin(a)
        boxes = []
        for x, y, z, w, h in base:
            xr, zr = c * x + s_ * z, -s_ * x + c * z
            if zr <= 0:
                continue
            k = min_scale + (1 - min_scale) * (zr + 1) / 2
            sx, sy = cx + r * kx * xr, cy - r * ky * y
            boxes.append((sx - w * k / 2, sy - h * k / 2, sx + w * k / 2, sy + h * k / 2))
        total += front_overlap(boxes)
    return total / frames


def alpha_steps(docs):
    """Every label's change of drawn alpha between consecutive frames."""
    def drawn(doc):
        return [t["alpha"] * t.get("opacity", 1) for t in doc["tags"]]
    steps = []
    previous = drawn(docs[0])
    for doc in docs[1:]:
        current = drawn(doc)
        steps += [abs(b - a) for a, b in zip(previous, current)]
        previous = current
    return steps


def figures(docs, spin_frames, min_scale):
    first = docs[0]
    tags = first["tags"]
    n = len(tags)
    out = {
        "tags": n,
        "front": sum(1 for t in tags if t["depth"] > 0),
        "front_overlap": front_overlap(front_boxes(tags)),
        "heavy_front": round(heavy_front(tags), 4),
        "back_share": round(sum(1 for t in tags if t["depth"] < 0) / n, 4) if n else 0,
        "sqrtN_dmin": round(sqrt_n_dmin(tags), 4),
    }
    if "sizeFactor" in first:
        out["sizeFactor"] = first["sizeFactor"]
    if len(docs) > 1:
        out["frames"] = len(docs)
        out["spin_overlap"] = round(sum(front_overlap(front_boxes(d["tags"])) for d in docs) / len(docs), 3)
        steps = sorted(alpha_steps(docs))
        moving = [x for x in steps if x > 0]
        out["alpha_step_max"] = round(steps[-1], 4) if steps else 0
        out["alpha_step_p99"] = round(steps[min(len(steps) - 1, int(0.99 * len(steps)))], 4) if steps else 0
        out["alpha_step_mean"] = round(sum(moving) / len(moving), 5) if moving else 0
        span = docs[-1].get("time", 0) - docs[0].get("time", 0)
        if span > 0:
            out["fps"] = round((len(docs) - 1) / span, 2)
    elif spin_frames > 0:
        out["spin_overlap"] = round(simulated_spin(first, spin_frames, min_scale), 3)
    return out


def read_docs(text):
    text = text.strip()
    if not text:
        raise SystemExit("layout-metrics: no layout in the input")
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", nargs="?", default="-", help="layout JSON or JSON Lines (- for standard input)")
    parser.add_argument("--spin-frames", type=int, default=72, help="frames of the simulated turn (0: none)")
    parser.add_argument("--min-scale", type=float, default=0.3, help="the layout's --min-scale")
    parser.add_argument("--json", action="store_true", help="print a JSON object")
    parser.add_argument("--check", action="store_true", help="exit 1 unless the issue-16 bars hold")
    args = parser.parse_args()
    text = sys.stdin.read() if args.file == "-" else open(args.file, encoding="utf-8").read()
    out = figures(read_docs(text), args.spin_frames, args.min_scale)
    if args.json:
        print(json.dumps(out))
    else:
        print(" ".join(f"{k}={v}" for k, v in out.items()))
    if args.check:
        failed = []
        if out["front_overlap"] > 0:
            failed.append("front_overlap")
        if out["heavy_front"] < 1:
            failed.append("heavy_front")
        if out["tags"] >= 20 and not 0.35 <= out["back_share"] <= 0.65:
            failed.append("back_share")
        if out["sqrtN_dmin"] < 2.5:
            failed.append("sqrtN_dmin")
        if failed:
            print("layout-metrics: fails " + ", ".join(failed), file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()
