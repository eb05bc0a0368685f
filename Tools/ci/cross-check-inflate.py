#!/usr/bin/env python3
"""Cross-checks the test inflater (Tests/RasterTests/Codec/Inflate.swift) against zlib.

Usage: cross-check-inflate.py [--streams N] [--seed S]

Builds a small checker from the test inflater's sources with swiftc -O,
then feeds it and Python's zlib the same zlib streams: valid ones from
zlib.compress at every level and strategy, and mutations of them (flipped
bits, changed and dropped bytes, truncations, a dynamic block's header
bytes rewritten) that mostly break the stream. zlib's verdict counts a
stream as good only when it ends exactly at the end of the input.

Whenever zlib refuses a stream, the test inflater must refuse it too (it is
meant to be at least as strict); when both accept, the outputs must be
equal. Streams only the test inflater refuses are counted and shown, not
failures. Prints the counts; exits 1 if the test inflater accepted anything
zlib refused or decoded anything differently. A development tool (needs
the Swift toolchain); the Swift tests themselves do not need Python.
"""
import argparse
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SOURCES = [os.path.join(ROOT, "Tests", "RasterTests", "Codec", name) for name in ("Inflate.swift", "InflateCode.swift")]
MAIN = """
import Foundation
// Reads length-prefixed streams from standard input; prints one verdict line each.
let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
var at = 0
while at + 4 <= input.count {
    let n = input[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    let stream = Array(input[at + 4..<at + 4 + n])
    at += 4 + n
    do {
        let out = try Inflate.zlib(stream, limit: 1 << 24)
        var h: UInt64 = 14695981039346656037
        for b in out { h = (h ^ UInt64(b)) &* 1099511628211 }
        print("ok \\(out.count) \\(h)")
    } catch {
        print("err \\(error)")
    }
}
"""


def fnv(data):
    h = 14695981039346656037
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def zlib_verdict(stream):
    try:
        d = zlib.decompressobj()
        out = d.decompress(stream, 1 << 24)
        if d.eof and not d.unused_data and not d.unconsumed_tail:
            return out
    except zlib.error:
        pass
    return None


def samples(rng, count):
    texts = [open(os.path.join(ROOT, "Snapshots", "samples", n), "rb").read()
             for n in ("words.txt", "sample-text.txt", "list.txt")]
    strategies = [zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED]
    while True:
        kind = rng.randrange(4)
        size = rng.randrange(0, 3000)
        if kind == 0:
            data = bytes(rng.randrange(256) for _ in range(size))
        elif kind == 1:
            alphabet = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8)))
            data = bytes(rng.choice(alphabet) for _ in range(size))
        else:
            text = rng.choice(texts)
            start = rng.randrange(len(text))
            data = text[start:start + size * 3]
        c = zlib.compressobj(rng.randrange(0, 10), zlib.DEFLATED, 15, 9, rng.choice(strategies))
        yield c.compress(data) + c.flush()


def mutate(rng, stream):
    s = bytearray(stream)
    for _ in range(rng.randrange(1, 4)):
        what = rng.randrange(6)
        if what == 0 and s:
            i = rng.randrange(len(s))
            s[i] ^= 1 << rng.randrange(8)
        elif what == 1 and s:
            s[rng.randrange(len(s))] = rng.randrange(256)
        elif what == 2 and len(s) > 1:
            del s[rng.randrange(len(s))]
        elif what == 3:
            s = s[:rng.randrange(len(s) + 1)]
        elif what == 4 and len(s) > 4:
            # The dynamic header's first bytes (HLIT, HDIST, HCLEN, code-length code).
            i = rng.randrange(2, min(len(s), 12))
            s[i] = rng.randrange(256)
        else:
            s += bytes([rng.randrange(256)])
    return bytes(s)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="tagcloud-inflate-")
    main_swift = os.path.join(work, "main.swift")
    open(main_swift, "w").write(MAIN)
    checker = os.path.join(work, "inflate-check")
    subprocess.run(["swiftc", "-O", "-module-name", "InflateCheck", *SOURCES, main_swift, "-o", checker], check=True)
    streams, source = [], samples(rng, args.streams)
    while len(streams) < args.streams:
        valid = next(source)
        streams.append(valid if rng.random() < 0.2 else mutate(rng, valid))
    payload = b"".join(struct.pack(">I", len(s)) + s for s in streams)
    verdicts = subprocess.run([checker], input=payload, capture_output=True, check=True).stdout.decode().splitlines()
    assert len(verdicts) == len(streams), "the checker stopped early"
    both_ok = both_refuse = only_ours_refuses = wrong = 0
    reasons = {}
    for stream, verdict in zip(streams, verdicts):
        expected = zlib_verdict(stream)
        if verdict.startswith("ok "):
            _, length, digest = verdict.split()
            if expected is None or int(length) != len(expected) or int(digest) != fnv(expected):
                wrong += 1
                print(f"MISMATCH: test inflater accepted {stream.hex()} (zlib: "
                      f"{'refused' if expected is None else 'different output'})", file=sys.stderr)
            else:
                both_ok += 1
        elif expected is None:
            both_refuse += 1
            reason = verdict[4:]
            reasons[reason] = reasons.get(reason, 0) + 1
        else:
            only_ours_refuses += 1
            print(f"stricter than zlib: {verdict[4:]}: {stream.hex()[:120]}")
    print(f"cross-check-inflate: {len(streams)} streams: {both_ok} accepted by both (same output), "
          f"{both_refuse} refused by both, {only_ours_refuses} refused only by the test inflater, "
          f"{wrong} accepted by the test inflater against zlib or decoded differently")
    for reason, n in sorted(reasons.items(), key=lambda item: -item[1]):
        print(f"  refused by both: {n:6} {reason}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
