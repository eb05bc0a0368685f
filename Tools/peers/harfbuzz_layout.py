"""The HarfBuzz side of Tools/peers/harfbuzz_shaping.py: a label laid out as an
application using HarfBuzz does (libraqm): bidi levels from python-bidi, runs of
one level, script (and font, for a fallback chain) in visual order, each run
shaped by HarfBuzz in its direction with the whole label as context. Nothing
here uses our code.
"""
import re
import unicodedata

import bidi
import uharfbuzz as hb
from bidi.mirror import MIRRORED
from fontTools import unicodedata as fontunicode
from fontTools.ttLib import TTFont


# ---------------------------------------------------------------- bidi (python-bidi)

def bidi_info(text):
    """Per-character levels and original bidi classes from python-bidi's debug
    dump (it reports them per UTF-8 byte: a character takes its first byte's)."""
    dump = bidi.get_display(text, debug=True)
    classes_part = re.search(r"original_classes: \[(.*?)\]", dump, re.S).group(1)
    levels_part = re.search(r"levels: \[(.*?)\n    \]", dump, re.S).group(1)
    byte_classes = re.findall(r"([A-Z]+),", classes_part)
    byte_levels = [int(x) for x in re.findall(r"Level\(\s*(\d+),\s*\)", levels_part)]
    size = len(text.encode("utf-8"))
    if len(byte_classes) != size or len(byte_levels) != size:
        raise RuntimeError("python-bidi debug output not understood for %r" % text)
    levels, classes, offset = [], [], 0
    for ch in text:
        levels.append(byte_levels[offset])
        classes.append(byte_classes[offset])
        offset += len(ch.encode("utf-8"))
    return levels, classes


def visual_runs(text, fonts=None):
    """Runs (start, end, level, script, font) of one level, script and font
    (`fonts`: a font index per character; all 0 without it), in visual order."""
    fonts = fonts or [0] * len(text)
    levels, classes = bidi_info(text)
    base = bidi.get_base_level(text)
    # L1: whitespace and isolates at the end of the line go to the paragraph level.
    i = len(text)
    while i > 0 and classes[i - 1] in ("WS", "FSI", "LRI", "RLI", "PDI", "BN", "LRE", "RLE",
                                         "LRO", "RLO", "PDF"):
        i -= 1
        levels[i] = base
    scripts = itemize_scripts(text)
    runs = []
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or levels[i] != levels[start] or scripts[i] != scripts[start] \
                or fonts[i] != fonts[start]:
            runs.append((start, i, levels[start], scripts[start], fonts[start]))
            start = i
    # L2: from the highest level down to the lowest odd one, reverse every
    # maximal sequence of runs at that level or above.
    if runs:
        highest = max(r[2] for r in runs)
        lowest_odd = min(r[2] for r in runs if r[2] % 2 == 1) if any(r[2] % 2 for r in runs) else highest + 1
        for level in range(highest, lowest_odd - 1, -1):
            i = 0
            while i < len(runs):
                if runs[i][2] >= level:
                    j = i
                    while j < len(runs) and runs[j][2] >= level:
                        j += 1
                    runs[i:j] = runs[i:j][::-1]
                    i = j
                else:
                    i += 1
    return runs


def itemize_scripts(text):
    """ISO 15924 script per character; Common (Zyyy) and Inherited (Zinh) take
    the script before them, or the first real script after them at the start."""
    raw = [fontunicode.script(ch) for ch in text]
    out = []
    current = None
    for s in raw:
        if s not in ("Zyyy", "Zinh", "Zzzz"):
            current = s
        out.append(current)
    first = next((s for s in out if s is not None), "Zyyy")
    return [s if s is not None else first for s in out]


