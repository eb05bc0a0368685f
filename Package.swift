// swift-tools-version:6.0
import PackageDescription

// tagcloud: a 3D tag-sphere engine and command-line renderer.
//
// Data flows one way: Homogeneous (math) → Raster (pixels, fonts, encoders)
// → TagCloud (tags, layout, gestures, scene) → tagcloud (the CLI).
let package = Package(
    name: "tagcloud",
    products: [
        .library(name: "Homogeneous", targets: ["Homogeneous"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "TagCloud", targets: ["TagCloud"]),
        .executable(name: "tagcloud", targets: ["tagcloud"]),
    ],
    targets: [
        // 4×4 homogeneous transforms; no dependencies so other packages can reuse it.
        // (Its README.md is for people browsing the source, not a resource.)
        .target(name: "Homogeneous", exclude: ["README.md"]),
        // The default font (DejaVu Sans), embedded at compile time with C23 #embed.
        .target(
            name: "CEmbeddedFont",
            exclude: ["DejaVuSans.ttf", "LICENSE"]
        ),
        // Canvas, colours, coverage rasterizer, TrueType reader, text and encoders.
        .target(
            name: "Raster",
            dependencies: ["CEmbeddedFont"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Tags, sphere points, layout, camera, gesture replay and the scene.
        .target(name: "TagCloud", dependencies: ["Homogeneous", "Raster"]),
        // The command-line tool: the only target that touches files, threads and exit codes.
        .executableTarget(name: "tagcloud", dependencies: ["TagCloud"]),

        // Tests: unit tiers per module, end-to-end CLI tests, and snapshot tests.
        .testTarget(name: "HomogeneousTests", dependencies: ["Homogeneous"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TagCloudTests", dependencies: ["TagCloud"]),
        .testTarget(name: "CLITests", dependencies: ["tagcloud"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Raster", "tagcloud"]),
    ],
    swiftLanguageModes: [.v6]
)
