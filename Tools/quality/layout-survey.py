#!/usr/bin/env python3
"""Runs `tagcloud layout` over tag sets, frame sizes and orientations and
prints, per tag set, the figures of layout-metrics.py (issue 16's table).

  Tools/quality/layout-survey.py TAGCLOUD SET... [--sizes ...] [--views ...]

Each SET is a tag file; `name.txt` files are read as plain lists, anything
else with --tags as is. Per set it prints the front overlap (mean and worst
over every size and view), the heavy-front share (mean and worst), the back
share range, the smallest sqrt(N)·dmin, the mean spin overlap (the
simulated turn of layout-metrics.py, from the unrotated view at each size)
and the mean wall time of one `tagcloud layout` run.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("metrics", os.path.join(HERE, "layout-metrics.py"))
metrics = importlib.util.module_from_spec(spec)
spec.loader.exec_module(metrics)

SIZES = ["1280x720", "1024x768", "800x800"]
VIEWS = ["", "x:15", "y:30 x:-20", "y:120", "x:60 y:200", "x:-40 z:30"]


def run(tool, tags, size, view, extra):
    args = [tool, "layout", "--tags", tags, "--size", size] + extra
    for r in view.split():
        args += ["--rotate", r]
    start = time.perf_counter()
    out = subprocess.run(args, check=True, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    return metrics.read_docs(out.stdout), elapsed, out.stderr


def main():
    p = argparse.ArgumentParser()
    p.add_argument("tool")
    p.add_argument("sets", nargs="+")
    p.add_argument("--sizes", nargs="*", default=SIZES)
    p.add_argument("--views", nargs="*", default=VIEWS)
    p.add_argument("--spin-frames", type=int, default=36)
    p.add_argument("--extra", default="", help="more tagcloud options, space separated")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    extra = a.extra.split()
    rows = []
    print(f"{'set':24} {'N':>4} {'overlap':>12} {'heavy-front':>12} {'back':>11} {'√N·dmin':>8} "
          f"{'spin':>6} {'factor':>7} {'ms':>6}")
    for path in a.sets:
        figs, spins, times, warnings = [], [], [], 0
        for size in a.sizes:
            for k, view in enumerate(a.views):
                docs, elapsed, err = run(a.tool, path, size, view, extra)
                warnings += bool(err.strip())
                f = metrics.figures(docs, a.spin_frames if k == 0 else 0, 0.3)
                figs.append(f)
                times.append(elapsed)
                if "spin_overlap" in f:
                    spins.append(f["spin_overlap"])
        ov = [f["front_overlap"] for f in figs]
        hf = [f["heavy_front"] for f in figs]
        bs = [f["back_share"] for f in figs]
        dm = [f["sqrtN_dmin"] for f in figs]
        fac = [f.get("sizeFactor", 1) for f in figs]
        row = dict(set=os.path.basename(path), tags=figs[0]["tags"], overlap_mean=sum(ov) / len(ov),
                   overlap_max=max(ov), heavy_mean=sum(hf) / len(hf), heavy_min=min(hf), back_min=min(bs),
                   back_max=max(bs), dmin_min=min(dm), spin=sum(spins) / len(spins) if spins else None,
                   factor_min=min(fac), ms=1000 * sum(times) / len(times), warnings=warnings)
        rows.append(row)
        print(f"{row['set']:24} {row['tags']:4} {row['overlap_mean']:6.1f}/{row['overlap_max']:<5} "
              f"{row['heavy_mean']:6.2f}/{row['heavy_min']:<5.2f} {row['back_min']:5.2f}-{row['back_max']:<5.2f} "
              f"{row['dmin_min']:8.2f} {row['spin'] if row['spin'] is not None else float('nan'):6.1f} "
              f"{row['factor_min']:7.3f} {row['ms']:6.0f}", flush=True)
    if a.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
