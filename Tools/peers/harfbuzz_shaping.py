#!/usr/bin/env python3
"""HarfBuzz peer of our shaping (issue 18): glyph IDs and positions, word by word.

Each label of the word list (Tools/peers/shaping-words.tsv, `category TAB
label`) is shaped twice per font that draws it:

  ours     Tools/ShapeDump (`shape-dump`): the public TrueType API,
           FontChain(font).shape(label, pixelSize: unitsPerEm), so positions
           are font units;
  HarfBuzz uharfbuzz (PyPI; a test-only peer, never a product dependency),
           in Tools/peers/harfbuzz_layout.py,
           used as an application that lays out a line with HarfBuzz does
           (libraqm): the label's bidi levels come from python-bidi (UAX #9,
           base direction from the first strong character), the label is cut
           into runs of one level and one script (Common and Inherited
           characters take the script of the run they sit in), the runs are put
           in visual order (rule L2, with trailing whitespace at the paragraph
           level, rule L1), and each run is shaped by HarfBuzz in its own
           direction with the whole label as context (hb_buffer_add_utf32 with
           an item offset), default features, no language, and default-ignorable
           characters (bidi marks) removed rather than kept as invisible glyphs.
           HarfBuzz mirrors brackets in right-to-left runs itself. The pen runs
           left to right over the runs; a glyph's position is pen + its offset.
           None of this uses our code; a self-check compares the run order with
           python-bidi's own visual string for every label.

A label matches in a font when both give the same glyphs (same IDs, in the same
visual order; inside one HarfBuzz cluster, such as a base and its marks, the
order is not compared since it draws the same) at the same positions within 1
font unit in x and y, and the same total advance within 1 unit. A label matches when it matches in every font that
draws it. The peer prints the share of matching labels per category and overall,
every mismatch with its first difference (glyph names from the font's post
table), and exits 1 when the overall share is below --min-share (default 0.99).

Which fonts draw a label (the rule):
  - DejaVu Sans, always: the repository's embedded Sources/CEmbeddedFont/DejaVuSans.ttf
    (ours reads it through EmbeddedFont, `--font embedded`; HarfBuzz reads the file);
  - plus the Noto face of the label's script from Debian's fonts-noto-core: Noto
    Sans Arabic when the label has an Arabic letter, else Noto Sans Hebrew when it
    has a Hebrew letter, else Noto Sans (Latin, Greek, Cyrillic, Vietnamese);
    before those, Noto Sans <Script> of the first letter of an Indic script,
    Sinhala, Khmer, Myanmar, Thai or Lao (Noto Sans Devanagari, ..., Noto Sans Lao);
    Noto Sans Hebrew is one more than the issue names (Noto Sans has no Hebrew),
    so pointed Hebrew is checked in a font with GPOS mark anchors and kerning;
  - a font draws a label only when its cmap maps every character of it (default
    ignorables aside; checked with fontTools). A label a font cannot cover is
    counted as "not covered" for that font and not compared there (e.g. Hebrew
    dates in Noto Sans Hebrew, which has no digits).

Usage:
    python3 Tools/peers/harfbuzz_shaping.py [--shape-dump PATH] [--min-share 0.99]
        [--words FILE] [--json FILE] [--show N] [--self-test] [--font ROLE=PATH]
        [--chain PATH[#N] ...]

--self-test checks the peer itself instead: HarfBuzz's glyphs compared with
themselves must match, and with a glyph moved, replaced, dropped or added, or
the advance changed, must not. Without --shape-dump it runs
`swift build --package-path Tools --product shape-dump` (debug) and uses that
binary.
"""
import argparse
import json
import os
import subprocess
import sys

import bidi
import uharfbuzz as hb
from fontTools import unicodedata as fontunicode

