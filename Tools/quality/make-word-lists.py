#!/usr/bin/env python3
"""Word lists to judge stills by (issue 43), from texts on the machine.

  Tools/quality/make-word-lists.py OUTDIR

Writes `word TAB weight` lists (weights are counts or frequencies) that
Tools/quality/still-metrics.py --survey and still-contrast.py read:

  licence-gpl.txt      the 100 commonest words of the GPL-3 text in
                       /usr/share/common-licenses (stopwords left to tagcloud)
  docstrings.txt       the 100 commonest words of the docstrings of Python's
                       standard library modules json, csv, argparse, pathlib
  wordfreq-en/de/fr/es the 100 most frequent words of wordfreq (PyPI), with
                       their frequencies
  wordfreq-ja.txt      the same for Japanese (drawn with Noto Sans CJK)
  equal-100.txt        100 wordfreq English words of one weight
  few-20.txt           the 20 commonest words of the GPL-3 text

None of these is tuned for: they stand for the lists people bring.
"""
import collections
import os
import re
import sys


def counts(text):
    words = re.findall(r"[A-Za-z][A-Za-z'-]{2,}", text)
    return collections.Counter(w.lower() for w in words)


def write(outdir, name, pairs):
    with open(os.path.join(outdir, name), "w", encoding="utf-8") as f:
        for word, weight in pairs:
            f.write("%s\t%s\n" % (word, weight))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    import wordfreq

    gpl = open("/usr/share/common-licenses/GPL-3", encoding="utf-8").read()
    common = counts(gpl).most_common(100)
    write(outdir, "licence-gpl.txt", common)
    write(outdir, "few-20.txt", common[:20])

    import argparse, csv, json, pathlib
    docs = "\n".join((obj.__doc__ or "") for module in (json, csv, argparse, pathlib)
                     for obj in [module] + [getattr(module, n) for n in dir(module)])
    write(outdir, "docstrings.txt", counts(docs).most_common(100))

    for lang in ("en", "de", "fr", "es", "ja"):
        # The frequency table itself (word_frequency would tokenize, which for Japanese needs MeCab).
        table = wordfreq.get_frequency_dict(lang)
        words = [w for w in wordfreq.top_n_list(lang, 400) if len(w) > 1 and not w.isdigit() and w in table][:100]
        write(outdir, "wordfreq-%s.txt" % lang, [(w, "%.3g" % (table[w] * 1e6)) for w in words])

    english = [w for w in wordfreq.top_n_list("en", 2000) if len(w) > 3][300:400]
    write(outdir, "equal-100.txt", [(w, 1) for w in english])


if __name__ == "__main__":
    main()
