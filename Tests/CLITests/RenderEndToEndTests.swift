import Foundation
import Raster
import ImageCodecs
import Testing

/// `tagcloud render` as users run it: outputs, formats, and every kind of
/// bad argument (one line, the right exit status, no partial file).
@Suite struct RenderEndToEndTests {
    static let words = LayoutEndToEndTests.words

    /// A directory holding a copy of the sample word list.
    func directoryWithWords() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", try String(contentsOfFile: Self.words, encoding: .utf8))
        return directory
    }

    @Test func defaultOutputIsPPMOnAPipe() throws {
        let result = try TagCloudProcess.run(["render", "--tags", Self.words, "--size", "160x120", "--rotate", "x:15"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNMDecoder.decode(result.stdout)
        #expect(image.width == 160 && image.height == 120)
        #expect(result.stdout.starts(with: Array("P6\n".utf8)))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
    func aTerminalGetsAFileNamedTagcloudPPMInstead() throws {
        let directory = try directoryWithWords()
        let pty = try #require(Pseudoterminal())
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--size", "80x60"],
                                             in: directory.url, stdout: pty.terminal)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.contents() == ["tagcloud.ppm", "words.txt"])
        #expect(result.stderr.contains("tagcloud.ppm"))
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent("tagcloud.ppm")))
        #expect(try PNMDecoder.decode(bytes).width == 80)
    }

    @Test(arguments: ["ppm", "pam", "png"])
    func everyFormatFromItsExtension(_ format: String) throws {
        let directory = try directoryWithWords()
        let result = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "--size", "96x64", "-o", "cloud.\(format)"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent("cloud.\(format)")))
        let magic: [UInt8] = switch format {
        case "ppm": Array("P6\n".utf8)
        case "pam": Array("P7\n".utf8)
        default: [0x89, 0x50, 0x4E, 0x47]
        }
        #expect(bytes.starts(with: magic))
        #expect(try directory.contents() == ["cloud.\(format)", "words.txt"])
    }

    @Test func transparentBackgroundKeepsAlphaInPAM() throws {
        let result = try TagCloudProcess.run(
            // Evenly placed: placed for so small a view, 84 labels shrink to a pixel or two.
            ["render", "--tags", Self.words, "--size", "96x64", "--background", "transparent", "--format", "pam",
             "--placement", "sphere"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNMDecoder.decode(result.stdout)
        #expect(image.pixel(x: 0, y: 0)?.a == 0)
        #expect(image.pixels.contains { Color(packedRGBA: $0).a > 128 })
    }

    /// Bad arguments and outputs: (arguments, exit status, what the one line says).
    static let failures: [([String], Int32, String)] = [
        (["--bogus"], 2, "unknown option '--bogus'"),
        (["--size", "0x0"], 2, "--size"),
        (["--size", "100000x100000"], 2, "64-megapixel cap"),
        (["--size", "9000x9000", "--max-pixels", "80M", "--size", "1x1"], 2, "more than once"),
        (["--color", "blu"], 2, "did you mean 'blue'"),
        (["--rotate", "x"], 2, "--rotate"),
        (["--background", "transparent", "-o", "cloud.ppm"], 2, "PPM has no alpha"),
        (["-o", "missing/cloud.png"], 1, "missing/cloud.png"),
        (["-o", "/dev/full"], 1, "/dev/full: No space left on device"),
    ]

    @Test(arguments: failures)
    func badArgumentsGiveOneLineAndNoFile(_ extra: [String], _ status: Int32, _ message: String) throws {
        let directory = try directoryWithWords()
        // Evenly placed (placed for a 96x72 view, labels shrink and warn, a second line); 96x72 fits the longest at 7 px.
        let size = (extra.contains("--size") ? [] : ["--size", "96x72"]) + ["--placement", "sphere"]
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt"] + size + extra, in: directory.url)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("tagcloud: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try directory.contents() == ["words.txt"])
    }

    @Test func missingTagsFileIsBadInput() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["render", "--tags", "nowhere.txt", "-o", "cloud.png"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: nowhere.txt: No such file or directory"])
        #expect(try directory.contents().isEmpty)
    }

    @Test func charactersNoFontHasAreOneWarningThatNamesTheFix() throws {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "東京\nMoon\n")
        // Without installed fonts (--no-system-fonts); with them, FontByNameTests.
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt", "--no-system-fonts", "-o", "cloud.png"],
                                             in: directory.url)
        #expect(result.status == 0)
        #expect(result.stderrLines == [
            "tagcloud: warning: the font has no glyph for '東' (U+6771), '京' (U+4EAC); drawn as the missing-glyph "
                + "box (--font FILE or NAME adds a font that has them, such as \"Noto Sans CJK JP\" for Chinese or "
                + "Japanese; without --no-system-fonts an installed font that has them is used)"])
    }

    @Test func unsegmentedProseCountedAsTextIsOneWarning() throws {
        let directory = try TemporaryDirectory()
        let prose = "緩むニュースブラケット催眠術テント葉証言する。怒り副カレッジ分割コピーする。マリン拡張持つブランチの数字。"
        try directory.write("essay.txt", prose + "\n")
        try directory.write("titles.txt", prose.split(separator: "。").joined(separator: "\n") + "\n")
        let warning = "tagcloud: warning: most words are long runs of Chinese, Japanese or Thai text, which puts no "
            + "spaces between words, and text is split only at spaces and punctuation; put spaces between the "
            + "words first (a segmenter such as jieba or MeCab does) or give one word per line"
        let essay = try TagCloudProcess.run(["layout", "--tags", "essay.txt", "--text-input"], in: directory.url)
        #expect(essay.status == 0)
        #expect(essay.stderrLines.filter { $0 == warning }.count == 1)
        // A list of phrases, one a line, is what the user asked for: no warning.
        let titles = try TagCloudProcess.run(["layout", "--tags", "titles.txt"], in: directory.url)
        #expect(titles.status == 0)
        #expect(!titles.stderrLines.contains(warning))
    }

    @Test func aFailedRenderKeepsTheOldFile() throws {
        let directory = try directoryWithWords()
        try directory.write("cloud.png", "old picture")
        let result = try TagCloudProcess.run(
            ["render", "--tags", "words.txt", "--font", "words.txt", "-o", "cloud.png"], in: directory.url)
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: directory.path("cloud.png"), encoding: .utf8) == "old picture")
        #expect(try directory.contents() == ["cloud.png", "words.txt"])
    }
}
