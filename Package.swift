// swift-tools-version:6.0
import PackageDescription

// tagcloud: a 3D tag-sphere engine and command-line renderer.
//
// Data flows one way: Homogeneous (math) → Raster (pixels) → TrueType (fonts,
// text) and ImageCodecs (PPM, PAM, PNG, GIF, APNG) → TagCloud (tags, layout, gestures, scene)
// → tagcloud (the CLI). EmbeddedFont is DejaVu Sans as a TrueType font.
let package = Package(
    name: "tagcloud",
    products: [
        .library(name: "Homogeneous", targets: ["Homogeneous"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "TrueType", targets: ["TrueType"]),
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "EmbeddedFont", targets: ["EmbeddedFont"]),
        .library(name: "TagCloud", targets: ["TagCloud"]),
        .library(name: "NaturalEarth", targets: ["NaturalEarth"]),
        .executable(name: "tagcloud", targets: ["tagcloud"]),
    ],
    targets: [
        // 4×4 homogeneous transforms; no dependencies so other packages can reuse it.
        // (Its README.md is for people browsing the source, not a resource.)
        .target(name: "Homogeneous", exclude: ["README.md"]),
        // Geometry, coverage rasterizer, canvas and colours; knows nothing of fonts or files.
        .target(
            name: "Raster",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The TrueType reader, shaping and text drawing; feeds glyphs to the rasterizer.
        .target(name: "TrueType", dependencies: ["Raster"]),
        // PPM, PAM, PNG, GIF and APNG encoders (DEFLATE and LZW inside) and the PNM decoder.
        .target(name: "ImageCodecs", dependencies: ["Raster"]),
        // The default font (DejaVu Sans), embedded at compile time with C23 #embed.
        .target(
            name: "CEmbeddedFont",
            exclude: ["DejaVuSans.ttf", "LICENSE"]
        ),
        // That font as a TrueType `Font`.
        .target(name: "EmbeddedFont", dependencies: ["TrueType", "CEmbeddedFont"]),
        // Tags, sphere points, layout, camera, gesture replay and the scene.
        .target(name: "TagCloud", dependencies: ["Homogeneous", "Raster", "TrueType", "ImageCodecs", "EmbeddedFont"]),
        // Natural Earth's 1:110m land (public domain), embedded with #embed like the font.
        .target(name: "CNaturalEarth", exclude: ["land110m.bin", "SOURCE.md"]),
        // That land as the globe's `LandOutlines`; only what draws coastlines depends on it.
        .target(name: "NaturalEarth", dependencies: ["TagCloud", "CNaturalEarth"]),
        // The command-line tool: the only target that touches files, threads and exit codes.
        .executableTarget(name: "tagcloud", dependencies: ["TagCloud", "NaturalEarth"]),

        // Tests: unit tiers per module, end-to-end CLI tests, and snapshot tests.
        .testTarget(name: "HomogeneousTests", dependencies: ["Homogeneous"]),
        // The script that wrote HarfBuzzExpectations.swift stays beside it.
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TrueType", "ImageCodecs", "EmbeddedFont", "TagCloud"],
                    exclude: ["Font/harfbuzz-expectations.py"]),
        .testTarget(name: "TagCloudTests", dependencies: ["TagCloud", "NaturalEarth"]),
        .testTarget(name: "CLITests", dependencies: ["tagcloud", "TagCloud"], exclude: ["InputForms"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Raster", "TrueType", "ImageCodecs", "EmbeddedFont", "tagcloud"]),
    ],
    swiftLanguageModes: [.v6]
)
