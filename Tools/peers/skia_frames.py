#!/usr/bin/env python3
"""Skia peer for the frame benchmark (Tools/FrameBench), via skia-python.

Draws the same frames tagcloud draws, from the draw list that frame-bench
exports (scene.json), into a raster surface, and does NOT encode them: the
target is that tagcloud, encoding PPM as well, is still faster. Text is
anti-aliased, unhinted and subpixel-positioned, like tagcloud's.

Usage: skia_frames.py scene.json
Prints: "frames=<n> seconds=<s> fps=<f>".
"""
import json
import sys
import time

import skia


def main() -> None:
    scene = json.load(open(sys.argv[1]))
    width, height = scene["width"], scene["height"]
    r0, g0, b0 = scene["background"]
    background = skia.ColorSetARGB(255, r0, g0, b0)
    typeface = skia.Typeface.MakeFromFile(scene["font"])
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()

    def make_font(size: float) -> skia.Font:
        font = skia.Font(typeface, size)
        font.setSubpixel(True)
        font.setHinting(skia.FontHinting.kNone)
        font.setEdging(skia.Font.Edging.kAntiAlias)
        return font

    paint = skia.Paint(AntiAlias=True)
    start = time.perf_counter()
    for frame in scene["frames"]:
        canvas.clear(background)
        for text, size, x, y, r, g, b, a in frame:
            paint.setColor(skia.ColorSetARGB(a, r, g, b))
            canvas.drawString(text, x, y, make_font(size), paint)
        surface.flushAndSubmit()
    # Read one pixel so the work is surely done before the clock stops.
    surface.makeImageSnapshot().toarray()[0, 0]
    seconds = time.perf_counter() - start
    n = len(scene["frames"])
    print(f"frames={n} seconds={seconds:.4f} fps={n / seconds:.2f}")


if __name__ == "__main__":
    main()
