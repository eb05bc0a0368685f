#!/usr/bin/env python3
"""Writes the character tables of the syllabic shapers (issue 46) from Unicode's
Indic data, which Debian's unicode-data package installs in /usr/share/unicode:

  indic  Sources/TrueType/Layout/Syllabic/SyllabicCharacterTable.swift: the category and
         the position in a syllable of each character the Indic, Khmer and
         Myanmar shapers read (IndicSyllabicCategory.txt,
         IndicPositionalCategory.txt, Blocks.txt), with the changes HarfBuzz's
         Indic table makes to Unicode's values (documented below), so the
         syllables and reordering come out as HarfBuzz's do;
  use    Sources/TrueType/Layout/Syllabic/UniversalCharacterTable.swift: the Universal
         Shaping Engine category (Microsoft's USE specification) of each
         character of the scripts shaped by it here (Sinhala) and of the common
         and inherited characters that sit among their letters (digits,
         punctuation, joiners, combining marks), derived from the same files
         plus UnicodeData.txt, DerivedCoreProperties.txt, ArabicShaping.txt and
         Scripts.txt by the specification's rules.

The category and position names are the cases of SyllabicCategory,
SyllabicPosition and UniversalCategory in Swift, in the same order (their raw
values); a test checks characters of each against the tables.

Usage:
    python3 Tools/unicode/gen-syllabic-tables.py indic > Sources/TrueType/Layout/Syllabic/SyllabicCharacterTable.swift
    python3 Tools/unicode/gen-syllabic-tables.py use > Sources/TrueType/Layout/Syllabic/UniversalCharacterTable.swift
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ucd import code_range, data_lines  # noqa: E402  (Tools/unicode/ucd.py, beside this file)

UCD = "/usr/share/unicode/"

# SyllabicCategory's cases in raw-value order. Aliases the grammars use share a
# value: Myanmar's independent vowel (IV) is V, its dot below (DB) is N, its
# generic base (GB) is PLACEHOLDER, and a Vedic sign (VD) is A.
CATEGORIES = [
    "X", "C", "V", "N", "H", "ZWNJ", "ZWJ", "M", "SM", "A", "PLACEHOLDER", "DOTTEDCIRCLE", "RS", "MPst",
    "Repha", "Ra", "CM", "Symbol", "CS", "SMPst",
    "VAbv", "VBlw", "VPre", "VPst", "Robatic", "Xgroup", "Ygroup",
    "As", "MH", "MR", "MW", "MY", "PT", "VS", "ML",
]
ALIASES = {"IV": "V", "DB": "N", "GB": "PLACEHOLDER", "VD": "A"}
# SyllabicPosition's cases in raw-value order (the visual order of a syllable).
POSITIONS = [
    "START", "RA_TO_BECOME_REPH", "PRE_M", "PRE_C", "BASE_C", "AFTER_MAIN", "ABOVE_C", "BEFORE_SUB",
    "BELOW_C", "AFTER_SUB", "BEFORE_POST", "POST_C", "AFTER_POST", "SMVD", "END",
]
# UniversalCategory's cases in raw-value order.
USE_CATEGORIES = [
    "O", "B", "N", "GB", "CGJ", "SUB", "H", "HN", "ZWNJ", "WJ", "R", "CS", "IS", "Sk", "G", "J", "SB",
    "SE", "HVM", "HM", "HR", "RK", "FAbv", "FBlw", "FPst", "MAbv", "MBlw", "MPst", "MPre", "CMAbv",
    "CMBlw", "VAbv", "VBlw", "VPst", "VPre", "VMAbv", "VMBlw", "VMPst", "VMPre", "SMAbv", "SMBlw",
    "FMAbv", "FMBlw", "FMPst",
]


def read_property(name, field=1):
    """{code point: value} of a UCD property file, and its version."""
    rows, version = data_lines(UCD + name)
    values = {}
    for fields in rows:
        for cp in code_range(fields[0]):
            values[cp] = fields[field]
    return values, version or "unknown"


def general_categories():
    out = {}
    with open(UCD + "UnicodeData.txt", encoding="utf-8") as f:
        previous = None
        for line in f:
            fields = line.split(";")
            cp, name, gc = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", Last>") and previous is not None:
                for c in range(previous + 1, cp):
                    out[c] = gc
            out[cp] = gc
            previous = cp
    return out


# ---------------------------------------------------------------- Indic, Khmer, Myanmar

# Blocks whose characters the Indic, Khmer and Myanmar shapers classify (others are X).
INDIC_BLOCKS = {
    "Basic Latin", "Latin-1 Supplement", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil",
    "Telugu", "Kannada", "Malayalam", "Myanmar", "Khmer", "Vedic Extensions", "General Punctuation",
    "Superscripts and Subscripts", "Devanagari Extended", "Myanmar Extended-A", "Myanmar Extended-B",
    "Myanmar Extended-C",
}
INDIC_SINGLES = {0x00A0, 0x25CC}

SYLLABIC_TO_CATEGORY = {
    "Other": "X", "Avagraha": "Symbol", "Bindu": "SM", "Brahmi_Joining_Number": "PLACEHOLDER",
    "Cantillation_Mark": "A", "Consonant": "C", "Consonant_Dead": "C", "Consonant_Final": "CM",
    "Consonant_Head_Letter": "C", "Consonant_Initial_Postfixed": "C", "Consonant_Killer": "M",
    "Consonant_Medial": "CM", "Consonant_Placeholder": "PLACEHOLDER", "Consonant_Preceding_Repha": "Repha",
    "Consonant_Prefixed": "X", "Consonant_Subjoined": "CM", "Consonant_Succeeding_Repha": "CM",
    "Consonant_With_Stacker": "CS", "Gemination_Mark": "SM", "Invisible_Stacker": "H", "Joiner": "ZWJ",
    "Modifying_Letter": "X", "Non_Joiner": "ZWNJ", "Nukta": "N", "Number": "PLACEHOLDER",
    "Number_Joiner": "PLACEHOLDER", "Pure_Killer": "M", "Register_Shifter": "RS", "Syllable_Modifier": "SM",
    "Tone_Letter": "X", "Tone_Mark": "N", "Virama": "H", "Visarga": "SM", "Vowel": "V",
    "Vowel_Dependent": "M", "Vowel_Independent": "V",
}
PLACEMENT_TO_POSITION = {
    "Not_Applicable": "END", "Left": "PRE_C", "Top": "ABOVE_C", "Bottom": "BELOW_C", "Right": "POST_C",
    # A split or multi-part sign takes the position of its last part.
    "Bottom_And_Right": "POST_C", "Left_And_Right": "POST_C", "Top_And_Bottom": "BELOW_C",
    "Top_And_Bottom_And_Left": "BELOW_C", "Top_And_Bottom_And_Right": "POST_C", "Top_And_Left": "ABOVE_C",
    "Top_And_Left_And_Right": "POST_C", "Top_And_Right": "POST_C", "Overstruck": "AFTER_MAIN",
    "Visual_order_left": "PRE_M",
}


def indic_category_changes():
    """HarfBuzz's changes to Unicode's syllabic categories (hb-ot-shaper-indic-table):
    the variation selectors and the placeholders of the Myanmar specification, each
    script's Ra, signs that act like bindus, consonants or tone marks, the Khmer
    and Myanmar groupings of their specifications, and dotted circle."""
    changes = {cp: "VS" for cp in range(0xFE00, 0xFE10)}
    changes.update({cp: "PLACEHOLDER" for cp in (0x2015, 0x2022, 0x25FB, 0x25FC, 0x25FD, 0x25FE)})
    changes.update({cp: "Ra" for cp in (0x0930, 0x09B0, 0x09F0, 0x0A30, 0x0AB0, 0x0B30, 0x0BB0, 0x0C30,
                                         0x0CB0, 0x0D30)})
    changes.update({0x0953: "SM", 0x0954: "SM", 0x0A40: "MPst", 0x0A72: "C", 0x0A73: "C", 0x0A51: "M",
                    0x0AFB: "N", 0x0B55: "N", 0x09FC: "PLACEHOLDER", 0x0C80: "PLACEHOLDER",
                    0x0D04: "PLACEHOLDER", 0x25CC: "DOTTEDCIRCLE", 0x1CED: "A"})
    changes.update({cp: "A" for cp in range(0x1CE2, 0x1CE9)})
    changes.update({cp: "Symbol" for cp in list(range(0xA8F2, 0xA8F8)) + list(range(0x1CE9, 0x1CED))
                    + list(range(0x1CEE, 0x1CF2))})
    # Grantha signs Tamil also uses (ScriptExtensions.txt).
    changes.update({0x11301: "SM", 0x11302: "SM", 0x11303: "SM", 0x1133B: "N", 0x1133C: "N"})
    # Khmer.
    changes.update({0x179A: "Ra", 0x17CC: "Robatic", 0x17C9: "Robatic", 0x17CA: "Robatic", 0x17D9: "PLACEHOLDER"})
    changes.update({cp: "Xgroup" for cp in (0x17C6, 0x17CB, 0x17CD, 0x17CE, 0x17CF, 0x17D0, 0x17D1)})
    changes.update({cp: "Ygroup" for cp in (0x17C7, 0x17C8, 0x17DD, 0x17D3)})
    # Myanmar.
    changes.update({0x104E: "C", 0x1004: "Ra", 0x101B: "Ra", 0x105A: "Ra", 0x1032: "A", 0x1036: "A",
                    0x103A: "As", 0x103E: "MH", 0x1060: "ML", 0x103C: "MR", 0x103D: "MW", 0x1082: "MW",
                    0x103B: "MY", 0x105E: "MY", 0x105F: "MY", 0x104A: "PLACEHOLDER"})
    changes.update({cp: "PT" for cp in (0x1063, 0x1064, 0x1069, 0x106A, 0x106B, 0x106C, 0x106D, 0xAA7B)})
    changes.update({cp: "SM" for cp in (0x1038, 0x1087, 0x1088, 0x1089, 0x108A, 0x108B, 0x108C, 0x108D,
                                         0x108F, 0x109A, 0x109B, 0x109C)})
    return changes


# Where each script's dependent vowels sit in a syllable, by their placement
# (the Microsoft script specifications' matra positions, as HarfBuzz sets them).
def matra_position(cp, placement, block):
    if placement == "PRE_C":
        return "PRE_M"
    if placement == "POST_C":
        return {"Devanagari": "AFTER_SUB", "Bengali": "AFTER_POST", "Gurmukhi": "AFTER_POST",
                "Gujarati": "AFTER_POST", "Oriya": "AFTER_POST", "Tamil": "AFTER_POST",
                "Telugu": "BEFORE_SUB" if cp <= 0x0C42 else "AFTER_SUB",
                "Kannada": "BEFORE_SUB" if cp < 0x0CC3 or cp > 0x0CD6 else "AFTER_SUB",
                "Malayalam": "AFTER_POST"}.get(block, "AFTER_SUB")
    if placement == "ABOVE_C":
        return {"Gurmukhi": "AFTER_POST", "Oriya": "AFTER_MAIN", "Telugu": "BEFORE_SUB",
                "Kannada": "BEFORE_SUB"}.get(block, "AFTER_SUB")
    if placement == "BELOW_C":
        return {"Gurmukhi": "AFTER_POST", "Gujarati": "AFTER_POST", "Tamil": "AFTER_POST",
                "Telugu": "BEFORE_SUB", "Kannada": "BEFORE_SUB", "Malayalam": "AFTER_POST"}.get(block, "AFTER_SUB")
    raise ValueError("matra U+%04X has placement %s" % (cp, placement))


def indic_table():
    syllabic, v1 = read_property("IndicSyllabicCategory.txt")
    placement, v2 = read_property("IndicPositionalCategory.txt")
    blocks, _ = read_property("Blocks.txt")
    # Block ranges: Blocks.txt lists every code point of a block.
    data = {}
    for cp in set(syllabic) | set(placement):
        block = blocks.get(cp, "No_Block")
        if block not in INDIC_BLOCKS and cp not in INDIC_SINGLES:
            continue
        category = SYLLABIC_TO_CATEGORY[syllabic.get(cp, "Other")]
        position = PLACEMENT_TO_POSITION[placement.get(cp, "Not_Applicable")]
        if category == "SM" and position == "END":
            category = "SMPst"
        data[cp] = [category, position, block]
    for cp, category in indic_category_changes().items():
        entry = data.setdefault(cp, ["X", "END", blocks.get(cp, "No_Block")])
        entry[0] = category
    for cp, entry in data.items():
        category, position, block = entry
        if category not in ("CM", "SM", "RS", "H", "M", "MPst"):
            position = "END"
        if category in ("C", "CS", "Ra", "CM", "V", "PLACEHOLDER", "DOTTEDCIRCLE"):
            position = "BASE_C"
        elif category in ("M", "MPst"):
            if block.startswith("Khmer") or block.startswith("Myanmar"):
                category = {"PRE_C": "VPre", "ABOVE_C": "VAbv", "BELOW_C": "VBlw", "POST_C": "VPst"}[position]
            else:
                position = matra_position(cp, position, block)
        elif category in ("SM", "SMPst", "A", "Symbol"):
            position = "SMVD"
        entry[0], entry[1] = category, position
    data[0x0A51][1] = "BELOW_C"     # Gurmukhi udaat sits below.
    data[0x0B01][1] = "BEFORE_SUB"  # Oriya candrabindu, as the Oriya specification places it.
    values = {cp: POSITIONS.index(pos) << 6 | CATEGORIES.index(ALIASES.get(cat, cat))
              for cp, (cat, pos, _) in data.items()}
    default = POSITIONS.index("END") << 6 | CATEGORIES.index("X")
    return values, default, 10, "%s / %s" % (v1, v2)


# ---------------------------------------------------------------- Universal Shaping Engine

# Scripts the Universal Shaping Engine shapes here; with them, the Common and
# Inherited characters that occur inside their runs.
USE_SCRIPTS = {"Sinhala", "Common", "Inherited"}


def use_category(cp, isc, ipc, ajt, ignorable, gc):
    """The USE category of one character, by the specification's derivation
    from Indic_Syllabic_Category, Indic_Positional_Category, the joining type,
    Default_Ignorable_Code_Point and the general category (with HarfBuzz's
    choices where the specification is silent)."""
    if cp == 0x25CC:
        return "B"      # Microsoft's additions: dotted circle clusters as a generic base.
    if 0x1CE2 <= cp <= 0x1CE8:
        isc = "Cantillation_Mark"
    if cp == 0x1CED:
        isc = "Tone_Mark"
    if cp in (0x1CF8, 0x1CF9):
        ipc = "Top"     # Microsoft's additions: Vedic rings above.
    joining = ajt in ("C", "D", "L", "R")
    base = (isc in ("Number", "Consonant", "Consonant_Head_Letter", "Tone_Letter", "Vowel_Independent")
            or (joining and isc != "Joiner")
            or (gc == "Lo" and isc in ("Avagraha", "Bindu", "Consonant_Final", "Consonant_Medial",
                                       "Consonant_Subjoined", "Vowel", "Vowel_Dependent")))
    cgj = isc == "Joiner" or (ignorable and gc in ("Mc", "Me", "Mn"))
    other_base = isc == "Consonant_Placeholder" or cp in (0x2015, 0x2022, 0x25FB, 0x25FC, 0x25FD, 0x25FE)
    word_joiner = ((ignorable and cp not in (0x115F, 0x1160, 0x3164, 0xFFA0, 0x1BCA0, 0x1BCA1, 0x1BCA2, 0x1BCA3)
                    and isc == "Other" and not cgj) or gc == "Cn")
    kinds = []
    if base: kinds.append("B")
    if isc == "Brahmi_Joining_Number": kinds.append("N")
    if other_base: kinds.append("GB")
    if cgj: kinds.append("CGJ")
    if (isc == "Consonant_Final" and gc != "Lo") or isc == "Consonant_Succeeding_Repha": kinds.append("F")
    if isc == "Syllable_Modifier": kinds.append("FM")
    if (isc == "Consonant_Medial" and gc != "Lo") or isc == "Consonant_Initial_Postfixed": kinds.append("M")
    if isc in ("Nukta", "Gemination_Mark", "Consonant_Killer"): kinds.append("CM")
    if isc == "Consonant_Subjoined" and gc != "Lo": kinds.append("SUB")
    if isc == "Consonant_With_Stacker": kinds.append("CS")
    if isc == "Virama" and cp != 0x0DCA: kinds.append("H")
    if cp == 0x0DCA: kinds.append("HVM")   # Sinhala al-lakuna: a halant or a vowel modifier.
    if isc == "Number_Joiner": kinds.append("HN")
    if isc == "Invisible_Stacker" and cp != 0x1A60: kinds.append("IS")
    if cp == 0x1A60: kinds.append("Sk")
    if isc == "Non_Joiner": kinds.append("ZWNJ")
    if isc == "Reordering_Killer": kinds.append("RK")
    if isc in ("Consonant_Preceding_Repha", "Consonant_Prefixed"): kinds.append("R")
    if isc == "Symbol_Modifier": kinds.append("SM")
    if isc == "Pure_Killer" or (gc != "Lo" and isc in ("Vowel", "Vowel_Dependent")): kinds.append("V")
    if isc in ("Tone_Mark", "Cantillation_Mark", "Register_Shifter", "Visarga") or (gc != "Lo" and isc == "Bindu"):
        kinds.append("VM")
    if word_joiner: kinds.append("WJ")
    if isc.startswith("Hieroglyph"):
        kinds.append("G")   # Not among the scripts shaped here.
    if not kinds and (gc == "Po" or isc in ("Consonant_Dead", "Joiner", "Modifying_Letter", "Other")):
        kinds.append("O")
    if len(kinds) != 1:
        raise ValueError("U+%04X: USE categories %s (%s %s %s)" % (cp, kinds, isc, ipc, gc))
    kind = kinds[0]
    places = {
        "F": {"Abv": ["Top"], "Blw": ["Bottom"], "Pst": ["Right"]},
        "M": {"Abv": ["Top"], "Blw": ["Bottom", "Bottom_And_Left", "Bottom_And_Right"], "Pst": ["Right"],
              "Pre": ["Left", "Top_And_Bottom_And_Left"]},
        "CM": {"Abv": ["Top"], "Blw": ["Bottom", "Overstruck"]},
        "V": {"Abv": ["Top", "Top_And_Bottom", "Top_And_Bottom_And_Right", "Top_And_Right"],
              "Blw": ["Bottom", "Overstruck", "Bottom_And_Right"], "Pst": ["Right"],
              "Pre": ["Left", "Top_And_Left", "Top_And_Left_And_Right", "Left_And_Right"]},
        "VM": {"Abv": ["Top"], "Blw": ["Bottom", "Overstruck"], "Pst": ["Right"], "Pre": ["Left"]},
        "SM": {"Abv": ["Top"], "Blw": ["Bottom"]},
        "FM": {"Abv": ["Top"], "Blw": ["Bottom"], "Pst": ["Not_Applicable"]},
    }.get(kind)
    if places:
        found = [suffix for suffix, where in places.items() if ipc in where]
        if len(found) != 1:
            raise ValueError("U+%04X: %s has placement %s" % (cp, kind, ipc))
        kind += found[0]
    return kind


def use_table():
    syllabic, v1 = read_property("IndicSyllabicCategory.txt")
    placement, v2 = read_property("IndicPositionalCategory.txt")
    joining, _ = read_property("ArabicShaping.txt", field=2)
    core, _ = read_property("DerivedCoreProperties.txt")
    scripts, _ = read_property("Scripts.txt")
    gcs = general_categories()
    ignorable = {cp for cp, v in core.items() if v == "Default_Ignorable_Code_Point"}
    values = {}
    for cp, script in scripts.items():
        if script not in USE_SCRIPTS:
            continue
        kind = use_category(cp, syllabic.get(cp, "Other"), placement.get(cp, "Not_Applicable"),
                            joining.get(cp, "X"), cp in ignorable, gcs.get(cp, "Cn"))
        values[cp] = USE_CATEGORIES.index(kind)
    # Unassigned code points of the Sinhala block are WJ (reserved), as HarfBuzz reads them.
    for cp in range(0x0D80, 0x0E00):
        if cp not in scripts:
            values[cp] = USE_CATEGORIES.index("WJ")
    return values, 0, 6, "%s / %s" % (v1, v2)


def ranges(values, default):
    """Entries `start << bits | value`, each holding up to the next entry's start."""
    out, previous = [], None
    for cp in range(0, max(values) + 2):
        v = values.get(cp, default)
        if v != previous:
            out.append((cp, v))
            previous = v
    return out


