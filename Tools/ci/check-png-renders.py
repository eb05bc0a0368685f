#!/usr/bin/env python3
"""Checks tagcloud's PNG output with real decoders (used by .ci/run).

Usage: check-png-renders.py [--tagcloud PATH] [--count N] [--seed S] [--keep DIR]

Makes N real renders (default 120) that vary the rotation (one to three
turns about x, y and z, among them the y:170, y:210 and y:280 of issue 14),
the input (the word lists and text in Snapshots/samples, the places in
cities.tsv with --globe, licence texts from /usr/share/common-licenses as
text input, and random words), the size (odd ones included, and the default
1280x720) and the background (a third transparent). Each is written as PNG
and as PPM (PAM when transparent). The PNG must pass three readers and give
exactly the PPM's/PAM's pixels:

  1. zlib: chunk CRCs, then zlib.decompress of the concatenated IDAT data,
     which must end exactly at the stream's end and have the size IHDR
     implies; the rows are unfiltered here (filter types 0-4 only);
  2. Pillow: Image.open(...).load() and tobytes();
  3. both compared byte for byte with the PPM/PAM of the same render.

Prints one line per failure and a summary ("N renders checked"); exits 1 on
any failure. Needs Python 3 and Pillow; deterministic for a given seed.
"""
import argparse
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from PIL import Image

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SAMPLES = os.path.join(ROOT, "Snapshots", "samples")
LICENCES = "/usr/share/common-licenses"


def read_pnm(path):
    """(width, height, channels, pixel bytes) of a binary PPM (P6) or PAM (P7) with maxval 255."""
    data = open(path, "rb").read()
    if data.startswith(b"P6"):
        fields, pos = [], 2
        while len(fields) < 3:
            while data[pos:pos + 1].isspace():
                pos += 1
            start = pos
            while not data[pos:pos + 1].isspace():
                pos += 1
            fields.append(int(data[start:pos]))
        width, height, maxval = fields
        assert maxval == 255, "maxval"
        return width, height, 3, data[pos + 1:]
    if data.startswith(b"P7\n"):
        end = data.index(b"ENDHDR\n") + len(b"ENDHDR\n")
        header = dict(line.split(b" ", 1) for line in data[3:end - 7].splitlines() if b" " in line)
        width, height, depth = int(header[b"WIDTH"]), int(header[b"HEIGHT"]), int(header[b"DEPTH"])
        assert int(header[b"MAXVAL"]) == 255, "maxval"
        return width, height, depth, data[end:]
    raise ValueError(f"{path}: not a P6 or P7 file")


