import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `tagcloud animate` run the way users run it: directories, streams,
/// ffmpeg, threads, frame ranges, traces and errors.
@Suite struct AnimateEndToEndTests {
    /// A 12-frame spin (120°/s at 30 fps is 4° a frame).
    static let spin = ["--rotate", "x:15", "--spin", "y:120", "--duration", "0.4s"]

    @Test func directoryAndStreamHoldTheSameFrames() throws {
        let directory = try TemporaryDirectory()
        _ = try AnimateTest.run(Self.spin + ["-o", directory.path("out/frames") + "/"])
        let files = try AnimateTest.files(in: directory.path("out/frames"))
        #expect(files.map(\.name) == (0..<12).map { String(format: "frame_%05d.ppm", $0) })
        let stream = try NetpbmStream.split(AnimateTest.run(Self.spin + ["-o", "-"]).stdout)
        #expect(stream.count == 12)
        #expect(AnimateTest.digests(stream.map(\.bytes)) == AnimateTest.digests(files.map(\.bytes)))
        for frame in stream {
            #expect(frame.magic == "P6" && frame.width == 96 && frame.height == 64)
        }
        // The sphere turns: consecutive frames differ.
        let moving = zip(stream, stream.dropFirst()).allSatisfy { $0.samples != $1.samples }
        #expect(moving)
    }

