import Foundation
import Testing

/// Every input error names its place: `tagcloud: file:line:col: message`
/// where the problem is at a place in the file, `tagcloud: file: message`
/// where it is the file as a whole (missing, unreadable, too large).
/// (An empty `--route-polyline` and the route-point cap are covered in
/// GeoErrorTests and InputCapsTests.)
@Suite struct InputPlaceTests {
    @Test func aScriptThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("bin.gesture")
        try Data(Array("wait 1s\nrotate y:\u{e9} ".utf8) + [0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = try TagCloudProcess.run(AnimateTest.arguments(["--script", path, "-o", "-", "--format", "ppm"]))
        #expect(result.status == 2)
        // Line 2, after "rotate y:é " (11 characters).
        #expect(result.stderrLines == ["tagcloud: \(path):2:12: the file is not valid UTF-8 text"])
    }

    @Test func theInputSizeCapNamesTheFileAndTheOptionThatRaisesIt() throws {
        let directory = try TemporaryDirectory()
        let tags = try directory.write("tags.txt", String(repeating: "word\n", count: 400))
        let refused = try TagCloudProcess.run(["layout", "--tags", tags, "--max-input-size", "1K", "-o", "-"])
        #expect(refused.status == 2)
        #expect(refused.stderrLines == ["tagcloud: \(tags): larger than the input limit of 1 KiB; "
                                        + "--max-input-size raises the cap"])
        // Standard input is capped as it is read.
        let piped = try TagCloudProcess.run(["layout", "--tags", "-", "--max-input-size", "1000", "-o", "-"],
                                            stdin: Array(String(repeating: "word\n", count: 400).utf8))
        #expect(piped.stderrLines == ["tagcloud: standard input: larger than the input limit of 1000 bytes; "
                                      + "--max-input-size raises the cap"])
        let raised = try TagCloudProcess.run(["layout", "--tags", tags, "--max-input-size", "2K", "-o", "-"])
        #expect(raised.status == 0, "\(raised.stderr)")
        // The cap covers every input file: here the links.
        let links = try directory.write("links.txt", String(repeating: "# a comment line\n", count: 100))
        let moons = try directory.write("moons.txt", "Jupiter\nIo\n")
        let linked = try TagCloudProcess.run(["layout", "--tags", moons, "--links", links,
                                              "--max-input-size", "1K", "-o", "-"])
        #expect(linked.stderrLines == ["tagcloud: \(links): larger than the input limit of 1 KiB; "
                                       + "--max-input-size raises the cap"])
        for bad in ["0", "1T", "2000G", "1.5M", "M"] {
            let result = try TagCloudProcess.run(["layout", "--tags", tags, "--max-input-size", bad])
            #expect(result.status == 2 && result.stderr.hasPrefix("tagcloud: --max-input-size: "), "\(bad): \(result.stderr)")
        }
    }
}
