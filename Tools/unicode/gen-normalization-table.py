#!/usr/bin/env python3
"""Writes Sources/TrueType/Text/NormalizationTable.swift from the Unicode
Character Database that Debian's unicode-data package installs in
/usr/share/unicode: what canonical normalization (NFD, NFC; UAX #15) needs.

  combining classes    Canonical_Combining_Class of UnicodeData.txt, as ranges
  decompositions       every canonical one-step decomposition of UnicodeData.txt
                       (one or two scalars; Hangul syllables are algorithmic)
                       with a flag on those that compose back: two-scalar
                       decompositions less the full composition exclusions
                       (CompositionExclusions.txt, singletons, non-starter
                       decompositions), checked against
                       DerivedNormalizationProps.txt's Full_Composition_Exclusion

Usage: python3 Tools/unicode/gen-normalization-table.py [--ucd /usr/share/unicode] [--out FILE]
"""
import argparse
import os

from ucd import code_points, data_lines, ranges, write_header, write_table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def unicode_data(path):
    """Combining class and canonical decomposition of every code point UnicodeData.txt lists."""
    ccc, decompositions = {}, {}
    first = None
    for fields in data_lines(path)[0]:
        cp = int(fields[0], 16)
        if fields[1].endswith(", First>"):
            first = cp
            continue
        if int(fields[3]):
            for c in (range(first, cp + 1) if fields[1].endswith(", Last>") else [cp]):
                ccc[c] = int(fields[3])
        mapping = fields[5].split()
        if mapping and not mapping[0].startswith("<"):
            assert len(mapping) <= 2, fields
            decompositions[cp] = [int(x, 16) for x in mapping]
    return ccc, decompositions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--out", default=os.path.join(ROOT, "Sources", "TrueType", "Text",
                                                      "NormalizationTable.swift"))
    args = parser.parse_args()
    ccc, decompositions = unicode_data(os.path.join(args.ucd, "UnicodeData.txt"))
    exclusions_path = os.path.join(args.ucd, "CompositionExclusions.txt")
    version = data_lines(exclusions_path)[1]

    # Full composition exclusion: listed, singletons, and non-starter decompositions.
    full = code_points(exclusions_path)
    for cp, mapping in decompositions.items():
        if len(mapping) == 1 or ccc.get(cp, 0) or ccc.get(mapping[0], 0):
            full.add(cp)
    derived = code_points(os.path.join(args.ucd, "DerivedNormalizationProps.txt"), "Full_Composition_Exclusion")
    assert full == derived, sorted(full ^ derived)[:10]
    classes = ranges(lambda cp: ccc.get(cp, 0))
    pieces = [(cp not in full) << 63 | cp << 42 | m[0] << 21 | (m[1] if len(m) > 1 else 0)
              for cp, m in sorted(decompositions.items())]
    compositions = sum(1 for x in pieces if x >> 63)

    with open(args.out, "w", encoding="utf-8") as out:
        write_header(out, "gen-normalization-table.py", version, "UnicodeData.txt, CompositionExclusions.txt",
                     "Normalization", "The Unicode version the tables come from.", "public ")
        write_table(out, ["Canonical combining classes: each entry is `start << 8 | class`, where",
                          "the class holds from `start` up to the next entry's start."],
                    "combiningClasses: [UInt32]", [cp << 8 | v for cp, v in classes], 8)
        out.write("\n")
        write_table(out, ["Canonical one-step decompositions, sorted by scalar:",
                          "`composes << 63 | scalar << 42 | first << 21 | second`, where `second` is 0",
                          "for a singleton and `composes` is 1 for a primary composite (one that",
                          "canonical composition gives back)."], "decompositions: [UInt64]", pieces, 5)
        out.write("}\n")
    print("%d combining class ranges, %d decompositions, %d compositions (Unicode %s)"
          % (len(classes), len(decompositions), compositions, version))


if __name__ == "__main__":
    main()
