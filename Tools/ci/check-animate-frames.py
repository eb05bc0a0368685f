#!/usr/bin/env python3
"""Checks `tagcloud animate`'s PPM and PAM streams with real decoders (used by .ci/run).

Usage: check-animate-frames.py [--tagcloud PATH] [--count N] [--frames F] [--seed S] [--keep DIR]

PPM and PAM animation frames are drawn and encoded a band of 16 rows at a
time through a band-sized canvas; PNG frames are drawn into a canvas of the
frame's size and encoded whole. This makes N animations (default 40) of F
frames each (default 4) that vary the input (the samples, the places with
--globe, licence texts from /usr/share/common-licenses and random words,
as check-png-renders.py picks them), the spin, the size (odd ones, and a
crowded 160x120 frame of 300 labels at 150-220 px) and the background (a
third transparent, as PAM). (A frame whose masks outgrow the renderer's
budget is drawn through the full canvas instead; the layout keeps real
inputs far below that budget, so FrameRecipeWindowTests covers it with a
cloud built for it.)
Each is streamed as PPM/PAM (`-o -`) into a file and written as PNG frame files.

  1. netpbm: `pamsplit` cuts the stream into its frames and `pamfile` must
     read each one as a WIDTHxHEIGHT image of the right depth;
  2. Pillow reads each PPM frame, and `pamtopng` then Pillow each PAM frame;
  3. zlib (check-png-renders.py's reader) and Pillow read each PNG frame;
  4. all of these must give the same pixels, frame by frame.

Prints one line per failure and a summary; exits 1 on any failure.
"""
import argparse
import glob
import importlib.util
import os
import random
import shutil
import subprocess
import sys
import tempfile

from PIL import Image

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def load_png_checks():
    """check-png-renders.py as a module: its inputs and its zlib PNG reader."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-png-renders.py")
    spec = importlib.util.spec_from_file_location("check_png_renders", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pillow_pixels(path, mode):
    with Image.open(path) as image:
        image.load()
        if image.mode != mode:
            raise ValueError(f"{os.path.basename(path)}: Pillow reads mode {image.mode}, expected {mode}")
        return image.size, image.tobytes()


def stream_frames(stream, work, transparent):
    """(size, pixels) of each frame of a PPM/PAM stream, through netpbm (and Pillow)."""
    prefix = os.path.join(work, "split-")
    for old in glob.glob(prefix + "*"):
        os.remove(old)
    subprocess.run(["pamsplit", "-quiet", stream, prefix + "%d"], check=True)
    frames = []
    for path in sorted(glob.glob(prefix + "*"), key=lambda p: int(p[len(prefix):])):
        described = subprocess.run(["pamfile", path], check=True, capture_output=True, text=True).stdout
        if transparent:
            if "RGB_ALPHA" not in described:
                raise ValueError(f"pamfile: {described.strip()}")
            png = path + ".png"
            subprocess.run(["pamtopng", path], check=True, stdout=open(png, "wb"), stderr=subprocess.DEVNULL)
            frames.append(pillow_pixels(png, "RGBA"))
        else:
            if "PPM raw" not in described:
                raise ValueError(f"pamfile: {described.strip()}")
            frames.append(pillow_pixels(path, "RGB"))
    return frames


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tagcloud", default=os.path.join(ROOT, ".build", "release", "tagcloud"))
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--frames", type=int, default=4)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--keep", help="write the animations here instead of a temporary directory")
    args = parser.parse_args()
    checks = load_png_checks()
    rng = random.Random(args.seed)
    work = args.keep or tempfile.mkdtemp(prefix="tagcloud-animate-")
    os.makedirs(work, exist_ok=True)
    sources = checks.inputs(work, rng)
    # A crowded frame first (300 labels of 150-220 px on 160x120), then random ones.
    text = ("sample-text.txt", ["--tags", os.path.join(checks.SAMPLES, "sample-text.txt"), "--text-input"])
    crowded = (text, (160, 120), ["--max-tags", "300", "--min-size", "150", "--max-size", "220"], False)
    plans = [crowded, (crowded[0], crowded[1], crowded[2], True)]
    while len(plans) < args.count:
        size = (rng.randrange(7, 420), rng.randrange(5, 320)) if rng.random() < 0.9 else (1280, 720)
        plans.append((rng.choice(sources), size, [], rng.random() < 1 / 3))
    failures, frames_checked = 0, 0
    for index, ((name, tags), size, extra, transparent) in enumerate(plans):
        spin = f"{rng.choice('xyz')}:{rng.randrange(10, 200)}"
        common = list(tags) + ["--size", f"{size[0]}x{size[1]}", "--spin", spin, "--fps", "4",
                               "--duration", f"{args.frames / 4}s", "--rotate", f"x:{rng.randrange(0, 90)}"]
        common += extra
        if transparent:
            common += ["--background", "transparent"]
        label = f"animation {index} ({name} {' '.join(common[len(tags):])})"
        stream = os.path.join(work, f"anim-{index:03}." + ("pam" if transparent else "ppm"))
        pattern = os.path.join(work, f"anim-{index:03}-%03d.png")
        try:
            fmt = "pam" if transparent else "ppm"
            with open(stream, "wb") as out:
                subprocess.run([args.tagcloud, "animate", *common, "--format", fmt, "-o", "-"], check=True,
                               stdout=out, stderr=subprocess.DEVNULL)
            subprocess.run([args.tagcloud, "animate", *common, "--format", "png", "-o", pattern], check=True,
                           stderr=subprocess.DEVNULL)
            banded = stream_frames(stream, work, transparent)
            pngs = sorted(glob.glob(os.path.join(work, f"anim-{index:03}-*.png")))
            if len(banded) != args.frames or len(pngs) != args.frames:
                raise ValueError(f"{len(banded)} stream frames and {len(pngs)} PNG frames, expected {args.frames}")
            channels = 4 if transparent else 3
            for k, (png, (stream_size, stream_pixels)) in enumerate(zip(pngs, banded)):
                zw, zh, zc, by_zlib = checks.png_with_zlib(png)
                pillow_size, by_pillow = pillow_pixels(png, "RGBA" if transparent else "RGB")
                if (zw, zh, zc) != (size[0], size[1], channels) or pillow_size != size or stream_size != size:
                    raise ValueError(f"frame {k}: sizes {(zw, zh, zc)}, {pillow_size}, {stream_size}; expected {size}")
                if by_zlib != by_pillow:
                    raise ValueError(f"frame {k}: zlib and Pillow read the PNG differently")
                if stream_pixels != by_pillow:
                    differ = sum(a != b for a, b in zip(stream_pixels, by_pillow))
                    raise ValueError(f"frame {k}: the {fmt.upper()} stream differs from the PNG in {differ} bytes")
                frames_checked += 1
        except (Exception, subprocess.CalledProcessError) as error:  # one line per failure, then go on
            failures += 1
            print(f"FAIL {label}: {error}", file=sys.stderr)
    print(f"check-animate-frames: {len(plans)} animations, {frames_checked} frames "
          f"({sum(p[3] for p in plans)} animations transparent, {len({p[0][0] for p in plans})} inputs): "
          f"PPM/PAM streams read by netpbm and Pillow equal the PNG frames read by zlib and Pillow; "
          f"{failures} failed")
    if not args.keep:
        shutil.rmtree(work)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