from harfbuzz_layout import ChainFonts, HBFont, self_check, split_face, visual_runs

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOTO = "/usr/share/fonts/truetype/noto/"
FONTS = {
    # name: (file HarfBuzz reads, what shape-dump is given)
    "DejaVu Sans": (os.path.join(ROOT, "Sources/CEmbeddedFont/DejaVuSans.ttf"), "embedded"),
    "Noto Sans": (NOTO + "NotoSans-Regular.ttf", None),
    "Noto Sans Arabic": (NOTO + "NotoSansArabic-Regular.ttf", None),
    "Noto Sans Hebrew": (NOTO + "NotoSansHebrew-Regular.ttf", None),
}
# The Noto face of each Indic, Sinhala, Khmer, Myanmar, Thai and Lao script (ISO 15924 code).
SCRIPT_FONTS = {
    "Deva": "Devanagari", "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya",
    "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala",
    "Khmr": "Khmer", "Mymr": "Myanmar", "Thai": "Thai", "Laoo": "Lao",
}
for _name in SCRIPT_FONTS.values():
    FONTS["Noto Sans " + _name] = (NOTO + "NotoSans%s-Regular.ttf" % _name, None)
TOLERANCE = 1.0


# ---------------------------------------------------------------- ours (shape-dump)

def run_ours(dump, spec, labels):
    args = [dump]
    for one in spec if isinstance(spec, list) else [spec]:
        args += ["--font", one]
    result = subprocess.run(args, input="".join(l + "\n" for l in labels), capture_output=True,
                            text=True, check=True)
    lines = result.stdout.split("\n")
    out = []
    for line in lines[:len(labels)]:
        advance, _, rest = line.partition("\t")
        glyphs = []
        for item in rest.split():
            font, gid, x, y = item.split(":")
            glyphs.append((int(gid), float(x), float(y), int(font)))
        out.append((glyphs, float(advance)))
    if len(out) != len(labels):
        raise RuntimeError("shape-dump gave %d lines for %d labels" % (len(out), len(labels)))
    return out


# ---------------------------------------------------------------- comparison

def first_difference(font, theirs, their_advance, ours, our_advance):
    """None when they agree; else a one-line description of the first difference.

    `theirs` is HarfBuzz's [(gid, x, y, cluster, font)], `ours` is [(gid, x, y, font)].
    Glyphs are compared cluster by cluster, HarfBuzz's clusters cut ours into
    pieces of the same sizes; inside one cluster the order is not compared
    (HarfBuzz lists a right-to-left mark before its base, which draws the same),
    so both pieces are sorted by glyph ID and position first."""
    def index(g):
        return g[4] if len(g) == 5 else g[3]

    def fmt(g):
        return "%s(%d)@%g,%g" % (font.name(g[0], index(g)), g[0], g[1], g[2])
    i = 0
    while i < len(theirs):
        j = i + 1
        while j < len(theirs) and theirs[j][3] == theirs[i][3]:
            j += 1
        if j > len(ours):
            return "glyph %d: HarfBuzz has %d glyphs, ours %d; HarfBuzz goes on with %s" % (
                len(ours), len(theirs), len(ours), " ".join(fmt(g) for g in theirs[len(ours):len(ours) + 3]))
        mine = sorted(ours[i:j], key=lambda g: (index(g), g[0], g[1], g[2]))
        them = sorted(theirs[i:j], key=lambda g: (index(g), g[0], g[1], g[2]))
        for k, (t, o) in enumerate(zip(them, mine)):
            if t[0] != o[0] or index(o) != index(t):
                return "glyph %d: HarfBuzz %s, ours %s" % (
                    i + k, " ".join(fmt(g) for g in theirs[i:j]), " ".join(fmt(g) for g in ours[i:j]))
            if abs(t[1] - o[1]) > TOLERANCE or abs(t[2] - o[2]) > TOLERANCE:
                return "glyph %d %s: HarfBuzz at %g,%g, ours at %g,%g" % (
                    i + k, font.name(t[0], index(t)), t[1], t[2], o[1], o[2])
        i = j
    if len(ours) > len(theirs):
        return "glyph %d: HarfBuzz has %d glyphs, ours %d; ours goes on with %s" % (
            len(theirs), len(theirs), len(ours), " ".join(fmt(g) for g in ours[len(theirs):len(theirs) + 3]))
    if abs(their_advance - our_advance) > TOLERANCE:
        return "advance: HarfBuzz %g, ours %g" % (their_advance, our_advance)
    return None


