import Foundation

/// Unicode's own data and conformance files as Debian's unicode-data package
/// installs them (in /usr/share/unicode), which `.ci/run` installs.
enum UnicodeDataFiles {
    static let directory = "/usr/share/unicode"

    /// Whether tests that read `names` run: where they are all installed,
    /// and always under `.ci/run`, which sets TAGCLOUD_REQUIRE_UNICODE so
    /// that there a missing file fails them.
    static func usable(_ names: String...) -> Bool {
        names.allSatisfy { FileManager.default.fileExists(atPath: "\(directory)/\($0)") }
            || ProcessInfo.processInfo.environment["TAGCLOUD_REQUIRE_UNICODE"] != nil
    }

    /// The data lines of `name` (comments and blank lines dropped, lines
    /// starting with "@" kept); a `.bz2` file is read through bzip2.
    static func lines(_ name: String) throws -> [Substring] {
        let path = "\(directory)/\(name)"
        let data: Data
        if name.hasSuffix(".bz2") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["bzip2", "-dc", path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        } else {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let body = line.prefix { $0 != "#" }
            return body.allSatisfy(\.isWhitespace) ? nil : body
        }
    }

    /// Scalars from space-separated hexadecimal code points.
    static func scalars(_ field: Substring) -> [Unicode.Scalar] {
        field.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }
}
