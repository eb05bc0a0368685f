// snapshot-tool: records, accepts and previews the golden images of the
// snapshot tests (Tests/SnapshotTests, scenes in Snapshots/scenes.txt).
//
//   swift run --package-path Tools snapshot-tool record
//       re-render every scene into Snapshots/golden/
//   swift run --package-path Tools snapshot-tool accept [NAME…]
//       take the actual images a failing run left in Snapshots/.failures/ as
//       the new goldens
//   swift run --package-path Tools snapshot-tool preview
//       write PNG copies of the goldens to Snapshots/.preview/, to look at them
//
// The goldens are the scenes' (Snapshots/golden/) and the text renderer's
// (Snapshots/text/, from Tests/RasterTests/Text/TextSnapshotTests.swift).
//
// It is a product of the tools package (Tools/Package.swift). Run it from the
// repository's root (it finds Snapshots/ in the current directory). Look at
// every golden you record or accept (the preview PNGs) before committing it.
import Foundation
import Raster
import ImageCodecs

let snapshots = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Snapshots")
let golden = snapshots.appendingPathComponent("golden")
let textGolden = snapshots.appendingPathComponent("text")
let failures = snapshots.appendingPathComponent(".failures")
let files = FileManager.default

/// Prints to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("snapshot-tool: \(message)\n".utf8))
    exit(status)
}

/// Runs the snapshot tests with RECORD_SNAPSHOTS=1.
func record() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "--filter", "SnapshotTests"]
    process.environment = ProcessInfo.processInfo.environment.merging(["RECORD_SNAPSHOTS": "1"]) { $1 }
    do { try process.run() } catch { fail("cannot run swift test: \(error)") }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("recording failed", status: process.terminationStatus) }
    print("recorded the goldens in \(golden.path); run `swift run --package-path Tools snapshot-tool preview` and look at them")
}

/// Moves `.failures/NAME.actual.EXT` to `golden/NAME.EXT` (or `text/NAME.EXT`, where that
/// golden is) for the given names (all if none).
func accept(_ names: [String]) {
    let actuals = ((try? files.contentsOfDirectory(atPath: failures.path)) ?? []).filter { $0.contains(".actual.") }.sorted()
    let chosen = names.isEmpty ? actuals : actuals.filter { names.contains(String($0.prefix { $0 != "." })) }
    guard !chosen.isEmpty else { fail("nothing to accept in \(failures.path)") }
    for file in chosen {
        let name = file.replacingOccurrences(of: ".actual.", with: ".")
        let isText = files.fileExists(atPath: textGolden.appendingPathComponent(name).path)
        let target = (isText ? textGolden : golden).appendingPathComponent(name)
        _ = try? files.removeItem(at: target)
        do { try files.moveItem(at: failures.appendingPathComponent(file), to: target) } catch { fail("\(file): \(error)") }
        let stem = String(file.prefix { $0 != "." })
        _ = try? files.removeItem(at: failures.appendingPathComponent("\(stem).diff.png"))
        print("accepted \(target.lastPathComponent)")
    }
}

/// Writes a PNG of every golden to `.preview/`.
func preview() {
    let preview = snapshots.appendingPathComponent(".preview")
    try? files.createDirectory(at: preview, withIntermediateDirectories: true)
    let goldens = [golden, textGolden].flatMap { folder in
        ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0) }
    }
    for url in goldens {
        let name = url.lastPathComponent
        guard let bytes = try? [UInt8](Data(contentsOf: url)) else { continue }
        do {
            let image = try PNMDecoder.decode(bytes)
            let out = preview.appendingPathComponent("\(name).png")
            try Data(PNGEncoder().encoded(image)).write(to: out)
            print(out.path)
        } catch {
            fail("\(name): \(error)")
        }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "record": record()
case "accept": accept(Array(arguments.dropFirst()))
case "preview": preview()
default: fail("usage: snapshot-tool record | accept [NAME…] | preview (from the repository's root)", status: 2)

}
