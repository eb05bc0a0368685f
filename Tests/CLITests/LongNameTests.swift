import Foundation
import Testing
import TagCloud
@testable import tagcloud

/// Did-you-mean suggestions only for names of a sensible length, so that a
/// hostile name costs time and memory in proportion to its length, not its
/// square: before, a 1 MB name took 27.8 s and 224 MB, and a 10 MB one ran
/// past 300 s. Each run is bounded by a timeout and by `ulimit -v 1000000`
/// (977 MiB), which the quadratic search went far past.
@Suite struct LongNameTests {
    static let limit = ["-v", "1000000"]

    /// A name of `count` x's.
    static func name(_ count: Int) -> String { String(repeating: "x", count: count) }

    func expectUnknown(_ result: ProcessResult, at place: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!result.signaled, "signal \(result.status) (killed at the timeout?)", sourceLocation: sourceLocation)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        // The name is quoted to 60 characters, with no suggestion.
        #expect(result.stderrLines == ["tagcloud: \(place): unknown tag '\(Self.name(60))…': no tag in the cloud has this text"],
                sourceLocation: sourceLocation)
    }

    /// A links file and a gesture script naming an unknown tag: the option
    /// that reads it, the file's name, the text around the name, and where
    /// the name starts.
    static let uses: [(option: String, file: String, before: String, after: String, column: Int)] = [
        ("--links", "links.txt", "Moon -> ", "\n", 9),
        ("--script", "tap.gesture", "tap \"", "\" over 1s\n", 5),
    ]

    @Test(arguments: [1_000_000, 10_000_000], [0, 1])
    func aHugeUnknownNameIsRefusedAtOnce(length: Int, use: Int) throws {
        let (option, file, before, after, column) = Self.uses[use]
        let directory = try TemporaryDirectory()
        let path = try directory.write(file, before + Self.name(length) + after)
        let result = try TagCloudProcess.run(["layout", "--tags", AnimateTest.words, option, path, "-o", "-"],
                                             limits: Self.limit, timeout: 30)
        expectUnknown(result, at: "\(path):1:\(column)")
    }

    @Test func aHugeUnknownCommandIsRefusedAtOnce() throws {
        // Before: 31 s and 1.3 GB for 10 MB.
        let directory = try TemporaryDirectory()
        let script = try directory.write("long.gesture", Self.name(10_000_000) + " 1s\n")
        let result = try TagCloudProcess.run(["layout", "--tags", AnimateTest.words, "--script", script, "-o", "-"],
                                             limits: Self.limit, timeout: 30)
        #expect(!result.signaled && result.status == 2, "\(result.status)")
        #expect(result.stderrLines == ["tagcloud: \(script):1:1: unknown command '\(Self.name(60))…'; expected one of "
                                       + "fps, rotate, spin, drag, release, stop, twist, pinch, tap, wait"])
    }

    @Test func namesOfASensibleLengthStillGetSuggestions() {
        // Up to Suggestion.maximumLength scalars, in any script.
        let long = String(repeating: "é", count: Suggestion.maximumLength)
        #expect(Suggestion.nearest(to: "Jupitre", in: ["Jupiter", "Saturn"]) == "Jupiter")
        #expect(Suggestion.nearest(to: long + "x", in: [long]) == nil)
        #expect(Suggestion.nearest(to: String(long.dropLast()) + "x", in: [long]) == long)
        #expect(Suggestion.comparable(long + "e") == nil)
        #expect(Suggestion.comparable("") == nil)
        #expect(Suggestions.closest(to: "--rotat", in: ["--size", "--rotate"]) == ["--rotate"])
        // Far shorter or longer candidates are skipped without comparing.
        #expect(Suggestion.nearest(to: "Io", in: ["Iocaste-and-more", "Ia"]) == "Ia")
    }
}
