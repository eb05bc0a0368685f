import Foundation
import Testing

/// `tagcloud animate -o x.gif | x.apng` and `render -o x.gif`: one file,
/// written atomically, the same for any `--jobs`, read by ffmpeg.
@Suite struct AnimateGIFTests {
    /// A 12-frame spin (120°/s at 30 fps is 4° a frame).
    static let spin = AnimateEndToEndTests.spin

    func bytes(_ path: String) throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func gifAndAPNGAreTheSameForAnyJobs() throws {
        let directory = try TemporaryDirectory()
        for ext in ["gif", "apng"] {
            var outputs: [[UInt8]] = []
            for jobs in ["1", "3"] {
                let path = directory.path("j\(jobs).\(ext)")
                _ = try AnimateTest.run(Self.spin + ["--jobs", jobs, "-o", path])
                outputs.append(try bytes(path))
            }
            #expect(AnimateTest.digests(outputs)[0] == AnimateTest.digests(outputs)[1], "\(ext)")
            #expect(outputs[0].starts(with: ext == "gif" ? Array("GIF89a".utf8) : [0x89, 0x50, 0x4E, 0x47]))
        }
        // The stream is the same file; --format apng writes APNG to a .png name without a warning.
        let stream = try AnimateTest.run(Self.spin + ["--format", "gif", "-o", "-"]).stdout
        #expect(AnimateTest.digest(stream) == AnimateTest.digest(try bytes(directory.path("j1.gif"))))
        let png = try AnimateTest.run(Self.spin + ["--format", "apng", "-o", directory.path("a.png")])
        #expect(png.stderr.isEmpty)
        #expect(AnimateTest.digest(try bytes(directory.path("a.png"))) == AnimateTest.digest(try bytes(directory.path("j1.apng"))))
    }

    @Test func refusalsLeaveNoFile() throws {
        let directory = try TemporaryDirectory()
        let asDirectory = try TagCloudProcess.run(AnimateTest.arguments(Self.spin + ["--format", "gif", "-o", directory.path("f") + "/"]))
        #expect(asDirectory.status == 2)
        #expect(asDirectory.stderr.contains("one file"))
        let transparent = try TagCloudProcess.run(AnimateTest.arguments(
            Self.spin + ["--background", "transparent", "-o", directory.path("t.gif")]))
        #expect(transparent.status == 2)
        #expect(transparent.stderr.contains("GIF"))
        let dither = try TagCloudProcess.run(AnimateTest.arguments(Self.spin + ["--dither", "floyd", "-o", directory.path("d.gif")]))
        #expect(dither.status == 2)
        #expect(try directory.contents().isEmpty)
    }

    @Test(.enabled(if: AnimateTest.ffmpeg != nil, "ffmpeg is not installed"))
    func ffmpegReadsEveryFrameAndTheAPNGIsExact() throws {
        let directory = try TemporaryDirectory()
        let source = try AnimateTest.run(Self.spin + ["-o", "-"]).stdout
        let ppm = try AnimateTest.ffmpeg(["-v", "error", "-f", "image2pipe", "-c:v", "ppm", "-i", "-",
                                          "-pix_fmt", "rgb24", "-f", "framemd5", "-"], input: source)
        for (ext, extra) in [("gif", []), ("gif", ["--dither", "ordered"]), ("apng", [])] {
            let path = directory.path("c\(extra.count).\(ext)")
            _ = try AnimateTest.run(Self.spin + extra + ["-o", path])
            let decoded = try AnimateTest.ffmpeg(["-v", "error", "-i", path, "-fps_mode", "passthrough",
                                                  "-pix_fmt", "rgb24", "-f", "framemd5", "-"])
            #expect(decoded.status == 0)
            #expect(AnimateTest.frameHashes(decoded.output).count == 12, "\(path)")
            if ext == "apng" {
                // Lossless: every frame is exactly the PPM frame.
                #expect(AnimateTest.frameHashes(decoded.output) == AnimateTest.frameHashes(ppm.output))
            }
        }
    }

    @Test func renderWritesAStillGIF() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("still.gif")
        let result = try TagCloudProcess.run(["render", "--tags", AnimateTest.words, "--size", "96x64", "-o", path])
        #expect(result.status == 0)
        let file = try bytes(path)
        #expect(file.starts(with: Array("GIF89a".utf8)) && file.last == 0x3B)
        #expect(file[6] == 96 && file[8] == 64)
    }
}
