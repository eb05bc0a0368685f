#!/usr/bin/env python3
"""Peer check of the project's bidi reordering (UAX #9) against python-bidi
(PyPI `python-bidi`, an independent implementation; a test-only peer).

It compiles Sources/TrueType/Text/Bidi*.swift and RangeTable.swift with Tools/unicode/bidi-order.swift
into a small program, feeds it mixed Latin, Hebrew, Arabic, digit, bracket and
punctuation strings (a fixed seed), and compares the visual strings (mirroring
included) with bidi.algorithm.get_display. Prints the agreement and the first
disagreements.

Usage: python3 Tools/unicode/bidi-peer.py [--count N] [--seed S]
"""
import argparse
import glob
import os
import random
import subprocess
import sys
import tempfile

from bidi.algorithm import get_display

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

POOL = [
    ["tagcloud", "Paris", "abc", "café", "x"],                    # Latin
    ["עברית", "שלום", "אב", "גדה"],                               # Hebrew
    ["جامعة", "مرحبا", "سلام", "ب"],                              # Arabic
    ["123", "7", "2026", "3.14", "1,000", "10:30"],               # European digits
    ["\u0661\u0662\u0663", "\u0664\u066b\u0665", "\u06f1\u06f2"],  # Arabic-Indic digits
    ["(", ")", "[", "]", "{", "}", "<", ">", "«", "»"],           # brackets, mirrored
    ["+", "-", "$", "%", "#", "/", ",", ".", ":", "!", "?", "\"", "'", "&"],
    [" ", " ", " ", "  "],
    ["\u05b0", "\u0301", "\u064e"],                                # nonspacing marks
]


def sample(rng):
    parts = []
    for _ in range(rng.randint(1, 9)):
        group = POOL[rng.randrange(len(POOL))]
        parts.append(group[rng.randrange(len(group))])
    return "".join(parts).strip("\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lines = []
    while len(lines) < args.count:
        s = sample(rng)
        if s.strip():
            lines.append(s)
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "bidi-order")
        sources = sorted(glob.glob(os.path.join(ROOT, "Sources/TrueType/Text/Bidi*.swift"))) + [
            os.path.join(ROOT, "Sources/TrueType/Text/RangeTable.swift")]
        main_swift = os.path.join(tmp, "main.swift")
        with open(os.path.join(ROOT, "Tools/unicode/bidi-order.swift")) as f, open(main_swift, "w") as g:
            g.write(f.read())
        subprocess.run(["swiftc", "-O", "-module-name", "BidiOrder", "-o", exe] + sources + [main_swift],
                       check=True)
        out = subprocess.run([exe], input="\n".join(lines) + "\n", capture_output=True, text=True,
                             check=True).stdout.split("\n")
    same = 0
    shown = 0
    for i, line in enumerate(lines):
        ours = out[i]
        theirs = get_display(line)
        if ours == theirs:
            same += 1
        elif shown < 10:
            shown += 1
            print("differs: %r\n   ours:   %r\n   peer:   %r" % (line, ours, theirs))
    print("bidi peer (python-bidi %s): %d of %d strings agree (%.1f%%)"
          % (getattr(sys.modules["bidi"], "VERSION", "?"), same, len(lines), 100.0 * same / len(lines)))
    return 0 if same == len(lines) else 1


if __name__ == "__main__":
    sys.exit(main())
