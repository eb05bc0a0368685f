#!/usr/bin/env python3
"""Writes Tools/peers/shaping-words.tsv, the word list of the HarfBuzz shaping
peer (Tools/peers/harfbuzz_shaping.py), from real word lists: nothing here is
typed in by hand, and no word is chosen by how either shaper handles it.

Each category is a fixed-seed random sample of the words of one source that
pass a plain filter (the letters a category is about; 2 to 16 characters;
letters and marks only for dictionary words). Sources:

  Debian wamerican, wfrench, wngerman   /usr/share/dict/{american-english,french,ngerman}
  Debian hunspell-vi, -el, -ru, -uk, -he, -ar   /usr/share/hunspell/*.dic (stems, flags cut)
  Debian sword-dict-strongs-hebrew   Strong's Hebrew dictionary (public domain): its
      headwords carry dagesh and shin/sin dots
  CLDR through Babel (PyPI babel)   Yiddish month, day and language names (Hebrew
      script with vowel points: patah, qamats, hiriq, rafe); Arabic and Hebrew dates,
      units and prices, with European and Arabic-Indic digits inside right-to-left text
      (as Babel formats them, bidi marks included; "arab" digits substituted as CLDR says)

Decomposed categories are the NFD form of words of the same sources (as text
from a file system or an input method that decomposes arrives).

With --scripts it writes Tools/peers/shaping-scripts.tsv instead: words of the
Indic scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
Kannada, Malayalam), Sinhala, Khmer, Myanmar, Thai and Lao, each category named
`<script>-<source>-<locale>` (script: its ISO 15924 code in lower case), from

  CLDR through Babel   territory and language names of the locales hi, mr, ne,
      bn, pa, gu, or, ta, te, kn, ml, si, km, my, th, lo (multi-word names kept whole)
  Debian iso-codes     country and language names as its translators wrote them
      (/usr/share/locale/<locale>/LC_MESSAGES/iso_3166-1.mo, iso_639-2.mo)
  wordfreq (PyPI)      frequent words of hi, bn, ta (the locales it has)
  Debian gettext catalogs  words of the GTK, GLib and other user-interface
      translations under /usr/share/locale (one word per label)

Only labels whose letters are all of the category's script (and common
characters: spaces, digits, punctuation, joiners) and whose characters the
script's Noto Sans face maps (the peer's rule) are kept; each source is a
fixed-seed sample of at most --per-source labels.

Usage (needs those Debian packages and babel installed; the .tsv is committed):
    python3 Tools/peers/make-shaping-words.py > Tools/peers/shaping-words.tsv
    python3 Tools/peers/make-shaping-words.py --scale 10 --seed 7 > /tmp/wide.tsv   # a wider run
    python3 Tools/peers/make-shaping-words.py --scripts > Tools/peers/shaping-scripts.tsv
"""
import datetime
import random
import re
import struct
import unicodedata
import zlib

SEED = 18


def read_list(path, encoding="utf-8"):
    with open(path, encoding=encoding) as f:
        return [line.rstrip("\n") for line in f]


def hunspell(name, encoding="utf-8"):
    lines = read_list("/usr/share/hunspell/%s.dic" % name, encoding)
    words = []
    for line in lines[1:]:
        word = line.split("/")[0].split("\t")[0].strip()
        if word:
            words.append(word)
    return words


