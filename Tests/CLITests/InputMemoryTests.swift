import Foundation
import Testing

/// Issue 45, rows 6 and 7: format detection reads a bounded prefix, and a
/// JSON object's keys cost no memory unless they are read, so the peak stays
/// within 64 MB + 4 × the input. Peak RSS is measured by a Python parent
/// (getrusage of its only child), so other tests' processes do not count.
@Suite(.serialized) struct InputMemoryTests {
    /// The peak resident memory of `tagcloud arguments`, in bytes, and its exit status.
    static func peak(_ arguments: [String]) throws -> (bytes: Int, status: Int32)? {
        guard let binary = TagCloudProcess.binary, FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            return nil
        }
        let script = "import resource,subprocess,sys\n"
            + "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)\n"
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, r.returncode)\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, binary.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 2 else { return nil }
        return (fields[0] * 1024, Int32(fields[1]))
    }

    static func budget(_ inputBytes: Int) -> Int { 64 << 20 + 4 * inputBytes }

    /// Row 6: one 10 MB line of prose with auto-detection (today: 124 MB; budget 104 MB).
    @Test func aTenMegabyteLineWithAutoDetection() throws {
        let directory = try TemporaryDirectory()
        let word = "comet "
        let path = try directory.write("line.txt", String(repeating: word, count: 10_000_000 / word.utf8.count))
        guard let run = try Self.peak(["layout", "--tags", path, "-o", directory.path("out.json")]) else { return }
        #expect(run.status == 0)
        #expect(run.bytes <= Self.budget(10_000_000), "peak \(run.bytes >> 20) MB")
    }

    /// Row 7: a 17 MB GeoJSON route whose object has 10^6 keys (today: 231 MB; budget 132 MB).
    @Test func aRouteObjectWithAMillionKeys() throws {
        let directory = try TemporaryDirectory()
        var text = "{\"type\":\"LineString\",\"coordinates\":[[2.3522,48.8566],[13.405,52.52]]"
        text.reserveCapacity(17_100_000)
        for i in 0..<1_000_000 { text += ",\"key\(String(1_000_000 + i).dropFirst())\":100" }
        text += "}"
        let route = try directory.write("keys.geojson", text)
        let places = try directory.write("places.tsv", "Paris\t48.8566,2.3522\nBerlin\t52.52,13.405\n")
        guard let run = try Self.peak(["layout", "--globe", "--tags", places, "--route", route,
                                       "-o", directory.path("out.json")]) else { return }
        #expect(run.status == 0)
        #expect(run.bytes <= Self.budget(text.utf8.count), "peak \(run.bytes >> 20) MB for \(text.utf8.count) bytes")
    }
}
