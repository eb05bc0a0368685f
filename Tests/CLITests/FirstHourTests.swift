import Foundation
import Testing
@testable import tagcloud

/// Issue 19 A.2, A.4, A.5 (the --duration default) and A.6, through the
/// built binary: the mistakes a newcomer makes and what they are told.
@Suite struct FirstHourTests {
    static let words = AnimateTest.words

    @Test func aFramePatternCreatesItsDirectoryAsADirectoryOutputDoes() throws {
        let directory = try TemporaryDirectory()
        let pattern = try TagCloudProcess.run(
            AnimateTest.arguments(["--duration", "100ms", "-o", "pat/deeper/f_%04d.png"]), in: directory.url)
        #expect(pattern.status == 0, "\(pattern.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("pat/deeper")).sorted()
            == ["f_0000.png", "f_0001.png", "f_0002.png"])
        // A literal %% in the directory is one percent sign.
        let percent = try TagCloudProcess.run(
            AnimateTest.arguments(["--duration", "100ms", "-o", "100%%/f_%d.ppm"]), in: directory.url)
        #expect(percent.status == 0, "\(percent.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.path("100%/f_2.ppm")))
        // A file where the directory should be is still an error (exit 1), not a crash.
        try directory.write("file", "x")
        let blocked = try TagCloudProcess.run(
            AnimateTest.arguments(["--duration", "100ms", "-o", "file/f_%d.ppm"]), in: directory.url)
        #expect(blocked.status == 1)
        #expect(blocked.stderrLines.count == 1)
    }

    @Test func globeWithoutCoordinatesSaysWhatALineShouldHold() throws {
        let result = try TagCloudProcess.run(["render", "--globe", "--tags", Self.words, "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("out of range"), "\(result.stderr)")
        #expect(result.stderr.contains("LAT,LON"), "\(result.stderr)")
        #expect(result.stderr == "tagcloud: \(Self.words):3:6: tag 'Moon' has no LAT,LON, only '412': a line is "
            + "NAME<TAB>LAT,LON[<TAB>WEIGHT] as in 'Paris<TAB>48.8566,2.3522'\n")
        #expect(result.stderrLines.count == 1)
    }

    @Test func zeroSizesSayThatSizesMustBePositive() throws {
        for size in ["0x720", "1280x0"] {
            let result = try TagCloudProcess.run(["render", "--tags", Self.words, "--size", size, "-o", "/dev/null"])
            #expect(result.status == 2)
            #expect(result.stderr == "tagcloud: --size: sizes must be positive: both sides at least 1 pixel, "
                + "such as 1280x720; got '\(size)'\n")
        }
    }

    @Test func renderIntoADirectorySaysRenderWritesOneFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("existing"), withIntermediateDirectories: false)
        for (output, file) in [("out/", "out/cloud.png"), ("existing", "existing/cloud.png")] {
            let result = try TagCloudProcess.run(["render", "--tags", Self.words, "-o", output], in: directory.url)
            #expect(result.status == 2)
            #expect(result.stderr.contains("render writes one image file"), "\(result.stderr)")
            #expect(!result.stderr.contains("--format"), "\(result.stderr)")
            #expect(result.stderr.contains("such as -o \(file) "), "\(result.stderr)")
        }
        #expect(try directory.contents() == ["existing"])
    }

    @Test func durationDefaultSaysWhatTheLengthIs() throws {
        let help = try TagCloudProcess.run(["animate", "--help"]).stdoutText
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!flat.contains("at a rate of 0"))
        #expect(flat.contains("one full turn of --spin, a seamless loop (18s for the default y:20"))
        // 18 s is what the default spin does: 540 frames at 30 fps.
        let result = try TagCloudProcess.run(
            AnimateTest.arguments(["--frames", "540-", "-o", "-"]))
        #expect(result.stderr.contains("starts after the last frame, 539"), "\(result.stderr)")
    }

    @Test func theDoneLineIsPrintedOnce() throws {
        guard let binary = TagCloudProcess.binary else { throw HarnessError("no binary") }
        let pty = try #require(Pseudoterminal())
        let directory = try TemporaryDirectory()
        let collected = pty.collect()
        let process = Process()
        process.executableURL = binary
        process.arguments = AnimateTest.arguments(["--duration", "1s", "-o", "frames/"])
        process.currentDirectoryURL = directory.url
        process.standardError = pty.terminal
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try pty.terminal.close()
        let text = collected.wait()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.components(separatedBy: "30/30 frames").count >= 2, "\(text)")
        #expect(text.components(separatedBy: "done in").count == 2, "\(text.debugDescription)")
        #expect(text.hasSuffix("\n") || text.hasSuffix("\r\n"))
    }
}

/// Issue 19 A.5: CSS colour functions and `none` through the command line,
/// read back by the tests' own PAM reader.
@Suite struct CSSColourEndToEndTests {
    @Test func backgroundsAndLabelColoursTakeCSSFunctions() throws {
        let base = ["render", "--tags", AnimateTest.words, "--size", "64x48", "--format", "pam", "-o", "-"]
        let cases: [(String, [UInt8])] = [
            ("hsl(240 100% 50%)", [0, 0, 255, 255]),
            ("rgb(255 107 107 / 50%)", [255, 107, 107, 128]),
            ("rgba(0, 128, 0, 1)", [0, 128, 0, 255]),
            ("none", [0, 0, 0, 0]),
        ]
        for (background, corner) in cases {
            let result = try TagCloudProcess.run(base + ["--background", background, "--color", "rgb(255, 255, 255)"])
            #expect(result.status == 0, "\(background): \(result.stderr)")
            let image = try NetpbmStream.single(result.stdout)
            #expect(image.depth == 4)
            #expect(Array(image.samples.prefix(4)) == corner, "\(background)")
        }
        let bad = try TagCloudProcess.run(base + ["--color", "rgb(1 2)"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("tagcloud: --color: bad colour 'rgb(1 2)': expected rgb(…)"), "\(bad.stderr)")
    }

    @Test func colorHelpListsEveryForm() throws {
        let help = try TagCloudProcess.run(["render", "--help-all"]).stdoutText
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for form in ["#rgb", "#rrggbbaa", "rgb(", "rgba(", "hsl(", "none"] {
            #expect(flat.contains("--color C Draw every label in one colour") && flat.contains(form), "\(form)")
        }
    }
}

/// Issue 19 A.7: `--fold-case` through the command line.
@Suite struct FoldCaseEndToEndTests {
    @Test func foldCaseCountsSpellingsAsOneTag() throws {
        let list = Array("License\nlicense\nLICENSE\nlicense\nMIT\nmit\nApache\n".utf8)
        func tags(_ extra: [String]) throws -> [String] {
            let result = try TagCloudProcess.run(["layout", "--tags", "-", "--size", "320x240"] + extra, stdin: list)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
            let entries = try #require(json["tags"] as? [[String: Any]])
            return entries.compactMap { entry in
                guard let text = entry["text"] as? String, let weight = entry["weight"] as? Double else { return nil }
                return "\(text) \(Int(weight))"
            }
        }
        #expect(try tags(["--fold-case"]) == ["license 4", "MIT 2", "Apache 1"])
        #expect(try tags([]) == ["license 2", "License 1", "LICENSE 1", "MIT 1", "mit 1", "Apache 1"])
    }
}
