#!/usr/bin/env bash
# Renders every picture of the README into Snapshots/readme/, each with the
# command its recipe shows (and the size it is shown at), so the pictures
# follow the code. Look at each one before committing it.
#
#   Tools/readme-pictures.sh [TAGCLOUD]     (default: the release build)
#
# The gallery counts the words of the GPL-3 text and of Python docstrings;
# the maps are Snapshots/samples' city lists.
set -euo pipefail
cd "$(dirname "$0")/.."
tagcloud=$(realpath "${1:-.build/release/tagcloud}")
out=Snapshots/readme
s=Snapshots/samples
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The top picture and the recipes, as the README writes them.
"$tagcloud" render --tags $s/words.txt --rotate x:15 -o $out/cloud.png
"$tagcloud" render --tags $s/sample-text.txt --text-input --size 960x540 -o $out/text.png
"$tagcloud" render --tags $s/spreadsheet.csv --size 960x540 -o $out/spreadsheet.png
"$tagcloud" animate --tags $s/words.txt --rotate x:15 --size 640x360 --frames 135-135 \
    -o "$work/frame-%04d.png"
cp "$work/frame-0135.png" $out/spin-frame.png
"$tagcloud" animate --tags $s/words.txt --rotate x:15 --max-tags 25 \
    --size 400x225 --min-size 9 --max-size 26 --spin y:72 --fps 10 -o $out/spin.gif
"$tagcloud" render --tags $s/words.txt --rotate x:15 --size 1600x900 --max-tags 50 \
    --theme light -o $out/slide.png
# The gallery: the words of the GPL-3 text, and of Python's json, csv, argparse and pathlib docstrings.
"$tagcloud" render --tags /usr/share/common-licenses/GPL-3 --text-input --size 960x540 --theme light \
    -o $out/gallery-light.png
python3 -c 'import argparse, csv, json, pathlib
print("\n".join(o.__doc__ or "" for m in (json, csv, argparse, pathlib) for o in [m] + [getattr(m, n) for n in dir(m)]))' \
    > "$work/docstrings.txt"
"$tagcloud" render --tags "$work/docstrings.txt" --text-input --size 960x540 -o $out/gallery-dark.png
"$tagcloud" render --globe --tags $s/cities.tsv \
    --route $s/route-flight.csv --route $s/route-coast.csv \
    --look-at 50,60 --coastlines --land '#1b2636' --graticule 30 -o $out/globe.png
"$tagcloud" render --globe --tags $s/cities.tsv --route $s/route-coast.gpx --fit routes \
    --size 960x540 -o $out/route-gpx.png
"$tagcloud" render --globe --tags $s/us-cities.tsv -o $out/map-country.png
"$tagcloud" render --globe --tags $s/europe-cities.tsv -o $out/map-continent.png
"$tagcloud" render --globe --tags $s/world-cities.tsv -o $out/map-world.png
"$tagcloud" render --tags $s/japanese.txt --size 960x540 --font "Noto Sans CJK JP" -o $out/japanese.png
"$tagcloud" render --tags $s/world.txt --size 800x450 -o $out/world.png
echo "rendered into $out; look at every picture before committing"
