#!/usr/bin/env bash
# Checks that another package can depend on this one and `import Homogeneous`
# with nothing else from the project built, and likewise `import Raster` alone
# (no fonts, no encoders, no embedded font data built or linked):
#
#   1. through `.package(path:)` (the working tree, as it is now), and
#   2. through `.package(url:exact:)`, a version requirement, from a bare clone
#      of the committed HEAD tagged 1.0.0 in the clone (what a user's released
#      dependency does; skipped outside git).
#
# For each library and each way, it creates a throwaway package in a temp
# directory, builds it verbosely, runs it (it checks a few results itself),
# and fails if the build compiled any target other than that library and the
# consumer (for Raster: TrueType, ImageCodecs, EmbeddedFont, CEmbeddedFont,
# TagCloud, tagcloud, Homogeneous or anything under Tools/).
#
# First it checks that the root manifest uses no unsafe flags in any target.
# SwiftPM refuses a dependency by version when a product the consumer uses
# has a target with unsafe flags ("contains unsafe build flags"); targets
# outside the used products are not checked by SwiftPM, so the check here is
# on the whole manifest (`swift package dump-package`). The benchmarks and
# the -O3 C reference live in the separate Tools/ package for that reason.
#
# Usage: Tools/MatrixBench/check-external-use.sh   (from anywhere; needs swift)
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/homogeneous-external.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# A path dependency's identity is the last path component, and the consumer
# names the package by it, so reach the checkout through a link named tagcloud.
ln -s "$root" "$work/tagcloud"

# The consumers' programs, each checking a few results of its library.
homogeneous_main='#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

// 90° about z through (1, 2, 0) takes (2, 2, 0) to (1, 3, 0).
let m = Matrix4(rotation: .degrees(90), axis: .unitZ, about: Vector3(1, 2, 0))
let image = m.transformPoint(Vector3(2, 2, 0))
let back = m.inverse.map { $0.transformPoint(image) }
let q = Quaternion(from: .unitX, to: .unitY)
let agree = Matrix4(q).isApproximatelyEqual(to: Matrix4(rotationZ: .degrees(90)), tolerance: 1e-15)
// Issue 47: a scaled transform taken apart, Euler angles, a 1e-200 axis.
let trs = Matrix4(translation: Vector3(1, 2, 3), rotation: Quaternion(euler: (.degrees(90), .zero, .zero), order: .xyz),
                  scale: Vector3(2, 2, 2))
let parts = trs.decomposed()
let tiny = Matrix4(rotation: .degrees(90), axis: Vector3(0, 0, 1e-200)) == Matrix4(rotationZ: .degrees(90))
guard image == Vector3(1, 3, 0), back?.isApproximatelyEqual(to: Vector3(2, 2, 0)) == true, agree,
      parts?.scale.isApproximatelyEqual(to: Vector3(2, 2, 2), tolerance: 1e-15) == true, tiny else {
    print("consumer: wrong results: \(image) \(String(describing: back)) \(agree) \(String(describing: parts)) \(tiny)")
    exit(1)
}
print("consumer: ok \(image)")
'
raster_main='#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

// A 4 × 2 px rectangle, half a pixel off the grid, in red on white: it
// covers 3 whole pixels, 8 halves and 4 quarters: 8 px in all.
var path = Path()
path.move(to: Point(x: 1.5, y: 1.5))
path.line(to: Point(x: 5.5, y: 1.5))
path.line(to: Point(x: 5.5, y: 3.5))
path.line(to: Point(x: 1.5, y: 3.5))
path.close()
let mask = Rasterizer().fill(path, clip: PixelRect(minX: 0, minY: 0, maxX: 8, maxY: 8))
let area = mask.coverage.reduce(0) { $0 + Int($1) }
var canvas = try Canvas(width: 8, height: 8, background: .white)
canvas.composite(mask, color: Color(r: 255, g: 0, b: 0))
let whole = canvas.pixel(x: 2, y: 2), half = canvas.pixel(x: 2, y: 1), outside = canvas.pixel(x: 7, y: 7)
guard abs(area - 8 * 255) <= 8, whole == Color(r: 255, g: 0, b: 0), outside == .white,
      let half, half.r == 255, half.g > 100, half.g < 255 else {
    print("consumer: wrong results: area \(area), \(String(describing: whole)), \(String(describing: half))")
    exit(1)
}
print("consumer: ok, area \(area / 255) px")
'

