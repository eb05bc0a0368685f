import Foundation
import ImageCodecs
import Raster
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import tagcloud

@Suite struct OutputFormatTests {
    @Test func inferenceFromExtensions() {
        #expect(ImageFormat.inferred(from: "cloud.png") == .png)
        #expect(ImageFormat.inferred(from: "out/CLOUD.PPM") == .ppm)
        #expect(ImageFormat.inferred(from: "a.b.pam") == .pam)
        #expect(ImageFormat.inferred(from: "x.pnm") == .ppm)
        #expect(ImageFormat.inferred(from: "cloud.jpg") == nil)
        #expect(ImageFormat.inferred(from: "cloud") == nil)
        #expect(ImageFormat.inferred(from: "v1.2/cloud") == nil)
        #expect(ImageFormat.inferred(from: ".png") == nil)
        #expect(ImageFormat.inferred(from: "cloud.") == nil)
    }

    @Test func explicitFormatWinsAndUnknownExtensionsAsk() throws {
        #expect(try ImageFormat.resolve(path: "x.png", explicit: .ppm, fallback: .pam) == .ppm)
        #expect(try ImageFormat.resolve(path: "x.jpg", explicit: .pam, fallback: .ppm) == .pam)
        #expect(try ImageFormat.resolve(path: "x.PNG", explicit: nil, fallback: .ppm) == .png)
        #expect(throws: CLIError.usage(
            "cannot tell the image format of 'x.jpg' (known extensions: .ppm, .pam, .png, .gif, .apng); add --format ppm|pam|png|gif|apng")) {
            try ImageFormat.resolve(path: "x.jpg", explicit: nil, fallback: .ppm)
        }
    }

    @Test func devicesWithoutAnExtensionTakeTheDefaultFormat() throws {
        #expect(try ImageFormat.resolve(path: "/dev/null", explicit: nil, fallback: .ppm) == .ppm)
        #expect(try ImageFormat.resolve(path: "/dev/full", explicit: nil, fallback: .pam) == .pam)
        // A regular file or a new path without an extension still asks.
        #expect(throws: CLIError.self) { try ImageFormat.resolve(path: "/etc/hostname", explicit: nil, fallback: .ppm) }
        #expect(throws: CLIError.self) { try ImageFormat.resolve(path: "cloud", explicit: nil, fallback: .ppm) }
    }
}

@Suite struct OutputPlannerTests {
    @Test func singleImageDestinations() throws {
        let file = try OutputPlanner.image(output: "a.pam", format: nil, defaultFormat: .png, stdoutIsTerminal: true)
        #expect(file.destination == .file("a.pam") && file.format == .pam && !file.isDefaultFile)
        let stream = try OutputPlanner.image(output: "-", format: nil, defaultFormat: .png, stdoutIsTerminal: false)
        #expect(stream.destination == .standardOutput && stream.format == .png)
        let piped = try OutputPlanner.image(output: nil, format: .ppm, defaultFormat: .png, stdoutIsTerminal: false)
        #expect(piped.destination == .standardOutput && piped.format == .ppm)
        let terminal = try OutputPlanner.image(output: nil, format: nil, defaultFormat: .png, stdoutIsTerminal: true)
        #expect(terminal.destination == .file("tagcloud.png") && terminal.isDefaultFile)
        let terminalPAM = try OutputPlanner.image(output: nil, format: .pam, defaultFormat: .png, stdoutIsTerminal: true)
        #expect(terminalPAM.destination == .file("tagcloud.pam"))
        #expect(throws: CLIError.self) {
            try OutputPlanner.image(output: "-", format: .png, defaultFormat: .png, stdoutIsTerminal: true)
        }
    }

    @Test func frameDestinations() throws {
        let files = try OutputPlanner.frames(output: "f/c-%03d.png", format: nil, defaultFormat: .ppm, stdoutIsTerminal: false)
        #expect(files.destination == .files(try FramePattern(parsing: "f/c-%03d.png")) && files.format == .png)
        let stream = try OutputPlanner.frames(output: nil, format: nil, defaultFormat: .ppm, stdoutIsTerminal: false)
        #expect(stream.destination == .standardOutput && stream.format == .ppm)
        // No -o on a terminal: asked for -o with an example, nothing written (issue 43).
        #expect(throws: CLIError.usage("animate needs -o when standard output is a terminal; for example "
            + "-o spin.gif (one looping file), -o frames/ (numbered PNG files) or -o - | ffmpeg …")) {
            try OutputPlanner.frames(output: nil, format: nil, defaultFormat: .ppm, stdoutIsTerminal: true)
        }
        #expect(throws: CLIError.self) {
            try OutputPlanner.frames(output: "-", format: nil, defaultFormat: .ppm, stdoutIsTerminal: true)
        }
        #expect(throws: CLIError.self) {
            try OutputPlanner.frames(output: "c-%04d.jpg", format: nil, defaultFormat: .ppm, stdoutIsTerminal: false)
        }
        // A GIF or APNG animation is one file, not numbered frames.
        #expect(throws: CLIError.usage("-o 'c-%04d.gif': a GIF animation is one file; give a file name such as cloud.gif")) {
            try OutputPlanner.frames(output: "c-%04d.gif", format: nil, defaultFormat: .ppm, stdoutIsTerminal: false)
        }
        #expect(throws: CLIError.self) {
            try OutputPlanner.frames(output: "f/", format: .apng, defaultFormat: .ppm, stdoutIsTerminal: false)
        }
        #expect(OutputPlanner.text(output: nil) == .standardOutput)
        #expect(OutputPlanner.text(output: "-") == .standardOutput)
        #expect(OutputPlanner.text(output: "l.json") == .file("l.json"))
    }
}

