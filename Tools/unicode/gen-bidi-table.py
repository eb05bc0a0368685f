#!/usr/bin/env python3
"""Writes the bidi tables of Sources/TrueType/Text from the Unicode Character
Database that Debian's unicode-data package installs in /usr/share/unicode:

  BidiClassTable.swift    the bidi class of every code point as compact ranges
                          (extracted/DerivedBidiClass.txt: its @missing lines
                          give the defaults of unassigned code points)
  BidiBracketTable.swift  the paired brackets (BidiBrackets.txt), with the
                          canonical equivalents UnicodeData.txt gives them, and
                          the mirrored glyphs (BidiMirroring.txt)

Usage: python3 Tools/unicode/gen-bidi-table.py [--ucd /usr/share/unicode] [--out Sources/TrueType/Text]
"""
import argparse
import os
import re

from ucd import code_range, data_lines, ranges, write_header, write_table

# The order is the BidiClass enum's raw values in Swift.
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
LONG_NAMES = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Terminator": "ET",
    "Boundary_Neutral": "BN",
}
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = "gen-bidi-table.py"


def bidi_classes(ucd):
    path = os.path.join(ucd, "extracted", "DerivedBidiClass.txt")
    classes = bytearray(0x110000)  # 0 is L
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
            if m:
                for cp in code_range(m.group(1)):
                    classes[cp] = CLASSES.index(LONG_NAMES[m.group(2)])
    rows, version = data_lines(path)
    for fields in rows:
        for cp in code_range(fields[0]):
            classes[cp] = CLASSES.index(fields[1])
    return classes, version


def canonical_singletons(ucd):
    """Code points whose canonical decomposition is one other code point."""
    singles = {}
    for fields in data_lines(os.path.join(ucd, "UnicodeData.txt"))[0]:
        mapping = fields[5].split()
        if len(mapping) == 1 and not mapping[0].startswith("<"):
            singles[int(fields[0], 16)] = int(mapping[0], 16)
    return singles


def write_classes(out_dir, classes, version):
    runs = ranges(lambda cp: classes[cp])
    with open(os.path.join(out_dir, "BidiClassTable.swift"), "w", encoding="utf-8") as out:
        write_header(out, SCRIPT, version, "extracted/DerivedBidiClass.txt", "BidiClass",
                     "The Unicode version the bidi classes come from.")
        write_table(out, ["The bidi class table: each entry is `start << 5 | class`, where the",
                          "class holds from `start` up to the next entry's start."],
                    "table: [UInt32]", [cp << 5 | c for cp, c in runs], 8)
        out.write("}\n")
    return len(runs)


def write_brackets(out_dir, ucd, classes):
    rows, version = data_lines(os.path.join(ucd, "BidiBrackets.txt"))
    singles = canonical_singletons(ucd)
    brackets = []
    for fields in rows:
        cp, pair, kind = int(fields[0], 16), int(fields[1], 16), fields[2]
        assert kind in ("o", "c") and CLASSES[classes[cp]] == "ON", fields
        opening = cp if kind == "o" else pair
        # Canonically equivalent brackets match each other (BD16).
        opening = singles.get(opening, opening)
        brackets.append(cp << 22 | opening << 1 | int(kind == "o"))
    mrows, mversion = data_lines(os.path.join(ucd, "BidiMirroring.txt"))
    mirrors = [int(fields[0], 16) << 21 | int(fields[1], 16) for fields in mrows]
    assert version == mversion
    with open(os.path.join(out_dir, "BidiBracketTable.swift"), "w", encoding="utf-8") as out:
        write_header(out, SCRIPT, version, "BidiBrackets.txt, BidiMirroring.txt", "BidiParagraph")
        write_table(out, ["The paired brackets, sorted: `scalar << 22 | opening << 1 | isOpening`,",
                          "where `opening` is the opening bracket of the pair (canonical",
                          "equivalents share one), which identifies the pair."],
                    "brackets: [UInt64]", sorted(brackets), 6)
        out.write("\n")
        write_table(out, ["The Bidi_Mirroring_Glyph pairs, sorted: `scalar << 21 | mirror`."],
                    "mirrors: [UInt64]", sorted(mirrors), 6)
        out.write("}\n")
    return len(brackets), len(mirrors)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--out", default=os.path.join(ROOT, "Sources", "TrueType", "Text"))
    args = parser.parse_args()
    classes, version = bidi_classes(args.ucd)
    count = write_classes(args.out, classes, version)
    brackets, mirrors = write_brackets(args.out, args.ucd, classes)
    print("%d class ranges, %d brackets, %d mirrors (Unicode %s)" % (count, brackets, mirrors, version))


if __name__ == "__main__":
    main()
