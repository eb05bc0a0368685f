import Foundation
import TagCloud

// frame-bench: times tagcloud's frame pipeline on the benchmark scene (see
// BenchScene) and exports the scene for the peers. Run from the repository
// root after `swift build -c release`; Tools/bench-frames runs everything.
//
//   frame-bench [--repeat N] [--export scene.json] [--tagcloud PATH [--cli-repeat N] [--verify]]
//   frame-bench --stages        where the render time goes, per label step
//   frame-bench --profile N     render N frames once, for callgrind or perf
//   frame-bench --image         canvas and encoder micro-benchmarks (ImageBench)
//   frame-bench --glyph-cache   would a glyph coverage cache pay? (GlyphCacheStudy)
//   frame-bench --globe FILE    a 200-place globe map with coastlines: ms a frame, label track (GlobeBench)
//   frame-bench --map FILE      only the 500-place 1080p map with land (GlobeBench.map1080)
//   frame-bench --quantization  how far from exact would a quantized one draw? (QuantizationStudy)
//   frame-bench --declutter     the frames with --declutter off and fade, in turn (DeclutterTiming)

let options = BenchOptions(CommandLine.arguments.dropFirst())
let root = FileManager.default.currentDirectoryPath
if options.image {
    ImageBench.run()
    exit(0)
}
if let places = options.globe {
    try GlobeBench.run(places: places)
    exit(0)
}
if let places = options.map {
    try GlobeBench.map1080(GeoTagInput.parse(Array(Data(contentsOf: URL(fileURLWithPath: places))), file: places))
    exit(0)
}
if options.declutter {
    try DeclutterTiming.run(root: root, repetitions: options.repetitions)
    exit(0)
}
let bench = try BenchScene(root: root)
if options.quantization {
    try QuantizationStudy.run(bench)
    exit(0)
}
if options.glyphCache {
    try GlyphCacheStudy.run(bench)
    exit(0)
}
if let frames = options.profileFrames {
    let timing = try PipelineTiming.run(bench, frames: frames)
    print(String(format: "%d frames in %.3f s", frames, timing.total))
    exit(0)
}
if options.stages {
    try StageTiming.run(bench)
    exit(0)
}
if let path = options.exportPath {
    try SceneExport.json(bench, fontPath: root + "/" + BenchScene.fontPath)
        .write(toFile: path, atomically: true, encoding: .utf8)
}
let n = bench.replay.frameCount
let t = try PipelineTiming.best(bench, repetitions: options.repetitions)
print(String(format: "library, 1 thread: %.3f s  %.1f fps  (per frame: draw, render and encode %.2f ms, "
             + "of which the draw list about %.2f ms; write %.2f ms)",
             t.total, Double(n) / t.total, t.frames / Double(n) * 1e3, t.drawList / Double(n) * 1e3,
             t.write / Double(n) * 1e3))
print(String(format: "result library_s=%.5f", t.total))
if let binary = options.tagcloud {
    if options.verify {
        let hash = try PipelineTiming.run(bench, hashing: true).streamHash
        try CLITiming.verify(binary: binary, root: root, expectedHash: hash)
        print("tagcloud animate --jobs 1 and --jobs 2 streams: identical to the library pipeline's")
    }
    for jobs in [1, 2] {
        let seconds = try CLITiming.best(binary: binary, root: root, jobs: jobs, repetitions: options.cliRepetitions)
        let startup = try CLITiming.best(binary: binary, root: root, jobs: jobs, repetitions: options.cliRepetitions,
                                         firstFrameOnly: true)
        print(String(format: "tagcloud animate --jobs %d: %.3f s  %.1f fps  (whole process); first frame only "
                     + "%.3f s, so %.2f ms per further frame", jobs, seconds, Double(n) / seconds, startup,
                     (seconds - startup) / Double(n - 1) * 1e3))
        print(String(format: "result cli_jobs%d_s=%.5f", jobs, seconds))
        print(String(format: "result cli_jobs%d_startup_s=%.5f", jobs, startup))
    }
    // The control for --jobs 2: two --jobs 1 processes at once.
    let pair = try CLITiming.best(binary: binary, root: root, jobs: 1, repetitions: options.cliRepetitions, copies: 2)
    let pairStartup = try CLITiming.best(binary: binary, root: root, jobs: 1, repetitions: options.cliRepetitions,
                                         firstFrameOnly: true, copies: 2)
    print(String(format: "two tagcloud animate --jobs 1 at once: %.3f s; first frame only %.3f s, so %.2f ms "
                 + "per further frame of the two", pair, pairStartup, (pair - pairStartup) / Double(2 * (n - 1)) * 1e3))
    print(String(format: "result cli_pair_s=%.5f", pair))
    print(String(format: "result cli_pair_startup_s=%.5f", pairStartup))
}
