import Foundation

/// frame-bench's command line.
struct BenchOptions {
    /// Runs of the in-process timing; the best counts.
    var repetitions = 5
    /// Runs of each `tagcloud animate` timing; the best counts.
    var cliRepetitions = 3
    /// Where to write scene.json for the peers.
    var exportPath: String?
    /// The `tagcloud` binary to time as a subprocess.
    var tagcloud: String?
    /// Check that the binary's streams equal the library pipeline's.
    var verify = false
    /// Print the per-label breakdown instead.
    var stages = false
    /// Render this many frames once (for profilers) instead.
    var profileFrames: Int?
    /// Run the image micro-benchmarks instead.
    var image = false
    /// Measure whether a glyph coverage cache would pay instead.
    var glyphCache = false
    /// Time the globe map on this place list instead (GlobeBench).
    var globe: String?
    /// Time only the 500-place 1080p map of issue 42 on this place list (GlobeBench.map1080).
    var map: String?
    /// Measure how far quantized glyph coverage is from exact instead.
    var quantization = false
    /// Time the frames with `--declutter off` and `fade` in turn instead.
    var declutter = false

    /// The usage text `--help` prints.
    static let usage = """
        usage: frame-bench [--repeat N] [--export scene.json] [--tagcloud PATH [--cli-repeat N] [--verify]]
               frame-bench --stages | --profile N | --image | --glyph-cache | --quantization | --globe PLACES.tsv | --map PLACES.tsv
               frame-bench --declutter [--repeat N]   declutter off against fade, in turn
        Run from the repository root after `swift build -c release`; Tools/bench-frames runs everything.
        """

    /// Reads `arguments` (without the program name); `--help` prints the
    /// usage and exits 0, a bad word prints a one-line error and exits 2.
    init(_ arguments: ArraySlice<String>) {
        var words = arguments.makeIterator()
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("frame-bench: \(message)\n\(Self.usage)\n".utf8))
            exit(2)
        }
        func value(_ name: String) -> String {
            guard let value = words.next() else { fail("\(name) needs a value") }
            return value
        }
        func number(_ name: String) -> Int {
            guard let number = Int(value(name)), number > 0 else { fail("\(name) needs a positive number") }
            return number
        }
        while let word = words.next() {
            switch word {
            case "--repeat": repetitions = number(word)
            case "--cli-repeat": cliRepetitions = number(word)
            case "--export": exportPath = value(word)
            case "--tagcloud": tagcloud = value(word)
            case "--verify": verify = true
            case "--stages": stages = true
            case "--profile": profileFrames = number(word)
            case "--image": image = true
            case "--glyph-cache": glyphCache = true
            case "--globe": globe = value(word)
            case "--map": map = value(word)
            case "--quantization": quantization = true
            case "--declutter": declutter = true
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: fail("unknown argument \(word)")
            }
        }
    }
}
