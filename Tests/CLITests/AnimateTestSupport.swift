import Foundation

/// One image cut from a Netpbm stream: its header fields and its samples.
struct NetpbmFrame: Equatable {
    /// `P6` or `P7`.
    var magic: String
    var width: Int, height: Int
    /// Samples per pixel: 3 (RGB) or 4 (RGB_ALPHA).
    var depth: Int
    /// The PAM tuple type (empty for PPM).
    var tupleType: String
    /// The whole encoded image, header included.
    var bytes: [UInt8]
    /// The samples after the header.
    var samples: ArraySlice<UInt8>
}

/// Splits concatenated PPM (`P6`) and PAM (`P7`) images, as `animate -o -`
/// writes them, written here from the Netpbm specifications rather than
/// with the encoder under test. Throws on anything malformed or truncated.
enum NetpbmStream {
    static func split(_ data: [UInt8]) throws -> [NetpbmFrame] {
        var frames: [NetpbmFrame] = []
        var position = 0
        while position < data.count {
            let frame = try parse(data, at: position)
            frames.append(frame)
            position += frame.bytes.count
        }
        return frames
    }

    /// Reads a single complete image file.
    static func single(_ data: [UInt8]) throws -> NetpbmFrame {
        let frames = try split(data)
        guard frames.count == 1 else { throw HarnessError("expected one image, found \(frames.count)") }
        return frames[0]
    }

    private static func parse(_ data: [UInt8], at start: Int) throws -> NetpbmFrame {
        guard start + 2 <= data.count else { throw HarnessError("truncated magic at byte \(start)") }
        let magic = String(decoding: data[start..<start + 2], as: UTF8.self)
        var cursor = start + 2
        // Whitespace-separated header tokens (PPM) or lines (PAM).
        func line() throws -> String {
            guard let end = data[cursor...].firstIndex(of: 0x0A) else { throw HarnessError("truncated header") }
            defer { cursor = end + 1 }
            return String(decoding: data[cursor..<end], as: UTF8.self)
        }
        var width = 0, height = 0, depth = 3, tupleType = ""
        switch magic {
        case "P6":
            _ = try line()
            let size = try line().split(separator: " ").compactMap { Int($0) }
            guard size.count == 2, try line() == "255" else { throw HarnessError("bad PPM header") }
            (width, height) = (size[0], size[1])
        case "P7":
            _ = try line()
            var fields: [String: String] = [:]
            while true {
                let text = try line()
                if text == "ENDHDR" { break }
                let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw HarnessError("bad PAM line \(text)") }
                fields[parts[0]] = parts[1]
            }
            guard let w = fields["WIDTH"].flatMap({ Int($0) }), let h = fields["HEIGHT"].flatMap({ Int($0) }),
                  let d = fields["DEPTH"].flatMap({ Int($0) }), fields["MAXVAL"] == "255" else {
                throw HarnessError("bad PAM header \(fields)")
            }
            (width, height, depth, tupleType) = (w, h, d, fields["TUPLTYPE"] ?? "")
        default:
            throw HarnessError("not a PPM or PAM at byte \(start): \(magic)")
        }
        let end = cursor + width * height * depth
        guard width > 0, height > 0, end <= data.count else { throw HarnessError("truncated samples") }
        return NetpbmFrame(magic: magic, width: width, height: height, depth: depth, tupleType: tupleType,
                           bytes: Array(data[start..<end]), samples: data[cursor..<end])
    }
}

/// Helpers shared by the animate tests.
enum AnimateTest {
    /// The bundled sample tags and gesture script.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/samples")
    static var words: String { samples.appendingPathComponent("words.txt").path }
    static var tour: String { samples.appendingPathComponent("tour.gesture").path }

    /// `animate` with the sample words at a small size, plus `extra`.
    static func arguments(_ extra: [String], size: String = "96x64") -> [String] {
        ["animate", "--tags", words, "--size", size] + extra
    }

    /// Runs `animate` and requires success.
    static func run(_ extra: [String], size: String = "96x64", in directory: URL? = nil) throws -> ProcessResult {
        let result = try TagCloudProcess.run(arguments(extra, size: size), in: directory, timeout: 300)
        guard result.status == 0, !result.signaled else {
            throw HarnessError("animate \(extra) failed (\(result.status)): \(result.stderr)")
        }
        return result
    }

    /// A short fingerprint of `bytes` (length and 64-bit FNV-1a), so that a
    /// failed comparison of whole frames prints a line, not megabytes.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(bytes.count):" + String(hash, radix: 16)
    }

    /// The fingerprints of a stream's frames (or of files' contents).
    static func digests(_ frames: [[UInt8]]) -> [String] {
        frames.map(digest)
    }

    /// The path of ffmpeg, or nil when it is not installed.
    static let ffmpeg: String? = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg", "/opt/homebrew/bin/ffmpeg"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs ffmpeg with `arguments`, its standard input reading `input`
    /// (from a temporary file); returns its exit status and standard output.
    static func ffmpeg(_ arguments: [String], input: [UInt8] = []) throws -> (status: Int32, output: String) {
        guard let ffmpeg else { throw HarnessError("no ffmpeg") }
        let directory = try TemporaryDirectory()
        try Data(input).write(to: URL(fileURLWithPath: directory.path("input.bin")))
        guard let stdin = FileHandle(forReadingAtPath: directory.path("input.bin")) else {
            throw HarnessError("cannot reopen the ffmpeg input")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The per-frame hashes of ffmpeg's `framemd5` output (comment lines dropped).
    static func frameHashes(_ framemd5: String) -> [String] {
        framemd5.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// The contents of the files in `directory`, by name, sorted.
    static func files(in directory: String) throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map {
            ($0, try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0))))
        }
    }
}