def self_test(rows, fonts, runs):
    """The comparison must pass HarfBuzz's own glyphs and catch small changes
    to them: a glyph moved 1.5 units, another glyph ID, a glyph dropped or
    added, a changed advance; swapping two glyphs of one cluster is allowed.
    Returns the failures as text."""
    failures = []
    checked = 0
    for index, (_, label) in enumerate(rows):
        for name in ("DejaVu Sans", font_for_script(label)):
            font = fonts[name]
            if not font.covers(label):
                continue
            theirs, advance = font.shape(label, runs[index])
            if not theirs:
                continue
            checked += 1
            same = [(g, x, y, f) for g, x, y, _, f in theirs]
            if first_difference(font, theirs, advance, same, advance) is not None:
                failures.append("HarfBuzz against itself differs: %s %r" % (name, label))
            k = len(theirs) // 2
            changes = {
                "moved 1.5 units": same[:k] + [(same[k][0], same[k][1] + 1.5, same[k][2], 0)] + same[k + 1:],
                "raised 1.5 units": same[:k] + [(same[k][0], same[k][1], same[k][2] - 1.5, 0)] + same[k + 1:],
                "other glyph": same[:k] + [(same[k][0] + 1, same[k][1], same[k][2], 0)] + same[k + 1:],
                "dropped": same[:k] + same[k + 1:],
                "added": same + [same[-1]],
            }
            for what, changed in changes.items():
                if first_difference(font, theirs, advance, changed, advance) is None:
                    failures.append("a glyph %s passes: %s %r" % (what, name, label))
            if first_difference(font, theirs, advance, same, advance + 1.5) is None:
                failures.append("another advance passes: %s %r" % (name, label))
            clusters = [g[3] for g in theirs]
            for i in range(len(theirs) - 1):
                if clusters[i] == clusters[i + 1]:
                    swapped = same[:i] + [same[i + 1], same[i]] + same[i + 2:]
                    if first_difference(font, theirs, advance, swapped, advance) is not None:
                        failures.append("order inside a cluster counted: %s %r" % (name, label))
                    break
    print("self-test: %d label x font comparisons, %d failures" % (checked, len(failures)))
    return failures


def font_for_script(label):
    for c in label:
        if fontunicode.script(c) in SCRIPT_FONTS:
            return "Noto Sans " + SCRIPT_FONTS[fontunicode.script(c)]
    if any(fontunicode.script(c) == "Arab" for c in label):
        return "Noto Sans Arabic"
    if any(fontunicode.script(c) == "Hebr" for c in label):
        return "Noto Sans Hebrew"
    return "Noto Sans"


def compare_chain(rows, specs, dump, show):
    """--chain: every label set by the fallback chain `specs` + DejaVu Sans on
    both sides; returns the share of labels that match."""
    chain = ChainFonts(specs + [FONTS["DejaVu Sans"][0]])
    labels = [label for _, label in rows]
    ours = run_ours(dump, specs + ["embedded"], labels)
    per_category = {}
    shown = 0
    for (category, label), (our_glyphs, our_advance) in zip(rows, ours):
        runs = visual_runs(label, chain.fonts_of(label))
        if not self_check(label, runs):
            raise RuntimeError("peer self-check: runs do not spell python-bidi's visual order for %r" % label)
        theirs, their_advance = chain.shape(label, runs)
        diff = first_difference(chain, theirs, their_advance, our_glyphs, our_advance)
        ok, total = per_category.get(category, (0, 0))
        per_category[category] = (ok + (diff is None), total + 1)
        if diff is not None and shown < show:
            shown += 1
            print("mismatch [%s] chain %r: %s" % (category, label, diff))
    print("chain: %s" % " > ".join(os.path.basename(spec) for spec in specs + ["DejaVu Sans (embedded)"]))
    for category, (ok, total) in per_category.items():
        print("%-24s %5d/%-5d %3.0f%%" % (category, ok, total, 100.0 * ok / total))
    ok = sum(v[0] for v in per_category.values())
    return ok, len(rows)


