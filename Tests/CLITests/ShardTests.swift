import Foundation
import Testing
@testable import tagcloud

/// Issue 19 B.1: `--shard K/N` splits the frames into N near-equal
/// contiguous parts, and the parts together are the whole animation.
@Suite struct ShardTests {
    @Test func partsAreContiguousNearEqualAndCoverEveryFrameOnce() {
        for (frames, count) in [(0..<540, 4), (0..<10, 3), (300..<600, 7), (5..<7, 4), (0..<1, 1), (0..<0, 2)] {
            let parts = (0..<count).map { FrameShard(index: $0, count: count).part(of: frames) }
            #expect(parts.first?.lowerBound == frames.lowerBound)
            #expect(parts.last?.upperBound == frames.upperBound)
            for (a, b) in zip(parts, parts.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            let lengths = parts.map(\.count)
            #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1, "\(frames) \(count): \(lengths)")
        }
        // 540 frames in 4 parts: 135 each; 10 in 3: 3, 3, 4.
        #expect(FrameShard(index: 1, count: 4).part(of: 0..<540) == 135..<270)
        #expect((0..<3).map { FrameShard(index: $0, count: 3).part(of: 0..<10).count } == [3, 3, 4])
    }

    @Test func badShardsSayWhatIsExpected() throws {
        let cases = [
            ("4/4", "part 4 of 4 does not exist: parts are counted from 0 to 3"),
            ("1/0", "the number of parts must be from 1 to 1000000"),
            ("1", "expected K/N such as 0/4"),
            ("-1/4", "expected K/N such as 0/4"),
            ("1/4/2", "expected K/N such as 0/4"),
        ]
        for (text, message) in cases {
            let result = try TagCloudProcess.run(AnimateTest.arguments(["--shard=" + text, "-o", "-"]))
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("tagcloud: --shard: " + message), "\(result.stderr)")
        }
    }

    @Test func shardsWriteTheFramesOfOneRunIntoOneDirectory() throws {
        let directory = try TemporaryDirectory()
        let options = ["--duration", "1s", "--jobs", "2"]
        _ = try AnimateTest.run(options + ["-o", "whole/"], in: directory.url)
        for k in 0..<4 {
            _ = try AnimateTest.run(options + ["--shard", "\(k)/4", "-o", "parts/"], in: directory.url)
        }
        try ShardCheck.expectSameFrames(directory.path("whole"), directory.path("parts"), count: 30)
    }

    @Test func shardsOfAGestureScriptWhoseLengthIsKnownOnlyOnceRead() throws {
        let directory = try TemporaryDirectory()
        let options = ["--script", AnimateTest.tour, "--fps", "10"]
        _ = try AnimateTest.run(options + ["-o", "whole/"], in: directory.url)
        for k in 0..<3 {
            _ = try AnimateTest.run(options + ["--shard", "\(k)/3", "-o", "parts/"], in: directory.url)
        }
        // The tour lasts about 7.7 s: 77 frames at 10 fps.
        try ShardCheck.expectSameFrames(directory.path("whole"), directory.path("parts"), count: 77)
    }

    @Test func shardsSplitAFramesRangeAndFollowAPattern() throws {
        let directory = try TemporaryDirectory()
        let options = ["--duration", "2s", "--frames", "10-29"]
        _ = try AnimateTest.run(options + ["-o", "whole/f-%03d.ppm"], in: directory.url)
        var streamed: [UInt8] = []
        for k in 0..<3 {
            _ = try AnimateTest.run(options + ["--shard", "\(k)/3", "-o", "parts/f-%03d.ppm"], in: directory.url)
            streamed += try AnimateTest.run(options + ["--shard", "\(k)/3", "-o", "-"]).stdout
        }
        try ShardCheck.expectSameFrames(directory.path("whole"), directory.path("parts"), count: 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("parts")).sorted().first == "f-010.ppm")
        // The parts' streams, one after another, are the whole range's stream.
        #expect(streamed == (try AnimateTest.run(options + ["-o", "-"]).stdout))
        // More parts than frames: the extra parts render nothing and succeed.
        let empty = try TagCloudProcess.run(AnimateTest.arguments(["--duration", "100ms", "--shard", "0/5", "-o", "-"]))
        #expect(empty.status == 0 && empty.stdout.isEmpty)
    }
}

/// Comparing the frame directories of a whole run and a sharded one.
enum ShardCheck {
    /// The frame files (not hidden temporaries) of `whole` and `parts` have
    /// the same names, `count` of them, and the same bytes.
    static func expectSameFrames(_ whole: String, _ parts: String, count: Int,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fileManager = FileManager.default
        let names = try fileManager.contentsOfDirectory(atPath: whole).filter { !$0.hasPrefix(".") }.sorted()
        let partNames = try fileManager.contentsOfDirectory(atPath: parts).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.count == count, sourceLocation: sourceLocation)
        #expect(partNames == names, sourceLocation: sourceLocation)
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: whole + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: parts + "/" + name))
            #expect(a == b, "\(name) differs", sourceLocation: sourceLocation)
        }
    }
}