def self_check(text, runs):
    """The runs in visual order must spell python-bidi's visual string
    (python-bidi 0.6 reverses right-to-left runs without mirroring brackets;
    HarfBuzz mirrors them when it shapes such a run)."""
    pieces = []
    for start, end, level, *_ in runs:
        chunk = text[start:end]
        pieces.append(chunk[::-1] if level % 2 else chunk)
    visual = "".join(pieces)
    return visual == bidi.get_display(text) or \
        "".join(MIRRORED.get(c, c) for c in visual) == "".join(MIRRORED.get(c, c) for c in bidi.get_display(text))


# ---------------------------------------------------------------- HarfBuzz

# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties.txt): never
# needed from a font's cmap (HarfBuzz hides them, and our chain skips them).
DEFAULT_IGNORABLE = [(0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
                     (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
                     (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
                     (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
                     (0xE0000, 0xE0FFF)]


def ignorable(c):
    return any(lo <= ord(c) <= hi for lo, hi in DEFAULT_IGNORABLE)


def split_face(spec):
    """"path#N" names face N of a collection (as shape-dump reads it); else face 0."""
    path, _, index = spec.rpartition("#")
    if path and index.isdigit():
        return path, int(index)
    return spec, 0


class HBFont:
    def __init__(self, spec):
        path, index = split_face(spec)
        blob = hb.Blob.from_file_path(path)
        self.face = hb.Face(blob, index)
        self.font = hb.Font(self.face)
        self.upem = self.face.upem
        tt = TTFont(path, lazy=True, fontNumber=index)
        self.cmap = tt.getBestCmap()
        self.names = tt.getGlyphOrder()

    def covers(self, text):
        return all(ord(c) in self.cmap or ignorable(c) for c in text)

    def maps(self, cluster):
        """True when the cmap has every character of a cluster (default
        ignorables aside), or of its NFC form."""
        def mapped(chars):
            return all(ord(c) in self.cmap or ignorable(c) for c in chars)
        return mapped(cluster) or mapped(unicodedata.normalize("NFC", cluster))

    def name(self, gid, font=0):
        return self.names[gid] if 0 <= gid < len(self.names) else "#%d" % gid

    def shape(self, text, runs, members=None):
        """[(gid, x, y, cluster, font)] in visual order and the total advance,
        in font units of the first font; clusters (character offsets) are
        unique across runs. `members`: the fonts of a chain, by run font index."""
        members = members or [self]
        codepoints = [ord(c) for c in text]
        glyphs, pen = [], 0
        for start, end, level, script, index in runs:
            member = members[index]
            unit = self.upem / member.upem
            buf = hb.Buffer()
            buf.add_codepoints(codepoints, start, end - start)
            buf.direction = "rtl" if level % 2 else "ltr"
            if script not in (None, "Zyyy", "Zinh", "Zzzz"):
                buf.script = script
            buf.flags = hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
            hb.shape(member.font, buf, {})
            for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
                glyphs.append((info.codepoint, pen + pos.x_offset * unit, pos.y_offset * unit, info.cluster, index))
                pen += pos.x_advance * unit
        return glyphs, pen


class ChainFonts:
    """A fallback chain on HarfBuzz's side, as issue 18 defines one: each
    character cluster (a character and the marks, joiners and variation
    selectors after it) is drawn by the first font whose cmap has all of it
    (or all of its NFC form), else by the first font (its .notdef)."""

    def __init__(self, specs):
        self.members = [HBFont(spec) for spec in specs]
        self.upem = self.members[0].upem

    def covers(self, text):
        return True

    def name(self, gid, font=0):
        return "%d/%s" % (font, self.members[font].name(gid))

    def fonts_of(self, text):
        out = []
        start = 0
        for i in range(1, len(text) + 1):
            if i < len(text) and (unicodedata.category(text[i]).startswith("M") or text[i] == "\u200d"
                                  or text[i - 1] == "\u200d" or 0xFE00 <= ord(text[i]) <= 0xFE0F):
                continue
            cluster = text[start:i]
            index = next((k for k, m in enumerate(self.members) if m.maps(cluster)), 0)
            out += [index] * len(cluster)
            start = i
        return out

    def shape(self, text, runs):
        return self.members[0].shape(text, runs, self.members)