def build_dump():
    subprocess.run(["swift", "build", "--package-path", os.path.join(ROOT, "Tools"), "--product", "shape-dump"],
                   check=True, stdout=sys.stderr)
    path = subprocess.run(["swift", "build", "--package-path", os.path.join(ROOT, "Tools"), "--show-bin-path"],
                          check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "shape-dump")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--words", default=os.path.join(ROOT, "Tools/peers/shaping-words.tsv"))
    parser.add_argument("--shape-dump", help="our dump tool (default: build Tools' shape-dump, debug)")
    parser.add_argument("--min-share", type=float, default=0.99)
    parser.add_argument("--json", help="write every comparison to this file")
    parser.add_argument("--category", action="append", default=[], metavar="PREFIX",
                        help="compare only the labels whose category starts with PREFIX (repeatable), "
                             "e.g. --category deva- for the Devanagari labels of shaping-scripts.tsv")
    parser.add_argument("--show", type=int, default=1000, help="mismatches to list (default: all)")
    parser.add_argument("--font", action="append", default=[], metavar="ROLE=PATH",
                        help="draw a role with another font file (roles: dejavu, latin, arabic, hebrew, and the "
                             "scripts of shaping-scripts.tsv by ISO 15924 code: deva, beng, ..., mymr; "
                             "e.g. arabic=/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf) "
                             "to probe other fonts (PATH#N: face N of a collection); both sides read the file")
    parser.add_argument("--chain", action="append", default=[], metavar="PATH[#N]",
                        help="shape every label with this fallback chain (repeat for more fonts; the embedded "
                             "DejaVu Sans is always last) instead of one font at a time; HarfBuzz's side picks "
                             "each cluster's font by the issue's rule (the first font that has all of it)")
    parser.add_argument("--self-test", action="store_true",
                        help="check the comparison on HarfBuzz's own glyphs and small changes to them (needs no shape-dump)")
    args = parser.parse_args()

    rows = []
    with open(args.words, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            category, label = line.split("\t", 1)
            if not args.category or any(category.startswith(p) for p in args.category):
                rows.append((category, label))
    roles = {"dejavu": "DejaVu Sans", "latin": "Noto Sans", "arabic": "Noto Sans Arabic", "hebrew": "Noto Sans Hebrew"}
    roles.update({code.lower(): "Noto Sans " + name for code, name in SCRIPT_FONTS.items()})
    for override in args.font:
        role, _, path = override.partition("=")
        if role not in roles or not os.path.isfile(split_face(path)[0]):
            parser.error("--font wants ROLE=PATH with ROLE one of %s and an existing file" % ", ".join(roles))
        FONTS[roles[role]] = (path, None)
    fonts = {name: HBFont(path) for name, (path, _) in FONTS.items()}

    # Which fonts draw each label.
    jobs = {name: [] for name in FONTS}      # font -> [row index]
    uncovered = {name: 0 for name in FONTS}
    for index, (_, label) in enumerate(rows):
        for name in ("DejaVu Sans", font_for_script(label)):
            if fonts[name].covers(label):
                jobs[name].append(index)
            else:
                uncovered[name] += 1

    runs = {}
    broken = []
    for index, (_, label) in enumerate(rows):
        runs[index] = visual_runs(label)
        if not self_check(label, runs[index]):
            broken.append(label)
    if broken:
        for label in broken:
            print("peer self-check: runs do not spell python-bidi's visual order for %r" % label)
        return 2
    if args.self_test:
        failures = self_test(rows, fonts, runs)
        for failure in failures[:20]:
            print("self-test: " + failure)
        return 1 if failures else 0

    dump = args.shape_dump or build_dump()
    if args.chain:
        ok, total = compare_chain(rows, args.chain, dump, args.show)
        share = ok / total if total else 0.0
        print("overall: %d of %d labels match HarfBuzz with the chain (%.1f%%); minimum %.1f%%" % (
            ok, total, 100.0 * share, 100.0 * args.min_share))
        return 0 if share >= args.min_share else 1
    results = {}   # (row, font) -> difference or None
    records = []
    for name, indices in jobs.items():
        if not indices:
            continue
        spec = FONTS[name][1] or FONTS[name][0]
        ours = run_ours(dump, spec, [rows[i][1] for i in indices])
        for i, (our_glyphs, our_advance) in zip(indices, ours):
            theirs, their_advance = fonts[name].shape(rows[i][1], runs[i])
            diff = first_difference(fonts[name], theirs, their_advance, our_glyphs, our_advance)
            results[(i, name)] = diff
            records.append({"category": rows[i][0], "label": rows[i][1], "font": name, "difference": diff,
                            "harfbuzz": [[g, x, y, fonts[name].name(g, f), c] for g, x, y, c, f in theirs],
                            "harfbuzz_advance": their_advance,
                            "ours": [[g, x, y, fonts[name].name(g, f)] for g, x, y, f in our_glyphs],
                            "ours_advance": our_advance})

    # Shares per category.
    categories = []
    for category, _ in rows:
        if category not in categories:
            categories.append(category)
    by_row = {}
    for (i, _), diff in results.items():
        by_row.setdefault(i, []).append(diff)
    word_ok = {i: i in by_row and all(d is None for d in by_row[i]) for i in range(len(rows))}
    print("HarfBuzz shaping peer: uharfbuzz %s (HarfBuzz %s), python-bidi %s" % (
        hb.__version__, hb.version_string(), getattr(bidi, "VERSION", "?")))
    print("%-24s %12s %18s" % ("category", "labels", "label x font"))
    for category in categories:
        idx = [i for i in range(len(rows)) if rows[i][0] == category]
        ok = sum(word_ok[i] for i in idx)
        pairs = [d for (i, _), d in results.items() if rows[i][0] == category]
        print("%-24s %5d/%-5d %3.0f%% %6d/%-5d" % (category, ok, len(idx), 100.0 * ok / len(idx),
                                                    sum(d is None for d in pairs), len(pairs)))
    for name in FONTS:
        pairs = [results[k] for k in results if k[1] == name]
        if pairs or uncovered[name]:
            print("  %-20s %d/%d labels match; %d labels not covered by its cmap (%s)" % (
                name, sum(d is None for d in pairs), len(pairs), uncovered[name], os.path.basename(FONTS[name][0])))
    uncompared = [i for i in range(len(rows)) if i not in by_row]
    for i in uncompared:
        print("not compared (no font covers it): %r" % rows[i][1])
    total_ok = sum(word_ok.values())
    share = total_ok / len(rows) if rows else 0.0
    shown = 0
    for (i, name), diff in sorted(results.items()):
        if diff is not None and shown < args.show:
            shown += 1
            print("mismatch [%s] %s %r: %s" % (rows[i][0], name, rows[i][1], diff))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(records, f, ensure_ascii=False, indent=1)
    print("overall: %d of %d labels match HarfBuzz in every font (%.1f%%); minimum %.1f%%" % (
        total_ok, len(rows), 100.0 * share, 100.0 * args.min_share))
    return 0 if share >= args.min_share else 1


if __name__ == "__main__":
    sys.exit(main())
