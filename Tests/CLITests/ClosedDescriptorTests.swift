import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs started with a standard descriptor closed (`2>&-`, `>&-`, `<&-`):
/// no output file may take the closed number (issue 14, section 3), and a
/// closed standard input is an unreadable input (exit 2).
@Suite struct ClosedDescriptorTests {
    /// How a spawned run ended, with what it wrote to the open streams.
    struct Outcome {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs the binary in `directory` with descriptors `closed` really
    /// closed (Foundation's Process cannot do that), stdin from /dev/null
    /// and stdout/stderr into files, unless closed.
    func spawn(_ arguments: [String], closing closed: Set<Int32>, in directory: TemporaryDirectory) throws -> Outcome {
        guard let binary = TagCloudProcess.binary else { throw HarnessError("cannot find the built tagcloud binary") }
        let outPath = directory.path(".spawn-stdout"), errPath = directory.path(".spawn-stderr")
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let streams: [(Int32, String, Int32)] = [
            (0, "/dev/null", O_RDONLY), (1, outPath, O_WRONLY | O_CREAT | O_TRUNC), (2, errPath, O_WRONLY | O_CREAT | O_TRUNC),
        ]
        for (fd, path, flags) in streams {
            if closed.contains(fd) {
                posix_spawn_file_actions_addclose(&actions, fd)
            } else {
                posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0o644)
            }
        }
        // The child starts in `directory`: run it through env(1)'s -C.
        let words = ["/usr/bin/env", "-C", directory.url.path, binary.path] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ)
        guard spawned == 0 else { throw HarnessError("posix_spawn failed: \(spawned)") }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        // Exited normally: the status is bits 8-15; otherwise report 128 + signal.
        let status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Outcome(status: status, stdout: stdout, stderr: stderr)
    }

    static let words = GeoTest.sample("words.txt")

    /// `render … -o w.ppm 2>&-`: the warning (these words are too large for
    /// 40x30) used to open w.ppm ahead of the P6 header.
    @Test func closedStandardErrorKeepsTheImageClean() throws {
        let directory = try TemporaryDirectory()
        let args = ["render", "--tags", Self.words, "--size", "40x30", "-o", "w.ppm"]
        // The warning this is about really is printed when stderr is open.
        let open = try spawn(args, closing: [], in: directory)
        #expect(open.status == 0)
        #expect(open.stderr.hasPrefix("tagcloud: warning: "))
        let expected = try Data(contentsOf: directory.url.appendingPathComponent("w.ppm"))
        try FileManager.default.removeItem(atPath: directory.path("w.ppm"))

        let closed = try spawn(args, closing: [2], in: directory)
        #expect(closed.status == 0)
        let image = try Data(contentsOf: directory.url.appendingPathComponent("w.ppm"))
        let frame = try NetpbmStream.single([UInt8](image))
        #expect(frame.magic == "P6" && frame.width == 40 && frame.height == 30)
        #expect(image == expected)
        #expect(try directory.contents() == ["w.ppm"])
    }

    /// `animate … --trace t.json -o - >&-`: the frames used to land in t.json.
    @Test func closedStandardOutputKeepsFramesOutOfTheTrace() throws {
        let directory = try TemporaryDirectory()
        let result = try spawn(["animate", "--tags", Self.words, "--size", "40x30", "--fps", "10", "--duration", "0.5s",
                                "--trace", "t.json", "-o", "-"], closing: [1], in: directory)
        #expect(result.status == 0)
        let trace = try String(contentsOfFile: directory.path("t.json"), encoding: .utf8)
        let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
        // Five frames, one JSON object each, and nothing else.
        #expect(lines.count == 6 && lines.last == "")
        for (number, line) in lines.dropLast().enumerated() {
            #expect(line.hasPrefix("{\"frame\":\(number),"))
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["frame"] as? Int == number)
        }
        #expect(try directory.contents() == ["t.json"])
    }

    /// `render --tags - <&-` exited 1 ("Bad file descriptor"); a closed
    /// standard input is an unreadable input: exit 2, and no output file.
    @Test func closedStandardInputIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let result = try spawn(["render", "--tags", "-", "-o", "x.ppm"], closing: [0], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "tagcloud: standard input: closed; redirect a file into it or name the file instead of -\n")
        #expect(try directory.contents() == [])
    }

    /// The other inputs that accept `-` do not read a closed standard input
    /// as an empty one either: here the gesture script.
    @Test func closedStandardInputFailsTheScriptToo() throws {
        let directory = try TemporaryDirectory()
        let result = try spawn(["animate", "--tags", Self.words, "--size", "40x30", "--script", "-", "-o", "-"],
                               closing: [0], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("tagcloud: standard input: closed; redirect a file into it or name the file instead of -\n"))
        #expect(result.stdout.isEmpty)
    }
}
