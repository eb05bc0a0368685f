#!/usr/bin/env python3
"""Converts Natural Earth's 1:110m countries into tagcloud's embedded land data.

Source: the `naturalearth_lowres` shapefile shipped in the geopandas 0.14.4
wheel on PyPI (Natural Earth admin-0 countries, 1:110m, public domain).

    pip download geopandas==0.14.4 --no-deps -d /tmp/ne
    unzip -o /tmp/ne/geopandas-0.14.4-py3-none-any.whl 'geopandas/datasets/*' -d /tmp/ne
    pip install pyshp
    python3 Tools/globe/make-coastlines.py \
        /tmp/ne/geopandas/datasets/naturalearth_lowres/naturalearth_lowres.shp \
        Sources/CNaturalEarth/land110m.bin

Output (all integers little-endian varints; coordinates in hundredths of a
degree, each one a zigzag-encoded difference from the previous coordinate of
the same kind, carried across rings):

    "NE1\\n"
    varint  land ring count, then per ring: varint n, n x (dlon, dlat)
    varint  coast line count, then per line: varint n, n x (dlon, dlat)

Land rings are every country ring (filled together with non-zero winding,
their union is the land). Coast lines are the country edges that no other
country shares (land borders dropped), without the cuts along the
antimeridian and the south pole that close the rings there, chained into
polylines.
"""
import sys
from collections import Counter, defaultdict

import shapefile  # pyshp, from PyPI (Tools may use PyPI; the product does not)

SCALE = 100  # hundredths of a degree: ~1 km, finer than the 1:110m data


def quantize(p):
    return (round(p[0] * SCALE), round(p[1] * SCALE))


def rings(path):
    reader = shapefile.Reader(path)
    out = []
    for shape in reader.shapes():
        parts = list(shape.parts) + [len(shape.points)]
        for a, b in zip(parts, parts[1:]):
            ring = []
            for p in shape.points[a:b]:
                q = quantize(p)
                if not ring or ring[-1] != q:
                    ring.append(q)
            if len(ring) >= 4:
                out.append(ring)
    return out


def is_cut(u, v):
    """An edge that only closes a ring at the map's edge, not a coast."""
    lon = 180 * SCALE
    if abs(u[0]) == lon and abs(v[0]) == lon:
        return True
    return u[1] <= -89.99 * SCALE and v[1] <= -89.99 * SCALE


def coast_lines(land):
    edges = Counter()
    for ring in land:
        for u, v in zip(ring, ring[1:]):
            edges[frozenset((u, v))] += 1
    lines, current = [], []
    for ring in land:
        for u, v in zip(ring, ring[1:]):
            coast = edges[frozenset((u, v))] == 1 and not is_cut(u, v)
            if coast:
                if not current:
                    current = [u]
                current.append(v)
            elif current:
                lines.append(current)
                current = []
        if current:
            lines.append(current)
            current = []
    # Join lines that continue one another (a ring cut where it started).
    joined = True
    while joined:
        joined = False
        starts = defaultdict(list)
        for i, line in enumerate(lines):
            starts[line[0]].append(i)
        for i, line in enumerate(lines):
            nexts = [j for j in starts.get(line[-1], []) if j != i]
            if nexts:
                j = nexts[0]
                lines[i] = line + lines[j][1:]
                del lines[j]
                joined = True
                break
    return lines


def varint(n, out):
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(n):
    return n * 2 if n >= 0 else -n * 2 - 1


def encode(groups):
    out = bytearray(b"NE1\n")
    for group in groups:
        last = (0, 0)
        varint(len(group), out)
        for line in group:
            varint(len(line), out)
            for p in line:
                varint(zigzag(p[0] - last[0]), out)
                varint(zigzag(p[1] - last[1]), out)
                last = p
    return bytes(out)


def main():
    source, target = sys.argv[1], sys.argv[2]
    land = rings(source)
    coast = coast_lines(land)
    data = encode([land, coast])
    with open(target, "wb") as f:
        f.write(data)
    points = sum(map(len, land)), sum(map(len, coast))
    print(f"{len(land)} land rings ({points[0]} points), {len(coast)} coast lines "
          f"({points[1]} points): {len(data)} bytes -> {target}")


if __name__ == "__main__":
    main()
