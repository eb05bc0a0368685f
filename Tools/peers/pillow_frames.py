#!/usr/bin/env python3
"""Pillow peer for the frame benchmark (Tools/FrameBench).

Draws the same frames tagcloud draws, from the draw list that frame-bench
exports (scene.json), and writes them as a PPM stream to /dev/null, as
`tagcloud animate -o - > /dev/null` does. Only the drawing and encoding are
timed: loading the scene and opening fonts happen first.

Usage: pillow_frames.py scene.json
Prints: "frames=<n> seconds=<s> fps=<f>".
"""
import json
import sys
import time

from PIL import Image, ImageDraw, ImageFont


def main() -> None:
    scene = json.load(open(sys.argv[1]))
    width, height = scene["width"], scene["height"]
    background = tuple(scene["background"])
    fonts = {}

    def font(size: float) -> ImageFont.FreeTypeFont:
        # Pillow takes fractional sizes; keep one font object per size drawn,
        # so that opening the file is not what gets measured.
        key = round(size, 2)
        if key not in fonts:
            fonts[key] = ImageFont.truetype(scene["font"], key)
        return fonts[key]

    for frame in scene["frames"]:  # warm the font objects outside the timing
        for _, size, *_ in frame:
            font(size)

    with open("/dev/null", "wb") as out:
        start = time.perf_counter()
        for frame in scene["frames"]:
            image = Image.new("RGB", (width, height), background)
            draw = ImageDraw.Draw(image, "RGBA")
            for text, size, x, y, r, g, b, a in frame:
                # (x, y) is the pen origin on the baseline; "ls" anchors there.
                draw.text((x, y), text, font=font(size), fill=(r, g, b, a), anchor="ls")
            out.write(b"P6\n%d %d\n255\n" % (width, height))
            out.write(image.tobytes())
        seconds = time.perf_counter() - start
    n = len(scene["frames"])
    print(f"frames={n} seconds={seconds:.4f} fps={n / seconds:.2f}")


if __name__ == "__main__":
    main()
