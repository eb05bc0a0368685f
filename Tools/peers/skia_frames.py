#!/usr/bin/env python3
"""Skia peer for the frame benchmark (Tools/FrameBench), via skia-python.

Draws the same frames tagcloud draws, from the draw list that frame-bench
exports (scene.json), into a raster surface, and does NOT encode them.
Text is anti-aliased, unhinted and subpixel-positioned, like tagcloud's.

Two ways of drawing the labels, chosen with --fonts:

  fresh   (the default) a new skia.Font for every label at its exact,
          fractional size: what tagcloud draws, glyph for glyph, but Skia's
          glyph cache can hardly ever hit, since no two labels share a size.
  cached  what a Skia user writes: sizes rounded to whole pixels, one
          skia.Font per size made up front and kept, so Skia caches glyph
          masks per size (at quarter-pixel subpixel positions) across labels
          and frames. Glyphs come out up to half a pixel off in size.

Only the drawing is timed: loading the scene and making the cached fonts
come first.

Usage: skia_frames.py scene.json [--fonts fresh|cached]
Prints: "frames=<n> seconds=<s> fps=<f>".
"""
import json
import sys
import time

import skia


def main() -> None:
    args = sys.argv[1:]
    variant = "fresh"
    if len(args) == 3 and args[1] == "--fonts" and args[2] in ("fresh", "cached"):
        variant = args[2]
    elif len(args) != 1:
        sys.exit("usage: skia_frames.py scene.json [--fonts fresh|cached]")
    scene = json.load(open(args[0]))
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

    fonts = {}
    if variant == "cached":
        # One font per whole-pixel size, made before the clock starts.
        for frame in scene["frames"]:
            for _, size, *_ in frame:
                key = max(1, round(size))
                if key not in fonts:
                    fonts[key] = make_font(key)

        def font_for(size: float) -> skia.Font:
            return fonts[max(1, round(size))]
    else:
        font_for = make_font

    paint = skia.Paint(AntiAlias=True)
    start = time.perf_counter()
    for frame in scene["frames"]:
        canvas.clear(background)
        for text, size, x, y, r, g, b, a in frame:
            paint.setColor(skia.ColorSetARGB(a, r, g, b))
            canvas.drawString(text, x, y, font_for(size), paint)
        surface.flushAndSubmit()
    # Read one pixel so the work is surely done before the clock stops.
    surface.makeImageSnapshot().toarray()[0, 0]
    seconds = time.perf_counter() - start
    n = len(scene["frames"])
    print(f"frames={n} seconds={seconds:.4f} fps={n / seconds:.2f}")


if __name__ == "__main__":
    main()