    @Test func existingDirectoryWithoutSlashAndPatterns() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("d"), withIntermediateDirectories: false)
        _ = try AnimateTest.run(Self.spin + ["--frames", "0-1", "-o", directory.path("d"), "--format", "pam"])
        #expect(try directory.contents() == ["d"])
        #expect(try AnimateTest.files(in: directory.path("d")).map(\.name) == ["frame_00000.pam", "frame_00001.pam"])
        _ = try AnimateTest.run(Self.spin + ["--frames", "10-", "-o", directory.path("p-%03d.png")])
        #expect(try directory.contents() == ["d", "p-010.png", "p-011.png"])
        // A name that is neither a directory nor a pattern is refused before any work.
        let missing = try TagCloudProcess.run(AnimateTest.arguments(Self.spin + ["-o", directory.path("nodir")]))
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("has no frame number"))
    }

    @Test(.enabled(if: AnimateTest.ffmpeg != nil, "ffmpeg is not installed"))
    func ffmpegReadsTheStreamAndTheDirectory() throws {
        let stream = try AnimateTest.run(Self.spin + ["-o", "-"]).stdout
        let null = try AnimateTest.ffmpeg(["-v", "error", "-f", "image2pipe", "-c:v", "ppm", "-i", "-", "-f", "null", "-"],
                                          input: stream)
        #expect(null.status == 0)
        let piped = try AnimateTest.ffmpeg(
            ["-v", "error", "-f", "image2pipe", "-c:v", "ppm", "-framerate", "30", "-i", "-", "-f", "framemd5", "-"],
            input: stream)
        #expect(piped.status == 0)
        #expect(AnimateTest.frameHashes(piped.output).count == 12)
        let directory = try TemporaryDirectory()
        _ = try AnimateTest.run(Self.spin + ["-o", directory.path("f") + "/"])
        let files = try AnimateTest.ffmpeg(
            ["-v", "error", "-framerate", "30", "-i", directory.path("f/frame_%05d.ppm"), "-f", "framemd5", "-"])
        #expect(files.status == 0)
        #expect(AnimateTest.frameHashes(files.output) == AnimateTest.frameHashes(piped.output))
    }

    @Test func anyJobCountGivesTheSameBytes() throws {
        let tour = ["--script", AnimateTest.tour, "--fps", "6", "--frames", "10-33"]
        let one = try AnimateTest.run(tour + ["--jobs", "1", "-o", "-"]).stdout
        let two = try AnimateTest.run(tour + ["--jobs", "2", "-o", "-"]).stdout
        let four = try AnimateTest.run(tour + ["--jobs", "4", "-o", "-"]).stdout
        let again = try AnimateTest.run(tour + ["--jobs", "1", "-o", "-"]).stdout
        #expect(try NetpbmStream.split(one).count == 24)
        #expect(AnimateTest.digest(one) == AnimateTest.digest(again))
        #expect(AnimateTest.digest(one) == AnimateTest.digest(two))
        #expect(AnimateTest.digest(one) == AnimateTest.digest(four))
        // Files written by parallel workers hold the same frames.
        let directory = try TemporaryDirectory()
        _ = try AnimateTest.run(tour + ["--jobs", "3", "-o", directory.path("f") + "/"])
        let files = try AnimateTest.files(in: directory.path("f"))
        #expect(files.map(\.name) == (10...33).map { String(format: "frame_%05d.ppm", $0) })
        #expect(AnimateTest.digest(files.flatMap(\.bytes)) == AnimateTest.digest(one))
    }

    @Test func rangesSplitTheWholeExactly() throws {
        let whole = try AnimateTest.run(Self.spin + ["-o", "-"]).stdout
        let first = try AnimateTest.run(Self.spin + ["--frames", "0-4", "--jobs", "2", "-o", "-"]).stdout
        let second = try AnimateTest.run(Self.spin + ["--frames", "5-", "--jobs", "2", "-o", "-"]).stdout
        #expect(try NetpbmStream.split(first).count == 5)
        #expect(try NetpbmStream.split(second).count == 7)
        #expect(AnimateTest.digest(first + second) == AnimateTest.digest(whole))
        // An end past the last frame stops at the last frame.
        let tail = try AnimateTest.run(Self.spin + ["--frames", "9-500", "-o", "-"]).stdout
        #expect(try AnimateTest.digests(NetpbmStream.split(tail).map(\.bytes))
            == AnimateTest.digests(NetpbmStream.split(whole).suffix(3).map(\.bytes)))
    }

    @Test func pamStreamKeepsAlpha() throws {
        let result = try AnimateTest.run(Self.spin + ["--background", "transparent", "--format", "pam", "-o", "-"])
        let frames = try NetpbmStream.split(result.stdout)
        #expect(frames.count == 12)
        for frame in frames {
            #expect(frame.magic == "P7" && frame.depth == 4 && frame.tupleType == "RGB_ALPHA")
            let alphas = Set(stride(from: frame.samples.startIndex + 3, to: frame.samples.endIndex, by: 4)
                .map { frame.samples[$0] })
            // Empty background stays fully transparent; labels are opaque or partly so.
            #expect(alphas.contains(0))
            #expect(alphas.contains { $0 > 0 })
            #expect(alphas.contains { $0 > 0 && $0 < 255 })
        }
        // PPM has no alpha: refused before any work.
        let ppm = try TagCloudProcess.run(AnimateTest.arguments(Self.spin + ["--background", "transparent", "-o", "-"]))
        #expect(ppm.status == 2)
        #expect(ppm.stderrLines.count == 1 && ppm.stderr.contains("PPM has no alpha channel"))
    }

    @Test func traceHasOneLinePerRenderedFrameInOrder() throws {
        let directory = try TemporaryDirectory()
        // 30°/s at 10 fps: 3° a frame about y after a 15° tilt about x.
        let arguments = ["--rotate", "x:15", "--spin", "y:30", "--duration", "2s", "--fps", "10",
                         "--frames", "3-16", "--jobs", "3", "--trace", directory.path("trace.jsonl"), "-o", "-"]
        let result = try AnimateTest.run(arguments)
        #expect(try NetpbmStream.split(result.stdout).count == 14)
        let lines = try String(contentsOfFile: directory.path("trace.jsonl"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 15 && lines.last == "")
        for (offset, line) in lines.dropLast().enumerated() {
            let frame = 3 + offset
            let json = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(json["frame"] as? Int == frame)
            #expect(abs((json["time"] as? Double ?? -1) - Double(frame) / 10) < 1e-9)
            // Row-major Ry(3°·frame)·Rx(15°), computed here independently.
            let m = try #require(json["orientation"] as? [Double])
            let a = Double(3 * frame) * .pi / 180, t = 15 * Double.pi / 180
            let expected = [cos(a), sin(a) * sin(t), sin(a) * cos(t), 0,
                            0, cos(t), -sin(t), 0,
                            -sin(a), cos(a) * sin(t), cos(a) * cos(t), 0,
                            0, 0, 0, 1]
            #expect(m.count == 16 && zip(m, expected).allSatisfy { abs($0 - $1) < 1e-8 }, "frame \(frame)")
        }
    }

    @Test func spinWithoutDurationMakesOneFullTurn() throws {
        let directory = try TemporaryDirectory()
        // 360° at 600°/s is 0.6 s: 18 frames at 30 fps.
        let result = try AnimateTest.run(["--spin", "y:600", "--trace", directory.path("t"), "-o", "-"], size: "32x24")
        #expect(try NetpbmStream.split(result.stdout).count == 18)
        let last = try String(contentsOfFile: directory.path("t"), encoding: .utf8).split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("{\"frame\":17,\"time\":0.566666667,"))
        // Neither --spin nor --script: y:20 for one turn, 18 s, 540 frames.
        let range = try AnimateTest.run(["--frames", "535-", "-o", "-"], size: "32x24")
        #expect(try NetpbmStream.split(range.stdout).count == 5)
    }

    @Test func frameCapIsAUsageError() throws {
        let spin = try TagCloudProcess.run(AnimateTest.arguments(["--spin", "y:20", "--duration", "10s", "--max-frames", "100"]))
        #expect(spin.status == 2)
        #expect(spin.stderrLines == [
            "tagcloud: --duration 10s at 30 fps is 300 frames, over the 100-frame cap (use --max-frames to raise it)",
        ])
        let directory = try TemporaryDirectory()
        let script = try directory.write("long.gesture", "fps 30\nspin y:10/s for 20s\nwait 5s\n")
        let long = try TagCloudProcess.run(AnimateTest.arguments(["--script", script, "--max-frames", "600", "-o", "-"]))
        #expect(long.status == 2)
        #expect(long.stderrLines == [
            "tagcloud: \(script), 25s at 30 fps is 750 frames, over the 600-frame cap (use --max-frames to raise it)",
        ])
        #expect(long.stdout.isEmpty)
    }

    @Test func scriptErrorsPointAtTheLine() throws {
        let directory = try TemporaryDirectory()
        let bad = try directory.write("bad.gesture", "fps 30\nspin y:20/s for 2\n")
        let result = try TagCloudProcess.run(AnimateTest.arguments(["--script", bad, "-o", "-"]))
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: \(bad):2:"))
        #expect(result.stdout.isEmpty)
        let tap = try directory.write("tap.gesture", "wait 0.1s\ntap \"Saturnn\" over 1s\n")
        let unknown = try TagCloudProcess.run(AnimateTest.arguments(["--script", tap, "-o", "-"]))
        #expect(unknown.status == 2)
        #expect(unknown.stderrLines == ["tagcloud: \(tap):2:5: unknown tag 'Saturnn'; did you mean 'Saturn'?"])
        let both = try TagCloudProcess.run(AnimateTest.arguments(["--script", tap, "--spin", "y:3", "-o", "-"]))
        #expect(both.status == 2)
        #expect(both.stderrLines == ["tagcloud: --spin and --script cannot be combined; put a spin line in the script instead"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script(1) is not installed"))
    func progressOnlyOnATerminal() throws {
        // Standard error a pipe: not a byte.
        #expect(try AnimateTest.run(Self.spin + ["-o", "-"]).stderr.isEmpty)
        // Under script(1) standard error is a terminal: a bar counting to 12/12.
        let directory = try TemporaryDirectory()
        let binary = try #require(TagCloudProcess.binary).path
        let words = ([binary] + AnimateTest.arguments(Self.spin + ["-o", directory.path("f") + "/"]))
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-c", words.joined(separator: " "), "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("12/12 frames"), "\(text)")
        #expect(text.contains(" fps"))
        #expect(try AnimateTest.files(in: directory.path("f")).count == 12)
    }

    @Test func sampleTourReplays() throws {
        let result = try AnimateTest.run(["--script", AnimateTest.tour, "--fps", "4", "-o", "-"], size: "64x48")
        // 7.7 s at 4 fps: ⌈30.8⌉ = 31 frames.
        #expect(try NetpbmStream.split(result.stdout).count == 31)
    }
}