def strongs_hebrew():
    base = "/usr/share/sword/modules/lexdict/zld/strongshebrew/dict"
    index = open(base + ".zdx", "rb").read()
    data = open(base + ".zdt", "rb").read()
    text = []
    for i in range(len(index) // 8):
        offset, size = struct.unpack("<II", index[i * 8:i * 8 + 8])
        text.append(zlib.decompress(data[offset:offset + size]).decode("utf-8", "replace"))
    return re.findall(r"<orth>([^<]+)</orth>", "".join(text))


def letters_only(word):
    return all(unicodedata.category(c)[0] in "LM" for c in word)


def usable(word):
    return 2 <= len(word) <= 16 and letters_only(word)


SCALE = 1


def sample(words, count, keep, rng):
    pool = sorted(set(w for w in words if usable(w) and keep(w)))
    return rng.sample(pool, min(count * SCALE, len(pool)))


def has_mark(word):
    return any(unicodedata.category(c) == "Mn" for c in word)


def accented_latin(word):
    return any(ord(c) > 0x7F for c in word) and all(ord(c) < 0x250 for c in word)


def arabic_indic(text):
    """CLDR's "arab" numbering system: digits U+0660..U+0669 (Babel applies its
    separators but leaves the digits Latin, where ICU would substitute them)."""
    return "".join(chr(0x660 + ord(c) - 0x30) if "0" <= c <= "9" else c for c in text)


def cldr_rtl_with_digits():
    from babel import dates, numbers, units
    day = datetime.date(2026, 11, 25)
    items = []
    for locale in ["ar", "ar_MA", "ar_LB", "ar_TN", "he"]:
        items.append(dates.format_date(day, "long", locale=locale))
        items.append(dates.format_date(day, "full", locale=locale))
    for locale, system in [("ar", "latn"), ("ar_EG", "arab"), ("ar_SA", "arab"), ("he", "latn")]:
        for value, unit in [(12, "length-kilometer"), (3, "duration-hour"), (25, "mass-kilogram"),
                            (7, "duration-minute")]:
            text = units.format_unit(value, unit, locale=locale, numbering_system=system)
            items.append(arabic_indic(text) if system == "arab" else text)
    for locale, currency, system in [("ar_EG", "EGP", "arab"), ("ar_MA", "MAD", "latn"), ("he", "ILS", "latn")]:
        text = numbers.format_currency(1250, currency, locale=locale, numbering_system=system)
        items.append(arabic_indic(text) if system == "arab" else text)
    # Babel's fallback for a unit a locale lacks is the unit's key in English: left out.
    return [t for t in items if not re.search("[A-Za-z]", t)]


def yiddish_pointed():
    from babel import Locale
    yi = Locale("yi")
    names = list(yi.months["format"]["wide"].values()) + list(yi.days["format"]["wide"].values())
    names += list(yi.languages.values()) + list(yi.territories.values())
    return [n for n in names if has_mark(n) and len(n) <= 16]


# Locales by script (ISO 15924, lower case) for --scripts.
SCRIPT_LOCALES = {
    "deva": ["hi", "mr", "ne"], "beng": ["bn"], "guru": ["pa"], "gujr": ["gu"], "orya": ["or"],
    "taml": ["ta"], "telu": ["te"], "knda": ["kn"], "mlym": ["ml"], "sinh": ["si"], "khmr": ["km"],
    "mymr": ["my"], "thai": ["th"], "laoo": ["lo"],
}


def of_script(label, script):
    """True when every letter and mark of `label` is of `script` (Common and
    Inherited characters such as spaces, digits, danda and joiners aside)
    and it has at least one letter."""
    from fontTools import unicodedata as fontunicode
    own = 0
    for c in label:
        code = fontunicode.script(c)
        if code in ("Zyyy", "Zinh"):
            continue
        if code.lower() != script:
            return False
        own += 1
    return own > 0 and "\t" not in label and "\n" not in label and len(label) <= 40


def gettext_catalog(locale, domain):
    import gettext
    path = "/usr/share/locale/%s/LC_MESSAGES/%s.mo" % (locale, domain)
    try:
        with open(path, "rb") as f:
            catalog = gettext.GNUTranslations(f)._catalog
    except OSError:
        return []
    out = []
    for key, value in catalog.items():
        if key == "" or not isinstance(value, str):
            continue
        out.append(value)
    return out


def ui_words(locale):
    """Single words of the user-interface catalogs of `locale` (not iso-codes)."""
    import glob
    import os
    words = []
    for path in sorted(glob.glob("/usr/share/locale/%s/LC_MESSAGES/*.mo" % locale)):
        domain = os.path.basename(path)[:-3]
        if domain.startswith("iso_"):
            continue
        for text in gettext_catalog(locale, domain):
            for token in re.split(r"[\s_/]+", text):
                # Punctuation and symbols off both ends (Python's \w has no marks, so no regex here).
                while token and unicodedata.category(token[0])[0] in "PSN":
                    token = token[1:]
                while token and unicodedata.category(token[-1])[0] in "PSN":
                    token = token[:-1]
                if token and all(unicodedata.category(c)[0] in "LM" or c in "\u200c\u200d" for c in token):
                    words.append(token)
    return words


NOTO_FACES = {
    "deva": "Devanagari", "beng": "Bengali", "guru": "Gurmukhi", "gujr": "Gujarati", "orya": "Oriya",
    "taml": "Tamil", "telu": "Telugu", "knda": "Kannada", "mlym": "Malayalam", "sinh": "Sinhala",
    "khmr": "Khmer", "mymr": "Myanmar", "thai": "Thai", "laoo": "Lao",
}


def script_rows(per_source, seed):
    from babel import Locale
    from fontTools.ttLib import TTFont
    import wordfreq
    rows = []
    for script, locales in SCRIPT_LOCALES.items():
        # Labels the script's Noto face draws whole (the peer's rule; default ignorables aside).
        cmap = TTFont("/usr/share/fonts/truetype/noto/NotoSans%s-Regular.ttf" % NOTO_FACES[script],
                      lazy=True).getBestCmap()
        drawn = lambda l: all(ord(c) in cmap or unicodedata.category(c) == "Cf" for c in l)
        for locale in locales:
            rng = random.Random("%s-%d" % (locale, seed))
            cldr = Locale.parse(locale)
            names = list(cldr.territories.values()) + list(cldr.languages.values())
            iso = gettext_catalog(locale, "iso_3166-1") + gettext_catalog(locale, "iso_639-2")
            sources = [("cldr", names), ("iso-codes", iso), ("ui", ui_words(locale))]
            if locale in wordfreq.available_languages():
                sources.append(("wordfreq", wordfreq.top_n_list(locale, 5000)))
            for source, labels in sources:
                pool = sorted(set(l.strip() for l in labels if of_script(l.strip(), script) and drawn(l.strip())))
                for label in rng.sample(pool, min(per_source, len(pool))):
                    rows.append(("%s-%s-%s" % (script, source, locale), label))
    return rows


def main():
    global SCALE
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--scale", type=int, default=1, help="sample this many times more words (a wider run)")
    parser.add_argument("--scripts", action="store_true",
                        help="write the word list of the Indic, Sinhala, Khmer and Myanmar scripts instead")
    parser.add_argument("--per-source", type=int, default=250,
                        help="with --scripts: the most labels per source and locale (default 250)")
    parser.add_argument("--only", default="",
                        help="with --scripts: only these scripts (comma-separated ISO 15924 codes such as "
                             "thai,laoo), rows only, to append to the list")
    args = parser.parse_args()
    SCALE = args.scale
    if args.scripts and args.only:
        wanted = args.only.split(",")
        for script in list(SCRIPT_LOCALES):
            if script not in wanted:
                del SCRIPT_LOCALES[script]
        for category, label in script_rows(args.per_source, args.seed):
            print("%s\t%s" % (category, label))
        return
    if args.scripts:
        print("# Word list of Tools/peers/harfbuzz_shaping.py for the Indic, Sinhala, Khmer and Myanmar")
        print("# scripts: category TAB label. Written by Tools/peers/make-shaping-words.py --scripts from")
        print("# CLDR (Babel), Debian iso-codes and gettext catalogs, and wordfreq; see that script.")
        seen = set()
        for category, label in script_rows(args.per_source, args.seed):
            if label not in seen:
                seen.add(label)
                print("%s\t%s" % (category, label))
        return
    rng = random.Random(args.seed)
    rows = []

    def add(category, words):
        for w in words:
            rows.append((category, w))

    english = read_list("/usr/share/dict/american-english")
    french = read_list("/usr/share/dict/french")
    german = read_list("/usr/share/dict/ngerman")
    ligature = lambda w: re.search("ff|fi|fl", w) is not None
    add("latin-ligatures", sample(english, 22, ligature, rng))
    add("latin-ligatures", sample(french, 9, ligature, rng))
    add("latin-ligatures", sample(german, 9, ligature, rng))
    # Three-letter ligatures (ffi, ffl), sampled with a seed of their own so the lists above stay as they were.
    add("latin-ligatures", sample(english, 8, lambda w: "ffi" in w or "ffl" in w, random.Random(args.seed + 1)))
    add("latin-precomposed", sample(french, 20, accented_latin, rng))
    add("latin-precomposed", sample(german, 15, accented_latin, rng))
    decomposable = lambda w: accented_latin(w) and unicodedata.normalize("NFD", w) != w
    add("latin-decomposed", [unicodedata.normalize("NFD", w) for w in sample(french, 18, decomposable, rng)])
    add("latin-decomposed", [unicodedata.normalize("NFD", w) for w in sample(german, 12, decomposable, rng)])

    vietnamese = hunspell("vi_VN")
    vi_marked = lambda w: any(ord(c) > 0x7F for c in w)
    add("vietnamese", sample(vietnamese, 30, vi_marked, rng))
    stacked = lambda w: any(len(unicodedata.normalize("NFD", c)) > 2 for c in w)
    add("vietnamese-decomposed", [unicodedata.normalize("NFD", w) for w in sample(vietnamese, 25, stacked, rng)])

    greek = hunspell("el_GR", "iso-8859-7")
    add("greek", sample(greek, 30, lambda w: True, rng))
    add("greek-decomposed", [unicodedata.normalize("NFD", w) for w in sample(greek, 8, lambda w: any(c in "ϊϋΐΰ" for c in w), rng)])
    add("cyrillic", sample(hunspell("ru_RU"), 25, lambda w: True, rng))
    add("cyrillic", sample(hunspell("uk_UA"), 12, lambda w: True, rng))

    add("hebrew", sample(hunspell("he_IL"), 30, lambda w: True, rng))
    add("hebrew-points", sample(strongs_hebrew(), 20, has_mark, rng))
    yiddish = sorted(set(yiddish_pointed()))
    add("hebrew-points", rng.sample(yiddish, min(20 * SCALE, len(yiddish))))

    arabic = hunspell("ar")
    add("arabic", sample(arabic, 40, lambda w: True, rng))
    add("arabic-lam-alef", sample(arabic, 25, lambda w: re.search("ل[اأإآ]", w) is not None, rng))
    add("arabic-harakat", sorted(set(w for w in arabic if has_mark(w))))
    add("rtl-digits", cldr_rtl_with_digits())

    print("# Word list of Tools/peers/harfbuzz_shaping.py: category TAB word (one label per line).")
    print("# Written by Tools/peers/make-shaping-words.py from Debian word lists, hunspell dictionaries,")
    print("# Strong's Hebrew dictionary and CLDR (Babel); see that script for sources and sampling.")
    seen = set()
    for category, word in rows:
        if word in seen:
            continue
        seen.add(word)
        assert "\t" not in word and "\n" not in word
        print("%s\t%s" % (category, word))


if __name__ == "__main__":
    main()