# write_consumer DIR DEPENDENCY LIBRARY: a package using several parts of LIBRARY's API.
write_consumer() {
    mkdir -p "$1/Sources/consumer"
    cat > "$1/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [$2],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "$3", package: "tagcloud")]),
    ]
)
EOF
    case "$3" in
        Homogeneous) printf '%s' "$homogeneous_main" ;;
        Raster) printf '%s' "$raster_main" ;;
    esac > "$1/Sources/consumer/main.swift"
}

# check NAME DIR LIBRARY: build verbosely, run, and inspect what was compiled.
check() {
    local name="$1" dir="$2" library="$3" log="$2/build.log"
    echo "== $name: building $dir"
    if ! (cd "$dir" && swift build -v >"$log" 2>&1); then
        tail -40 "$log"
        echo "FAIL ($name): the consumer package did not build"
        exit 1
    fi
    (cd "$dir" && "$(swift build --show-bin-path)/consumer")
    # Every target that produced object files (SwiftPM plans a directory for
    # each target in the graph, but compiles only what the product needs).
    local built
    built="$(cd "$dir/.build/debug" && find . -path './*.build/*.o' | cut -d/ -f2 | sed 's#\.build$##' \
        | sort -u | tr '\n' ' ')"
    echo "   targets compiled: $built"
    if [ "$built" != "$library consumer " ]; then
        echo "FAIL ($name): expected only $library and consumer to be compiled"
        exit 1
    fi
    # And no compiler command touched another target's sources.
    local others="/(Sources/(Homogeneous|Raster|TrueType|ImageCodecs|EmbeddedFont|CEmbeddedFont|TagCloud|tagcloud)|Tools)/"
    others="${others/$library|/}"
    if grep -E "$others" "$log" >/dev/null; then
        grep -oE "$others[^ ]*" "$log" | sort -u | head
        echo "FAIL ($name): the build compiled sources outside Sources/$library"
        exit 1
    fi
    if grep -i 'unsafe' "$log" >/dev/null; then
        grep -i 'unsafe' "$log" | head
        echo "FAIL ($name): SwiftPM complained about unsafe flags"
        exit 1
    fi
    grep -c "Sources/$library/.*\.swift" "$log" >/dev/null || { echo "FAIL ($name): $library was not compiled"; exit 1; }
    echo "   ok: only $library was compiled; no unsafe-flags complaint"
}

echo "== root manifest: no unsafe flags"
if ! (cd "$root" && swift package dump-package) >"$work/manifest.json" 2>"$work/manifest.err"; then
    cat "$work/manifest.err"
    echo "FAIL: swift package dump-package failed at $root"
    exit 1
fi
if grep -n 'unsafeFlags' "$work/manifest.json"; then
    echo "FAIL: the root manifest uses unsafeFlags; move that target to Tools/Package.swift"
    exit 1
fi
echo "   ok"

for library in Homogeneous Raster; do
    write_consumer "$work/by-path-$library" '.package(path: "../tagcloud")' "$library"
    check "$library, path dependency" "$work/by-path-$library" "$library"
done

if git -C "$root" rev-parse HEAD >/dev/null 2>&1; then
    revision="$(git -C "$root" rev-parse HEAD)"
    git clone --quiet --bare --no-tags "$root" "$work/tagcloud.git"
    git -C "$work/tagcloud.git" tag 1.0.0 "$revision"
    for library in Homogeneous Raster; do
        write_consumer "$work/by-version-$library" \
            ".package(url: \"file://$work/tagcloud.git\", exact: \"1.0.0\")" "$library"
        check "$library, version dependency (1.0.0 = $revision)" "$work/by-version-$library" "$library"
    done
else
    echo "== version dependency: skipped (not a git checkout)"
fi
echo "== external use: ok"
