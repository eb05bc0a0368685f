#!/usr/bin/env python3
"""Checks that Pillow reads tagcloud's image outputs (used by .ci/run).

Usage: check-images.py FILE... (each .ppm, .pam or .png)

PPM and PNG must open and decode with the size and mode tagcloud wrote.
Pillow has no PAM (P7) reader (its PPM plugin knows P1-P6 and Pf only), so
for a PAM file this accepts Pillow's refusal only when Pillow refuses a
reference PAM made by netpbm (`pngtopam -alphapam`) the same way; should a
later Pillow read PAM, our PAM must then open too.
"""
import subprocess
import sys
import tempfile

from PIL import Image, UnidentifiedImageError


def pillow_opens(path: str) -> bool:
    try:
        with Image.open(path) as image:
            image.load()
            print(f"pillow: {path}: {image.format} {image.mode} {image.size[0]}x{image.size[1]}")
            return True
    except UnidentifiedImageError:
        return False


def netpbm_reference_pam() -> str:
    """A PAM with alpha written by netpbm itself."""
    png = tempfile.NamedTemporaryFile(suffix=".png", delete=False).name
    Image.new("RGBA", (4, 3), (10, 20, 30, 128)).save(png)
    pam = png[:-4] + ".pam"
    with open(pam, "wb") as out:
        subprocess.run(["pngtopam", "-alphapam", png], stdout=out, check=True)
    return pam


def main() -> int:
    for path in sys.argv[1:]:
        if pillow_opens(path):
            continue
        if path.endswith(".pam") and not pillow_opens(netpbm_reference_pam()):
            print(f"pillow: {path}: no PAM reader in this Pillow (netpbm's own PAM is refused too)")
            continue
        print(f"pillow: {path}: cannot be read", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
