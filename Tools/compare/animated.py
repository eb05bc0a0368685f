#!/usr/bin/env python3
"""Animated GIF and APNG: tagcloud against ffmpeg from the same frames.

For each scene, tagcloud writes the PPM frames (-o -), a GIF and an APNG;
ffmpeg makes its best two-pass GIF from those PPM frames (palettegen with
stats_mode=full, then paletteuse with its default dither) and its APNG
(-f apng). Every file is decoded back to RGB by ffmpeg (one frame per stored
frame, -fps_mode passthrough) and compared with the source frames: size,
PSNR over all frames (from the total squared error) and the worst frame's,
and wall time (best of --rounds). tagcloud's times include rendering the
frames; ffmpeg's start from PPM frames already on disk, so "render only" is
listed too.

Usage: Tools/compare/animated.py [--tagcloud PATH] [--rounds N] [--scene NAME]
Needs ffmpeg and numpy.
"""
import argparse, os, subprocess, sys, tempfile, time
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENES = {
    # The README's spin, 1280x720, 6 s at 30 fps (180 frames).
    "readme-spin": ["--tags", "Snapshots/samples/words.txt", "--rotate", "x:15", "--spin", "y:20",
                    "--duration", "6s", "--fps", "30", "--size", "1280x720"],
    # 200 tags: the heaviest words of the sample essay, same motion.
    "200-tags": ["--tags", "Snapshots/samples/sample-text.txt", "--text-input", "--max-tags", "200",
                 "--rotate", "x:15", "--spin", "y:20", "--duration", "6s", "--fps", "30",
                 "--size", "1280x720"],
}


def timed(cmd, rounds, **kw):
    best = None
    for _ in range(rounds):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, cwd=ROOT, **kw)
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return best


def ppm_frames(path, w, h):
    """The frames of a concatenated P6 stream (tagcloud's fixed header)."""
    header = f"P6\n{w} {h}\n255\n".encode()
    size = len(header) + w * h * 3
    with open(path, "rb") as f:
        while True:
            chunk = f.read(size)
            if not chunk:
                return
            assert chunk.startswith(header) and len(chunk) == size, "bad PPM stream"
            yield np.frombuffer(chunk, np.uint8, offset=len(header)).reshape(h, w, 3)


def decoded_frames(path, w, h):
    """Every stored frame of an animation, decoded by ffmpeg to RGB."""
    p = subprocess.Popen(["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough",
                          "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], stdout=subprocess.PIPE)
    size = w * h * 3
    while True:
        chunk = p.stdout.read(size)
        if len(chunk) < size:
            break
        yield np.frombuffer(chunk, np.uint8).reshape(h, w, 3)
    p.wait()


def compare(source, decoded, w, h):
    """(frames, PSNR over all, worst frame PSNR, exact) against the source."""
    total, count, worst, n, exact = 0.0, 0, float("inf"), 0, True
    for a, b in zip(ppm_frames(source, w, h), decoded_frames(decoded, w, h)):
        d = a.astype(np.int32) - b.astype(np.int32)
        se = float((d * d).sum())
        exact = exact and se == 0
        total += se
        count += d.size
        mse = se / d.size
        worst = min(worst, 99.0 if mse == 0 else 10 * np.log10(255 ** 2 / mse))
        n += 1
    mse = total / max(count, 1)
    return n, (99.0 if mse == 0 else 10 * np.log10(255 ** 2 / mse)), worst, exact


def frame_count(path):
    out = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                          "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path],
                         check=True, capture_output=True, text=True).stdout.strip()
    return int(out)


def run_scene(name, args, tagcloud, rounds, work, extra):
    w, h = map(int, args[args.index("--size") + 1].split("x"))
    fps = args[args.index("--fps") + 1]
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    frames = os.path.join(d, "frames.ppm")
    rows = []
    def render_frames():
        with open(frames, "wb") as out:
            subprocess.run([tagcloud, "animate", *args, "-o", "-"], check=True, cwd=ROOT, stdout=out)
    t = None
    for _ in range(rounds):
        t0 = time.perf_counter(); render_frames(); dt = time.perf_counter() - t0
        t = dt if t is None else min(t, dt)
    rows.append(("tagcloud PPM frames (render only)", frames, t))
    gif = os.path.join(d, "tagcloud.gif")
    rows.append(("tagcloud GIF", gif, timed([tagcloud, "animate", *args, *extra, "-o", gif], rounds)))
    palette = os.path.join(d, "palette.png")
    ffgif = os.path.join(d, "ffmpeg.gif")
    src = ["-f", "image2pipe", "-c:v", "ppm", "-framerate", fps, "-i", frames]
    two_pass = (
        lambda: (subprocess.run(["ffmpeg", "-v", "error", "-y", *src, "-vf", "palettegen=stats_mode=full",
                                 palette], check=True),
                 subprocess.run(["ffmpeg", "-v", "error", "-y", *src, "-i", palette, "-lavfi", "paletteuse",
                                 ffgif], check=True)))
    best = None
    for _ in range(rounds):
        t0 = time.perf_counter(); two_pass(); dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    rows.append(("ffmpeg GIF (palettegen stats_mode=full + paletteuse)", ffgif, best))
    apng = os.path.join(d, "tagcloud.apng")
    rows.append(("tagcloud APNG", apng, timed([tagcloud, "animate", *args, "-o", apng], rounds)))
    ffapng = os.path.join(d, "ffmpeg.apng")
    rows.append(("ffmpeg APNG (-f apng)", ffapng,
                 timed(["ffmpeg", "-v", "error", "-y", *src, "-plays", "0", "-f", "apng", ffapng], rounds)))
    expected = sum(1 for _ in ppm_frames(frames, w, h))
    print(f"\n### {name}: {' '.join(args)} ({expected} frames)\n")
    print("| Output | Size | PSNR (all frames) | Worst frame | Frames (ffprobe) | Time |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, path, secs in rows:
        size = os.path.getsize(path)
        if path == frames:
            print(f"| {label} | {size / 1e6:.1f} MB | source | | {expected} | {secs:.2f} s |")
            continue
        n, psnr, worst, exact = compare(frames, path, w, h)
        count = frame_count(path)
        q = "exact" if exact else f"{psnr:.2f} dB"
        wq = "exact" if exact else f"{worst:.2f} dB"
        print(f"| {label} | {size / 1e6:.2f} MB | {q} | {wq} | {count} (decoded {n}) | {secs:.2f} s |")
    sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tagcloud", default=os.path.join(ROOT, ".build/release/tagcloud"))
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--scene", action="append", choices=sorted(SCENES))
    ap.add_argument("--keep", help="keep the files in this directory")
    ap.add_argument("extra", nargs="*", help="more tagcloud options for the GIF (e.g. --dither ordered)")
    a = ap.parse_args()
    work = a.keep or tempfile.mkdtemp()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
    for name in a.scene or list(SCENES):
        run_scene(name, SCENES[name], a.tagcloud, a.rounds, work, a.extra)
    if not a.keep:
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