def write(name, type_name, doc, values, default, bits, version):
    out = sys.stdout
    out.write("// Generated by Tools/unicode/gen-syllabic-tables.py %s from Unicode's\n" % name)
    out.write("// IndicSyllabicCategory.txt / IndicPositionalCategory.txt %s. Do not edit.\n\n" % version)
    out.write("extension %s {\n" % type_name)
    out.write("    /// The Unicode version of IndicSyllabicCategory.txt / IndicPositionalCategory.txt.\n")
    out.write("    static let unicodeVersion = \"%s\"\n\n" % version)
    for line in doc:
        out.write("    /// %s\n" % line)
    out.write("    static let table: [UInt32] = [\n")
    entries = [cp << bits | v for cp, v in ranges(values, default)]
    for i in range(0, len(entries), 8):
        out.write("        " + ", ".join("0x%X" % e for e in entries[i:i + 8]) + ",\n")
    out.write("    ]\n}\n")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "indic":
        values, default, bits, version = indic_table()
        write(mode, "SyllabicCharacter",
              ["The table: each entry is `start << 10 | position << 6 | category`",
               "(``SyllabicPosition`` and ``SyllabicCategory`` raw values), holding up to the",
               "next entry's start."], values, default, bits, version)
    elif mode == "use":
        values, default, bits, version = use_table()
        write(mode, "UniversalCategory",
              ["The table: each entry is `start << 6 | category` (a raw value), holding",
               "up to the next entry's start; characters past it are ``O``."], values, default, bits, version)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
