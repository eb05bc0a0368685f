#!/usr/bin/env python3
"""Checks that Pillow reads tagcloud's animated GIF and APNG (used by .ci/run).

Usage: check-animations.py FRAMES.ppm FPS FILE...

FRAMES.ppm is the same animation as concatenated PPM frames (animate -o -).
Each FILE (.gif, .apng or .png) must open in Pillow with n_frames equal to
the PPM frame count; every frame is iterated and decoded. Per-frame
durations must match the frame rate: GIF delays are whole centiseconds with
frame i starting at round(i * 100 / fps) cs (3, 4, 3, ... at 30 fps, so no
drift), APNG's are 1000 / fps ms. An APNG must decode to exactly the PPM
frames (or, with alpha, to them where opaque); a GIF must be within 30 dB
PSNR of them on every frame and above 38 dB over all.
"""
import math
import sys

from PIL import Image


def ppm_frames(path):
    data = open(path, "rb").read()
    frames, i = [], 0
    while i < len(data):
        assert data[i:i + 2] == b"P6", f"not P6 at {i}"
        parts, j = [], i + 2
        while len(parts) < 3:
            while data[j:j + 1].isspace():
                j += 1
            k = j
            while not data[k:k + 1].isspace():
                k += 1
            parts.append(int(data[j:k]))
            j = k
        w, h, _ = parts
        j += 1
        frames.append(((w, h), data[j:j + w * h * 3]))
        i = j + w * h * 3
    return frames


def expected_gif_delay(i, fps):
    start = lambda k: math.floor(k * 100 / fps + 0.5)
    return (start(i + 1) - start(i)) * 10


def main():
    source, fps, files = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    frames = ppm_frames(source)
    ok = True
    for path in files:
        with Image.open(path) as image:
            n = image.n_frames
            gif = image.format == "GIF"
            if n != len(frames):
                print(f"FAIL {path}: n_frames {n}, expected {len(frames)}"); ok = False; continue
            total_se, count, worst, exact, durations = 0.0, 0, 99.0, True, []
            for k in range(n):
                image.seek(k)
                durations.append(image.info.get("duration"))
                rgba = image.convert("RGBA")
                (w, h), want = frames[k]
                if rgba.size != (w, h):
                    print(f"FAIL {path}: frame {k} is {rgba.size}"); ok = False; break
                got = rgba.tobytes()
                se = 0
                opaque = True
                for p in range(w * h):
                    if got[4 * p + 3] != 255:
                        opaque = False
                        continue
                    for c in range(3):
                        d = got[4 * p + c] - want[3 * p + c]
                        se += d * d
                exact = exact and se == 0
                total_se += se
                count += 3 * w * h
                mse = se / (3 * w * h)
                worst = min(worst, 99.0 if mse == 0 else 10 * math.log10(255 ** 2 / mse))
            psnr = 99.0 if total_se == 0 else 10 * math.log10(255 ** 2 / (total_se / count))
            if gif:
                want_d = [expected_gif_delay(k, fps) for k in range(n)]
                if durations != want_d:
                    print(f"FAIL {path}: durations {durations[:8]}..., expected {want_d[:8]}..."); ok = False
                if psnr < 38 or worst < 30:
                    print(f"FAIL {path}: PSNR {psnr:.2f} dB, worst frame {worst:.2f} dB"); ok = False
            else:
                if any(abs(d - 1000 / fps) > 1e-6 for d in durations):
                    print(f"FAIL {path}: durations {durations[:4]}..., expected {1000 / fps} ms"); ok = False
                if not exact:
                    print(f"FAIL {path}: APNG frames differ from the PPM frames (PSNR {psnr:.2f} dB)"); ok = False
            print(f"pillow: {path}: {image.format} {n} frames, durations {durations[:6]}..., "
                  f"sum {sum(durations):.0f} ms, " + ("exact" if exact else f"PSNR {psnr:.2f} dB, worst {worst:.2f} dB"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
