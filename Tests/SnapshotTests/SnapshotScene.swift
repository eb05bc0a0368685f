import Foundation
import Raster
import ImageCodecs

/// One line of `Snapshots/scenes.txt`: a name with the image's extension,
/// and the `tagcloud` arguments that draw it.
struct SnapshotScene: CustomStringConvertible, Sendable {
    /// `NAME.EXT`.
    let name: String
    /// The arguments, without `-o`.
    let arguments: [String]

    /// The name without its extension.
    var stem: String { String(name.prefix { $0 != "." }) }
    /// What Swift Testing prints for the argument.
    var description: String { name }

    /// The `Snapshots/` folder, found from this file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Whether goldens are being recorded (`RECORD_SNAPSHOTS=1`).
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The golden image's location.
    var golden: URL { Self.directory.appendingPathComponent("golden").appendingPathComponent(name) }

    /// Every scene of the manifest.
    static func load() -> [SnapshotScene] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("scenes.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let words = split(String(line))
            guard let name = words.first, !name.hasPrefix("#") else { return nil }
            return SnapshotScene(name: name, arguments: Array(words.dropFirst()))
        }
    }

    /// Splits a line into words at spaces; single quotes group words.
    static func split(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                (word, started) = ("", false)
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// The result of running the scene.
    struct Rendered {
        var status: Int32
        var stderr: String
        var image: [UInt8]?
    }

    /// Runs the built `tagcloud` in `Snapshots/`, writing to a temporary file.
    func render() throws -> Rendered {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("tagcloud-snapshot-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments + ["-o", output.path]
        process.currentDirectoryURL = Self.directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Rendered(status: process.terminationStatus, stderr: String(decoding: stderr, as: UTF8.self),
                        image: try? [UInt8](Data(contentsOf: output)))
    }

    /// The `tagcloud` binary built beside this test bundle.
    static func binary() throws -> URL {
        let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("tagcloud")
    }

    /// Saves the actual image and a difference picture to `Snapshots/.failures/`.
    func saveFailure(_ bytes: [UInt8], actual: Canvas, golden: Canvas) throws -> (String, String) {
        let failures = Self.directory.appendingPathComponent(".failures")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent("\(stem).actual.\(name.split(separator: ".").last ?? "ppm")")
        let diffURL = failures.appendingPathComponent("\(stem).diff.png")
        try Data(bytes).write(to: actualURL)
        try Data(PNGEncoder().encoded(actual.differenceImage(from: golden))).write(to: diffURL)
        return (actualURL.path, diffURL.path)
    }
}
