import Foundation
import Testing

/// Folders for frames (`-o frames/`, `-o out/f_%04d.png`) appear only once
/// the inputs have been read and checked, and a run that fails before
/// writing a frame into a folder it made removes it again: nothing is left
/// behind on failure.
@Suite struct FailedRunFolderTests {
    /// The outputs that make folders: a directory, a pattern's directory, nested ones.
    static let outputs = ["frames/", "out/f_%04d.png", "a/b/c/", "deep/er/f-%03d.ppm"]

    /// One bad input of each kind, written into `directory`: the arguments
    /// (besides `-o`) and the start of the message.
    static func badInputs(in directory: TemporaryDirectory) throws -> [(arguments: [String], message: String)] {
        let script = try directory.write("bad.gesture", "wait -1s\n")
        let links = try directory.write("bad.links", "Moon -> \n")
        let route = try directory.write("bad.csv", "48.8,2.3\nnowhere\n")
        let font = try directory.write("bad.ttf", "not a font")
        let tags = try directory.write("bad.txt", "Moon\t-3\n")
        let words = AnimateTest.words
        let cities = GeoTest.sample("cities.tsv")
        return [
            (["--tags", words, "--script", script], "tagcloud: \(script):1:6: a duration cannot be negative"),
            (["--tags", directory.path("missing.txt"), "--duration", "1s"], "tagcloud: \(directory.path("missing.txt")):"),
            (["--tags", tags, "--input-format", "weighted", "--duration", "1s"], "tagcloud: \(tags):1:"),
            (["--tags", words, "--links", links, "--duration", "1s"], "tagcloud: \(links):1:"),
            (["--globe", "--tags", cities, "--route", route, "--duration", "1s"], "tagcloud: \(route):2:"),
            (["--tags", words, "--font", font, "--duration", "1s"], "tagcloud: \(font):"),
        ]
    }

    @Test(arguments: outputs)
    func badInputLeavesNoFolder(output: String) throws {
        let directory = try TemporaryDirectory()
        let cases = try Self.badInputs(in: directory)
        let inputs = try Set(directory.contents())
        for (arguments, message) in cases {
            let result = try TagCloudProcess.run(["animate", "--size", "64x48"] + arguments + ["-o", output],
                                                 in: directory.url)
            #expect(result.status == 2 && !result.signaled, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            #expect(Set(try directory.contents()) == inputs, "\(arguments) -o \(output) left a folder")
        }
    }

    @Test func aRunRefusedAfterTheInputsLeavesNoFolder() throws {
        // Read and checked, then refused for memory: exit 1, and still no folder.
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(
            AnimateTest.arguments(["--duration", "1s", "--max-pixels", "1000000M", "-o", "frames/"],
                                  size: "1000000x1000000"), in: directory.url)
        #expect(result.status == 1 && result.stderr.contains("of memory"), "\(result.stderr)")
        #expect(try directory.contents() == [])
    }

    @Test func aFolderThatCannotBeMadeFailsBeforeTheInputsAreRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("file", "a file, not a folder")
        // The tags do not exist: the output's error comes first, and nothing is made.
        let result = try TagCloudProcess.run(["animate", "--tags", "missing.txt", "--duration", "1s",
                                              "-o", "file/frames/"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["tagcloud: file/frames/: cannot create directory 'file/frames': Not a directory"])
        #expect(try directory.contents() == ["file"])
    }

    @Test func aSuccessfulRunKeepsItsFolders() throws {
        let directory = try TemporaryDirectory()
        _ = try AnimateTest.run(["--duration", "0.1s", "-o", "a/b/f_%02d.ppm"], in: directory.url)
        #expect(try directory.contents() == ["a"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("a/b")).sorted()
                == ["f_00.ppm", "f_01.ppm", "f_02.ppm"])
    }
}
