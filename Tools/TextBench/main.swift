// text-bench: text rendering benchmarks. For now only the rasterizer part
// exists (`text-bench raster`, also the default); the font and text timings
// join it once the TrueType reader lands.
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty || arguments.contains("raster") {
    RasterizerTiming.run(only: arguments.compactMap { Double($0) }.first, profile: arguments.contains("profile"))
}
