import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The outcome of running the built `tagcloud` binary.
struct ProcessResult: Sendable {
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    /// Whether the process ended by a signal.
    var signaled: Bool
    /// Everything written to standard output.
    var stdout: [UInt8]
    /// Everything written to standard error, as text.
    var stderr: String

    /// Standard output as text.
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// The non-empty lines of standard error.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs the `tagcloud` executable that SwiftPM built next to the test bundle.
enum TagCloudProcess {
    /// Where the binary is: `$TAGCLOUD_BINARY`, else beside the test
    /// executable (on Linux the `.xctest` is itself an executable in the
    /// products directory, found through /proc/self/exe), else beside
    /// `Bundle.main` or argv[0], else beside any loaded `.xctest` bundle.
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["TAGCLOUD_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var directories: [URL] = []
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("tagcloud")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Starts `tagcloud` with `arguments` in `directory`, feeding `stdin`
    /// (nil: an empty stream), and waits for it (at most `timeout` seconds,
    /// then it is killed and the test sees SIGKILL).
    ///
    /// With `limits` (`ulimit` options such as `["-f", "100"]` or
    /// `["-v", "300000"]`), the binary runs under those resource limits,
    /// set by `/bin/sh` before it execs the binary, and without the Swift
    /// runtime's crash backtracer (which can hang under an address space
    /// limit), so a run that traps ends at once.
    static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        stdout: FileHandle? = nil, asNobody: Bool = false, limits: [String] = [], timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        let running = try start(arguments, in: directory, stdout: stdout, asNobody: asNobody, limits: limits)
        if let stdin { running.input.fileHandleForWriting.write(Data(stdin)) }
        try running.input.fileHandleForWriting.close()
        return running.wait(timeout: timeout)
    }

    /// The tool that runs a program as another user (root only).
    static let setpriv = "/usr/bin/setpriv"

    /// Whether tests can run the binary as the unprivileged user `nobody`
    /// (to see permission errors, which root never gets).
    static var canRunAsNobody: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
    }

    /// Starts `tagcloud` and returns at once; its stdin stays open until the
    /// caller closes `input`. With `asNobody`, it runs as uid/gid 65534.
    static func start(
        _ arguments: [String], in directory: URL? = nil, stdout: FileHandle? = nil, asNobody: Bool = false,
        limits: [String] = []
    ) throws -> Running {
        guard let binary else { throw HarnessError("cannot find the built tagcloud binary; set TAGCLOUD_BINARY") }
        let process = Process()
        var command = [binary.path] + arguments
        if asNobody { command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] + command }
        if limits.isEmpty {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        } else {
            // sh -c 'ulimit -f 100 && exec "$0" "$@"' BINARY ARGUMENTS...
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit \(limits.joined(separator: " ")) && exec \"$0\" \"$@\""] + command
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
        }
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = stdout ?? output
        process.standardError = errors
        try process.run()
        return Running(process: process, input: input, output: stdout == nil ? output : nil, errors: errors)
    }

    /// A started process whose output is being collected.
    final class Running: @unchecked Sendable {
        /// The process.
        let process: Process
        /// Its standard input.
        let input: Pipe
        private let group = DispatchGroup()
        private var stdout = Data()
        private var stderr = Data()

        init(process: Process, input: Pipe, output: Pipe?, errors: Pipe) {
            self.process = process
            self.input = input
            // Drain both pipes concurrently so neither can fill and block the child.
            if let output {
                DispatchQueue.global().async(group: group) { self.stdout = output.fileHandleForReading.readDataToEndOfFile() }
            }
            DispatchQueue.global().async(group: group) { self.stderr = errors.fileHandleForReading.readDataToEndOfFile() }
        }

        /// Waits for the process to end (killing it after `timeout` seconds).
        func wait(timeout: TimeInterval = 60) -> ProcessResult {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            group.wait()
            return ProcessResult(
                status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                stdout: [UInt8](stdout), stderr: String(decoding: stderr, as: UTF8.self))
        }
    }
}

/// A failure of the test harness itself.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary directory, removed when the value is dropped.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tagcloud-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a file and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// The names in the directory, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
