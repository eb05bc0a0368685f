#!/usr/bin/env python3
"""Writes the tag files of issue 44 as spreadsheets and web pages write them, with Python's csv and json
modules, and expected.json: for each file, the tags and weights it holds. InputFormTests reads them all with
no option and compares. Run from anywhere: python3 Tests/CLITests/InputForms/make-input-forms.py"""
import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = [("Transport", 1234.0, "Public"), ("Housing, affordable", 987.5, "Social"), ("Education", 654.0, "Public"),
        ("Health care", 321.25, "Social"), ('The "green" belt', 210.0, "Environment"), ("Jobs", 99.5, "Economy"),
        ("Climate", 45.0, "Environment")]
COLORS = ["#e6194b", "steelblue", "rgb(60 180 75)", "#ffe119", "orange", "hsl(280 60% 50%)", "teal"]
expected = {}


def path(name):
    return os.path.join(HERE, name)


def table(name, header, rows, tags=None, encoding="utf-8", **kw):
    with open(path(name), "w", newline="", encoding=encoding) as f:
        w = csv.writer(f, **kw)
        if header:
            w.writerow(header)
        w.writerows(rows)
    expected[name] = [[t, v] for t, v, _ in (tags or ROWS)]


def thousands(v):
    return f"{v:,.2f}"            # 1,234.00


def decimal_comma(v):
    return f"{v:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")  # 1.234,00


# The seven files of the table.
table("excel-quoted.csv", ["Topic", "Mentions"], [(t, thousands(v)) for t, v, _ in ROWS], quoting=csv.QUOTE_ALL)
table("semicolon-decimal-comma.csv", ["Thema", "Anzahl"], [(t, f"{v:g}".replace(".", ",")) for t, v, _ in ROWS],
      delimiter=";")
table("three-columns.csv", ["Topic", "Category", "Count"], [(t, c, f"{v:g}") for t, v, c in ROWS])
with open(path("wordcloud2.json"), "w") as f:
    json.dump([[t, v] for t, v, _ in ROWS], f)
expected["wordcloud2.json"] = [[t, v] for t, v, _ in ROWS]
with open(path("d3-cloud.json"), "w") as f:
    json.dump([{"text": t, "size": v} for t, v, _ in ROWS], f, indent=2)
expected["d3-cloud.json"] = [[t, v] for t, v, _ in ROWS]
table("plain.csv", ["Topic", "Mentions"], [(t, f"{v:g}") for t, v, _ in ROWS])
table("plain.tsv", ["Topic", "Mentions"], [(t, f"{v:g}") for t, v, _ in ROWS], dialect="excel-tab")

# Excel-style exports in the csv module's excel and excel-tab dialects and a semicolon one.
csv.register_dialect("semicolon", "excel", delimiter=";")
table("dialect-excel.csv", ["Topic", "Category", "Mentions"], [(t, c, thousands(v)) for t, v, c in ROWS],
      dialect="excel")
table("dialect-excel-tab.tsv", ["Topic", "Category", "Mentions"], [(t, c, thousands(v)) for t, v, c in ROWS],
      dialect="excel-tab")
table("dialect-semicolon.csv", ["Thema", "Kategorie", "Anzahl"], [(t, c, decimal_comma(v)) for t, v, c in ROWS],
      dialect="semicolon")

# Exports as other tools write them.
# LibreOffice Calc (German locale): semicolons, every text cell quoted, numbers as displayed.
table("libreoffice.csv", ["Begriff", "Häufigkeit"], [(t, decimal_comma(v)) for t, v, _ in ROWS], delimiter=";",
      quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
# Google Sheets: comma, CRLF, quotes only where needed, formatted numbers ("1,234.00"), a totals row.
total = sum(v for _, v, _ in ROWS)
table("google-sheets.csv", ["Topic", "Mentions"], [(t, thousands(v)) for t, v, _ in ROWS] + [("Total", thousands(total))])
# Excel "CSV UTF-8": a byte-order mark, a quoted header, trailing empty columns.
table("excel-utf8-bom.csv", ["Topic", "Mentions", "", ""], [(t, f"{v:g}", "", "") for t, v, _ in ROWS],
      encoding="utf-8-sig", quoting=csv.QUOTE_ALL)
# A colour per tag, and the weight named by the header among several numeric columns.
table("colors.csv", ["Rank", "Topic", "Count", "Color"],
      [(i + 1, t, f"{v:g}", COLORS[i]) for i, (t, v, _) in enumerate(ROWS)])
# Four columns, three of them numbers, none named by a weight word: the first after the tags.
table("ranked.csv", ["Rank", "Keyword", "Impressions", "Share"],
      [(i + 1, t, f"{v:g}", f"{v / total:.3f}") for i, (t, v, _) in enumerate(ROWS)])
with open(path("colors.json"), "w") as f:
    json.dump([{"text": t, "weight": v, "color": COLORS[i]} for i, (t, v, _) in enumerate(ROWS)], f)
expected["colors.json"] = [[t, v] for t, v, _ in ROWS]

with open(path("expected.json"), "w") as f:
    json.dump(expected, f, indent=1, ensure_ascii=False, sort_keys=True)
    f.write("\n")