@Suite struct FramePatternTests {
    @Test func numbersFrames() throws {
        let pattern = try FramePattern(parsing: "out/cloud-%04d.png")
        #expect(pattern.path(for: 0) == "out/cloud-0000.png")
        #expect(pattern.path(for: 7) == "out/cloud-0007.png")
        #expect(pattern.path(for: 12345) == "out/cloud-12345.png")
        #expect(try FramePattern(parsing: "%d.ppm").path(for: 42) == "42.ppm")
        #expect(try FramePattern(parsing: "100%%-%03d.ppm").path(for: 7) == "100%-007.ppm")
        #expect(try FramePattern(parsing: "100%%-%03d.ppm").description == "100%%-%03d.ppm")
    }

    @Test func refusesBadPatterns() {
        for bad in ["cloud.png", "%d-%d.png", "%4d.png", "%x.png", "%", "%0d.png", "%010d.png", "%-4d.png"] {
            #expect(throws: CLIError.self, "\(bad)") { try FramePattern(parsing: bad) }
        }
    }
}

@Suite struct FrameOutputTests {
    @Test func streamIsWrittenInFrameOrderFromManyThreads() throws {
        let written = Locked<[UInt8]>([])
        let output = FrameOutput(.standardOutput, firstFrame: 10) { (bytes: [UInt8]) throws(CLIError) in
            written.withLock { $0 += bytes }
        }
        let order = Array(10..<74).shuffled()
        DispatchQueue.concurrentPerform(iterations: order.count) { slot in
            try? output.write(frame: order[slot], [UInt8(order[slot])])
        }
        try output.finish()
        #expect(written.value == (10..<74).map { UInt8($0) })
        #expect(output.framesWritten == 64)
    }

    @Test func streamErrorStopsLaterFrames() throws {
        let output = FrameOutput(.standardOutput) { (_: [UInt8]) throws(CLIError) in throw CLIError.brokenPipe }
        #expect(throws: CLIError.brokenPipe) { try output.write(frame: 0, [1]) }
        #expect(throws: CLIError.brokenPipe) { try output.write(frame: 1, [2]) }
    }

    @Test func skippedFrameIsReported() throws {
        let output = FrameOutput(.standardOutput) { (_: [UInt8]) throws(CLIError) in }
        try output.write(frame: 1, [1])
        #expect(throws: CLIError.self) { try output.finish() }
    }

    @Test func filesAreWrittenAtomicallyInAnyOrder() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let output = FrameOutput(.files(try FramePattern(parsing: directory.path("f-%02d.ppm"))), registry: registry)
        for index in [2, 0, 1] { try output.write(frame: index, Array("frame \(index)".utf8)) }
        #expect(try directory.contents() == ["f-00.ppm", "f-01.ppm", "f-02.ppm"])
        #expect(try String(contentsOfFile: directory.path("f-01.ppm"), encoding: .utf8) == "frame 1")
        #expect(registry.count == 0)
    }
}

@Suite struct StandardOutputTests {
    @Test func closedPipeIsABrokenPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        defer { close(fds[1]) }
        #expect(throws: CLIError.brokenPipe) { try StandardOutput.write([1, 2, 3], to: fds[1]) }
        #expect(Diagnostics.report(for: CLIError.brokenPipe).message == nil)
        #expect(Diagnostics.report(for: CLIError.brokenPipe).status == 1)
    }

    @Test func largeWritesToAPipeArriveWhole() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let reader = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
        let received = Locked(Data())
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            received.withLock { $0 = data }
            done.signal()
        }
        try StandardOutput.write(bytes, to: fds[1])
        close(fds[1])
        done.wait()
        #expect([UInt8](received.value) == bytes)
    }
}
