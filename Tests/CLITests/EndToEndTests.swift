import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary the way users do.
@Suite struct EndToEndTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], ["render", "--help"], ["animate", "--help"], ["layout", "-h"], ["help", "animate"]])
    func helpExitsZeroWithExamples(_ arguments: [String]) throws {
        let result = try TagCloudProcess.run(arguments)
        #expect(result.status == 0)
        #expect(!result.signaled)
        #expect(result.stdoutText.contains("Examples:"))
        #expect(result.stdoutText.contains("Usage: tagcloud"))
        #expect(result.stderr.isEmpty)
    }

    @Test func helpCommandMatchesHelpOption() throws {
        let viaCommand = try TagCloudProcess.run(["help", "render"])
        let viaOption = try TagCloudProcess.run(["render", "--help"])
        #expect(viaCommand.stdout == viaOption.stdout)
        #expect(viaCommand.stdoutText.contains("--max-pixels N"))
    }

    @Test func helpWinsOverEarlierErrors() throws {
        let result = try TagCloudProcess.run(["render", "--bogus", "--size", "0x0", "--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("tagcloud render"))
    }

    @Test func noArgumentsPrintsShortUsageToStderrAndExitsTwo() throws {
        let result = try TagCloudProcess.run([])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        // One error convention: the `tagcloud:` line first, then the usage.
        #expect(result.stderrLines == [
            "tagcloud: missing a command; commands: render, animate, layout, help",
            "Usage: tagcloud <command> [options]",
            "Run 'tagcloud --help' for an overview or 'tagcloud <command> --help' for a command.",
        ])
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try TagCloudProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdoutText == "tagcloud 0.1.0\n")
    }

    @Test func unknownOptionIsOneLineWithSuggestion() throws {
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--rotat", "x:15"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["tagcloud: unknown option '--rotat' for render (did you mean --rotate?)"])
    }

    @Test func unknownCommandSuggestsTheNearestOne() throws {
        let result = try TagCloudProcess.run(["animat", "--tags", "w"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: unknown command 'animat' (did you mean animate?)"])
    }

    @Test func zeroSizeIsBadUsage() throws {
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--size", "0x0"])
        #expect(result.status == 2)
        #expect(result.stderrLines == [
            "tagcloud: --size: sizes must be positive: both sides at least 1 pixel, such as 1280x720; got '0x0'",
        ])
    }

    @Test func hugeSizeExceedsThePixelCap() throws {
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--size", "100000x100000"])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: --size: 100000x100000"))
        #expect(result.stderr.contains("exceeds the 64-megapixel cap (use --max-pixels to raise it)"))
        // Raising the cap moves past the check (to the missing file).
        let directory = try TemporaryDirectory()
        let raised = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "--size", "100000x100000", "--max-pixels", "10000M"],
            in: directory.url)
        #expect(raised.stderrLines == ["tagcloud: words.txt: No such file or directory"])
    }

    @Test func missingTagsFileIsBadInputNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "-o", "cloud.png"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: words.txt: No such file or directory"])
        // The output was opened first; nothing may be left behind.
        #expect(try directory.contents() == [])
    }

    @Test func tagsFileThatIsADirectoryIsBadInput() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["layout", "--tags", directory.url.path])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: \(directory.url.path): Is a directory"])
    }

    @Test func outputIntoMissingDirectoryIsARuntimeFailure() throws {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "swift\n")
        let result = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "-o", "nodir/cloud.png"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["tagcloud: nodir/cloud.png: directory 'nodir' does not exist"])
    }

    @Test func unknownOutputExtensionSuggestsFormat() throws {
        let result = try TagCloudProcess.run(["render", "--tags", "w.txt", "-o", "cloud.jpg"])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("add --format ppm|pam|png"))
    }

    @Test func finishedRenderLeavesOnlyItsOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "swift\nsphere\n")
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--size", "64x48", "-o", "cloud.png"],
                                             in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try directory.contents() == ["cloud.png", "words.txt"])
    }

    @Test func failedRenderLeavesNoFile() throws {
        // A font that is not a font fails after the output was opened: no
        // output, complete or partial, and no temp file.
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "swift\nsphere\n")
        try directory.write("bad.ttf", "not a font at all")
        let result = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "--font", "bad.ttf", "-o", "cloud.png"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: bad.ttf: "))
        #expect(try directory.contents() == ["bad.ttf", "words.txt"])
    }

    @Test func tagsFromStandardInputAreRead() throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array("swift,3\nsphere,1\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.contains("\"text\":\"swift\",\"weight\":3"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
    func binaryOutputToATerminalIsRefused() throws {
        let pty = try #require(Pseudoterminal())
        let result = try TagCloudProcess.run(["render", "--tags", "w.txt", "-o", "-"], stdout: pty.terminal)
        #expect(result.status == 2)
        #expect(result.stderrLines == [
            "tagcloud: refusing to write binary image data to a terminal; redirect standard output or use -o FILE",
        ])
    }

    @Test func everyErrorIsOneLine() throws {
        let cases: [[String]] = [
            ["render", "--tags"], ["render", "--tags", "a", "--tags", "b"], ["render", "--relax=yes"],
            ["render", "stray"], ["layout", "--fps", "3"], ["animate", "--tags", "w", "--duration", "2h"],
            ["render", "--tags", "w", "--size", "12\nx4"], ["render", "--tags", "w", "--blend", "rgb"],
        ]
        for arguments in cases {
            let result = try TagCloudProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("tagcloud: "), "\(arguments)")
        }
    }

    @Test(.enabled(if: TagCloudProcess.canRunAsNobody, "needs root and setpriv to drop privileges"))
    func unwritableOutputDirectoryIsARuntimeFailure() throws {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "swift\n")
        try FileManager.default.createDirectory(atPath: directory.path("locked"), withIntermediateDirectories: false)
        chmod(directory.path("locked"), 0o555)
        let result = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "-o", "locked/cloud.png"], in: directory.url, asNobody: true)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["tagcloud: locked/cloud.png: permission denied to create files in 'locked'"])
    }

    @Test(.enabled(if: TagCloudProcess.canRunAsNobody, "needs root and setpriv to drop privileges"))
    func unreadableTagsFileIsBadInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("secret.txt", "swift\n")
        chmod(directory.path("secret.txt"), 0o000)
        let result = try TagCloudProcess.run(["layout", "--tags", "secret.txt"], in: directory.url, asNobody: true)
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: secret.txt: Permission denied"])
    }
}
