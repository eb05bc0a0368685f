// text-bench: text rendering benchmarks.
//   text-bench font REPS SIZE...   outlines from the font to coverage, per glyph
//                                  (the comparison with Tools/peers/freetype_text.c)
//   text-bench raster [SIZE] [profile]   rasterizer-only timings (outlines in memory)
//   text-bench coverage FONT FACE SIZE TEXT   each character's coverage (Tools/peers/freetype_coverage.py)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "coverage" {
    if !GlyphCoverageDump.run(Array(arguments.dropFirst())) { exit(1) }
} else if arguments.first == "font" {
    let numbers = arguments.dropFirst().compactMap { Double($0) }
    FontTiming.run(reps: Int(numbers.first ?? 1000), sizes: numbers.count > 1 ? Array(numbers.dropFirst()) : [10, 24, 72, 200])
} else if arguments.isEmpty || arguments.contains("raster") {
    RasterizerTiming.run(only: arguments.compactMap { Double($0) }.first, profile: arguments.contains("profile"))
}