def png_with_zlib(path):
    """(width, height, channels, pixel bytes) of an 8-bit RGB/RGBA PNG, read with zlib alone."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("bad signature")
    pos, idat, header, types = 8, [], None, []
    while True:
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError(f"CRC mismatch in {kind!r}")
        types.append(kind)
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            if types[-2] != b"IDAT" and b"IDAT" in types[:-1]:
                raise ValueError("IDAT chunks are not consecutive")
            idat.append(body)
        pos += 12 + length
        if kind == b"IEND":
            break
    if pos != len(data) or types[0] != b"IHDR":
        raise ValueError("bad chunk layout")
    width, height, depth, colour, compression, filtering, interlace = header
    if (depth, compression, filtering, interlace) != (8, 0, 0, 0) or colour not in (2, 6):
        raise ValueError(f"unexpected IHDR {header}")
    channels = 4 if colour == 6 else 3
    inflater = zlib.decompressobj()
    raw = inflater.decompress(b"".join(idat)) + inflater.flush()
    if not inflater.eof or inflater.unused_data:
        raise ValueError("zlib stream not ended exactly at the end of the IDAT data")
    stride = width * channels
    if len(raw) != height * (stride + 1):
        raise ValueError(f"{len(raw)} bytes of image data, expected {height * (stride + 1)}")
    return width, height, channels, unfilter(raw, height, stride, channels)


def unfilter(raw, height, stride, bpp):
    out, prior = bytearray(), bytearray(stride)
    for y in range(height):
        kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for x in range(bpp, stride):
                row[x] = (row[x] + row[x - bpp]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, prior))
        elif kind == 3:
            for x in range(stride):
                row[x] = (row[x] + ((row[x - bpp] if x >= bpp else 0) + prior[x]) // 2) & 255
        elif kind == 4:
            for x in range(stride):
                a, b = (row[x - bpp] if x >= bpp else 0), prior[x]
                c = prior[x - bpp] if x >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        elif kind != 0:
            raise ValueError(f"bad filter type {kind}")
        out += row
        prior = row
    return bytes(out)


def inputs(work, rng):
    """(name, tagcloud arguments) for each input kind."""
    found = [("words.txt", ["--tags", os.path.join(SAMPLES, "words.txt")]),
             ("list.txt", ["--tags", os.path.join(SAMPLES, "list.txt")]),
             ("sample-text.txt", ["--tags", os.path.join(SAMPLES, "sample-text.txt"), "--text-input"]),
             ("cities.tsv", ["--tags", os.path.join(SAMPLES, "cities.tsv"), "--globe"])]
    for licence in ("GPL-3", "Apache-2.0", "MPL-2.0", "LGPL-2.1", "Artistic"):
        path = os.path.join(LICENCES, licence)
        if os.path.exists(path):
            found.append((licence, ["--tags", path, "--text-input"]))
    letters = "abcdefghijklmnopqrstuvwxyzäöüéñßøæ"
    for k in range(3):
        path = os.path.join(work, f"random-{k}.txt")
        with open(path, "w", encoding="utf-8") as out:
            for _ in range(rng.randrange(5, 160)):
                word = "".join(rng.choice(letters) for _ in range(rng.randrange(2, 14)))
                out.write(f"{word}\t{rng.randrange(1, 1000)}\n")
        found.append((f"random-{k}", ["--tags", path, "--input-format", "weighted"]))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tagcloud", default=os.path.join(ROOT, ".build", "release", "tagcloud"))
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--keep", help="write the renders here instead of a temporary directory")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = args.keep or tempfile.mkdtemp(prefix="tagcloud-png-")
    os.makedirs(work, exist_ok=True)
    sources = inputs(work, rng)
    # The issue's own repros first, then random variations.
    plans = [(sources[0], None, [("y", 170)], False), (sources[0], None, [("y", 210)], False),
             (sources[0], None, [("y", 280)], True)]
    while len(plans) < args.count:
        size = None if rng.random() < 0.05 else (rng.randrange(7, 420), rng.randrange(5, 320))
        turns = [(rng.choice("xyz"), rng.randrange(0, 360)) for _ in range(rng.randrange(1, 4))]
        plans.append((rng.choice(sources), size, turns, rng.random() < 1 / 3))
    failures, counts = 0, {"transparent": 0, "odd size": 0, "default size": 0}
    for index, ((name, tags), size, turns, transparent) in enumerate(plans):
        common = list(tags)
        if size:
            common += ["--size", f"{size[0]}x{size[1]}"]
            counts["odd size"] += size[0] % 2 == 1 or size[1] % 2 == 1
        else:
            counts["default size"] += 1
        for axis, degrees in turns:
            common += ["--rotate", f"{axis}:{degrees}"]
        if transparent:
            common += ["--background", "transparent"]
            counts["transparent"] += 1
        png = os.path.join(work, f"render-{index:03}.png")
        reference = os.path.join(work, f"render-{index:03}." + ("pam" if transparent else "ppm"))
        label = f"render {index} ({name} {' '.join(common[len(tags):])})"
        try:
            for out in (png, reference):
                subprocess.run([args.tagcloud, "render", *common, "-o", out], check=True,
                               stderr=subprocess.DEVNULL)
            width, height, channels, expected = read_pnm(reference)
            zw, zh, zc, by_zlib = png_with_zlib(png)
            with Image.open(png) as image:
                image.load()
                by_pillow = image.tobytes()
                pillow_shape = (image.size[0], image.size[1], len(image.mode))
            if (zw, zh, zc) != (width, height, channels) or pillow_shape != (width, height, channels):
                raise ValueError(f"shape {(zw, zh, zc)} / {pillow_shape}, reference {(width, height, channels)}")
            if by_zlib != expected:
                raise ValueError("zlib-decoded pixels differ from the reference")
            if by_pillow != expected:
                raise ValueError("Pillow's pixels differ from the reference")
        except (Exception, subprocess.CalledProcessError) as error:  # one line per failure, then go on
            failures += 1
            print(f"FAIL {label}: {error}", file=sys.stderr)
    checked = len(plans) - failures
    print(f"check-png-renders: {len(plans)} renders checked ({counts['transparent']} transparent, "
          f"{counts['odd size']} with an odd side, {counts['default size']} at 1280x720, "
          f"{len({p[0][0] for p in plans})} inputs): {checked} equal in zlib, Pillow and the PPM/PAM, "
          f"{failures} failed")
    if not args.keep:
        shutil.rmtree(work)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
