#!/usr/bin/env bash
# Builds the DocC catalog of every module listed below with the toolchain's
# `docc` and fails on any warning (a broken or ambiguous symbol link, an
# undocumented parameter, a topic that names nothing).
#
#   Tools/ci/docc-check.sh                     every module listed below
#   Tools/ci/docc-check.sh --output /tmp/docs  also keep the archives, and
#       merge them into /tmp/docs/tagcloud.doccarchive, where links between
#       modules work: serve it with `python3 -m http.server -d DIR` and open
#       http://localhost:8000/documentation/raster
#
# Per module M: `swift build --target M` in its own scratch path
# (.build/docs, so the debug and release builds keep their flags) with
# symbol graphs emitted; only M's graphs (M.symbols.json, and
# M@Other.symbols.json for M's extensions of other modules) are copied to a
# directory of their own (cut to M's own declarations where M re-exports
# other modules), and `docc convert Sources/M/M.docc` reads them.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The modules with a catalog, Sources/M/M.docc, dependencies first: a page
# may link to a module listed before its own with a leading slash
# (``/Raster/Canvas``). A module listed here must have its catalog.
modules=(Homogeneous Raster ImageCodecs TrueType TagCloud)

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH=/opt/swift/usr/bin:$PATH
fi
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[ -x "$docc" ] || { echo "docc-check: no docc beside $(command -v swift)" >&2; exit 1; }

output=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="${2:?docc-check: --output needs a directory}"; shift 2 ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "docc-check: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

scratch=.build/docs
graphs="$scratch/symbol-graphs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
archives="${output:-$work/archives}"
mkdir -p "$graphs" "$archives"

built=()
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    if [ ! -d "$catalog" ]; then
        echo "docc-check: $module is listed but has no catalog ($catalog)" >&2
        exit 1
    fi
    echo "-- $module: symbol graphs (swift build --scratch-path $scratch --target $module)"
    swift build --scratch-path "$scratch" --target "$module" -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" > "$work/build.log" 2>&1 ||
        { cat "$work/build.log" >&2; exit 1; }
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        # A module built before the graph directory was emptied emits none.
        echo "docc-check: no $graphs/$module.symbols.json (remove $scratch and run again)" >&2
        exit 1
    fi
    mine="$work/graphs-$module"
    mkdir -p "$mine"
    # Only M's own declarations: a module that re-exports others (TagCloud)
    # has their symbols in its graph too (Tools/ci/own-symbols.py).
    python3 Tools/ci/own-symbols.py "$module" "Sources/$module" "$graphs/$module.symbols.json" "$mine" > /dev/null
    # Its extensions' graphs are written with it; one much older is left
    # from a build of a version that had an extension this one has not.
    written=$(stat -c %Y "$graphs/$module.symbols.json")
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -f "$extension" ] && [ $(( written - $(stat -c %Y "$extension") )) -le 5 ] && cp "$extension" "$mine/"
    done

    dependencies=()
    for other in ${built[@]+"${built[@]}"}; do
        dependencies+=(--dependency "$archives/$other.doccarchive")
    done
    rm -rf "$archives/$module.doccarchive"
    status=0
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$mine" \
        --output-path "$archives/$module.doccarchive" --warnings-as-errors \
        --enable-experimental-external-link-support ${dependencies[@]+"${dependencies[@]}"} \
        > "$work/docc.log" 2>&1 || status=$?
    # Every diagnostic, as docc printed it (with --warnings-as-errors a
    # warning is reported as an error).
    count=$(grep -cE '^(warning|error): ' "$work/docc.log" || true)
    if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
        # The modules after it may link to it, so they wait for the fix.
        cat "$work/docc.log" >&2
        echo "docc-check: $module: $count warnings (docc exit status $status)" >&2
        exit 1
    fi
    pages=$(find "$archives/$module.doccarchive/data/documentation" -name '*.json' | wc -l)
    echo "docc-check: $module: 0 warnings, $pages pages"
    built+=("$module")
done

if [ -n "$output" ]; then
    combined="$output/tagcloud.doccarchive"
    rm -rf "$combined"
    paths=()
    for module in "${built[@]}"; do paths+=("$archives/$module.doccarchive"); done
    "$docc" merge "${paths[@]}" --output-path "$combined" --synthesized-landing-page-name tagcloud \
        > "$work/merge.log" 2>&1 || { cat "$work/merge.log" >&2; exit 1; }
    echo "docc-check: archives in $output; all modules in $combined"
fi
