// swift-tools-version:6.0
import PackageDescription

// tagcloud-tools: benchmarks, the C reference they time against, and the
// snapshot tool. A package of its own so that the root package stays a clean
// dependency: its manifest has no unsafe flags (SwiftPM refuses those in a
// package depended on by version) and `swift build` there builds only the
// products and tests. Nothing depends on this package.
//
//   swift build -c release --package-path Tools              (from the root)
//   swift run -c release --package-path Tools matrix-bench
//   swift run --package-path Tools snapshot-tool preview     (run from the root)
let package = Package(
    name: "tagcloud-tools",
    dependencies: [
        // The root package by path. Its identity would be the checkout's
        // directory name, which differs between clones; naming it here lets
        // the targets below refer to it as "tagcloud" wherever it is cloned.
        .package(name: "tagcloud", path: ".."),
    ],
    targets: [
        // The plain-C matrix code matrix-bench compares Homogeneous with, at -O3.
        .target(
            name: "CMatrixReference",
            path: "MatrixBench/CReference",
            cSettings: [.unsafeFlags(["-O3"])]
        ),
        .executableTarget(
            name: "matrix-bench",
            dependencies: [.product(name: "Homogeneous", package: "tagcloud"), "CMatrixReference"],
            path: "MatrixBench/Swift"
        ),
        .executableTarget(
            name: "text-bench",
            dependencies: [
                .product(name: "Raster", package: "tagcloud"),
                .product(name: "TrueType", package: "tagcloud"),
                .product(name: "EmbeddedFont", package: "tagcloud"),
            ],
            path: "TextBench"
        ),
        .executableTarget(
            name: "frame-bench",
            dependencies: [
                .product(name: "Homogeneous", package: "tagcloud"),
                .product(name: "Raster", package: "tagcloud"),
                .product(name: "TrueType", package: "tagcloud"),
                .product(name: "ImageCodecs", package: "tagcloud"),
                .product(name: "EmbeddedFont", package: "tagcloud"),
                .product(name: "TagCloud", package: "tagcloud"),
                .product(name: "NaturalEarth", package: "tagcloud"),
            ],
            path: "FrameBench"
        ),
        // Times the view-aware and spin placements (issue 16).
        .executableTarget(
            name: "layout-bench",
            dependencies: [
                .product(name: "Homogeneous", package: "tagcloud"),
                .product(name: "Raster", package: "tagcloud"),
                .product(name: "TagCloud", package: "tagcloud"),
            ],
            path: "LayoutBench"
        ),
        // Prints our glyphs and positions per word for the HarfBuzz peer (issue 18).
        .executableTarget(
            name: "shape-dump",
            dependencies: [
                .product(name: "TrueType", package: "tagcloud"),
                .product(name: "EmbeddedFont", package: "tagcloud"),
            ],
            path: "ShapeDump"
        ),
        // Evaluates Homogeneous operations for the accuracy oracle (issue 47).
        .executableTarget(
            name: "homogeneous-dump",
            dependencies: [.product(name: "Homogeneous", package: "tagcloud")],
            path: "HomogeneousOracle/Swift"
        ),
        // Records, accepts and previews the snapshot goldens; run from the root.
        .executableTarget(
            name: "snapshot-tool",
            dependencies: [
                .product(name: "Raster", package: "tagcloud"),
                .product(name: "ImageCodecs", package: "tagcloud"),
            ],
            path: "SnapshotTool"
        ),
    ],
    swiftLanguageModes: [.v6]
)
