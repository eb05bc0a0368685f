#!/usr/bin/env python3
"""Cuts a module's symbol graph down to the module's own declarations.

    own-symbols.py MODULE SOURCES_DIR GRAPH OUTPUT_DIR

A module that re-exports others (`@_exported import Raster` in TagCloud)
gets their symbols in its graph too, and DocC would document Color or
Canvas as the module's own. This keeps the symbols declared under
SOURCES_DIR (and the ones the compiler synthesizes for them) in
OUTPUT_DIR/MODULE.symbols.json; the module's extensions of a re-exported
module's types go to OUTPUT_DIR/MODULE@OTHER.symbols.json, as the compiler
writes extensions of modules it does not re-export.
"""
import json
import os
import sys


def main():
    module, sources, graph_path, output = sys.argv[1:5]
    sources = os.path.abspath(sources) + "/"
    graph = json.load(open(graph_path))
    symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}

    def where(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        return uri[len("file://"):] if uri.startswith("file://") else uri

    def declared_here(symbol):
        return where(symbol).startswith(sources)

    tops = {s["pathComponents"][0] for s in symbols.values()
            if declared_here(s) and len(s["pathComponents"]) == 1}
    # The module each re-exported top-level name comes from: Sources/OTHER/...
    origin = {}
    for s in symbols.values():
        if len(s["pathComponents"]) == 1 and where(s) and not declared_here(s):
            parts = where(s).split("/Sources/")
            if len(parts) > 1:
                origin[s["pathComponents"][0]] = parts[-1].split("/")[0]

    own, extensions = {}, {}
    for key, s in symbols.items():
        top = s["pathComponents"][0]
        if top in tops and (declared_here(s) or not where(s)):
            own[key] = s
        elif declared_here(s) and top in origin:
            extensions.setdefault(origin[top], {})[key] = s

    def relationships(kept):
        out = []
        for r in graph["relationships"]:
            if r["source"] not in kept:
                continue
            r = dict(r)
            if r["target"] not in kept and r["target"] in symbols and "targetFallback" not in r:
                target = symbols[r["target"]]
                home = origin.get(target["pathComponents"][0], module)
                r["targetFallback"] = ".".join([home] + target["pathComponents"])
            out.append(r)
        return out

    os.makedirs(output, exist_ok=True)
    for name, kept in [(module, own)] + [(f"{module}@{other}", kept) for other, kept in extensions.items()]:
        cut = dict(graph, symbols=list(kept.values()), relationships=relationships(kept))
        with open(os.path.join(output, f"{name}.symbols.json"), "w") as f:
            json.dump(cut, f)
        print(f"own-symbols: {name}: {len(kept)} of {len(symbols)} symbols")


if __name__ == "__main__":
    main()
