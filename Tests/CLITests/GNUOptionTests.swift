import Foundation
import Testing
@testable import tagcloud

/// Issue 19 A.3 and A.5, through the built binary: attached short values
/// (`-ofile.png`), `--version` in every command, and help that summarises
/// shared option groups (`--help-all`, `tagcloud help options` in full).
@Suite struct GNUOptionTests {
    static let words = AnimateTest.words

    @Test func attachedShortValuesWriteWhatTheSpacedFormWrites() throws {
        let directory = try TemporaryDirectory()
        let spaced = directory.path("spaced.png")
        let render = ["render", "--tags", Self.words, "--size", "160x120"]
        #expect(try TagCloudProcess.run(render + ["-o", spaced]).status == 0)
        // -ofile (relative, in the working directory) and -o/absolute/path.
        let relative = try TagCloudProcess.run(render + ["-oattached.png"], in: directory.url)
        #expect(relative.status == 0, "\(relative.stderr)")
        let absolute = directory.path("absolute.png")
        #expect(try TagCloudProcess.run(render + ["-o" + absolute]).status == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: spaced))
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.path("attached.png"))) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: absolute)) == expected)
        // -j2 for animate, and -o= keeps meaning "the value after =".
        let frames = try TagCloudProcess.run(
            AnimateTest.arguments(["--duration", "100ms", "-j2", "-o=" + directory.path("f-%02d.ppm")]))
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.path("f-02.ppm")))
    }

    @Test func aLongNameWithOneDashIsNotReadAsAnAttachedValue() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["render", "--tags", Self.words, "-output", "x.png"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr == "tagcloud: unknown option '-output' for render; did you mean '--output'?\n")
        #expect(try directory.contents().isEmpty)
        let jobs = try TagCloudProcess.run(AnimateTest.arguments(["-jobs=2", "-o", "-"]))
        #expect(jobs.stderr == "tagcloud: unknown option '-jobs' for animate; did you mean '--jobs'?\n")
    }

    @Test func versionIsInEveryCommandsHelpAndWorksAfterIt() throws {
        let version = try TagCloudProcess.run(["--version"])
        #expect(version.stdoutText == "tagcloud \(TagCloudCLI.version)\n")
        for command in ["render", "animate", "layout"] {
            let help = try TagCloudProcess.run([command, "--help"])
            #expect(help.stdoutText.contains("\n      --version "), "\(command)")
            #expect(try TagCloudProcess.run([command, "--version"]).stdoutText == version.stdoutText)
        }
    }

    @Test func commandHelpShowsItsOwnOptionsAndSummarisesSharedGroups() throws {
        let short = try TagCloudProcess.run(["render", "--help"]).stdoutText
        let all = try TagCloudProcess.run(["render", "--help-all"]).stdoutText
        let lines = short.split(separator: "\n", omittingEmptySubsequences: false)
        // About 190 lines before; the command's own options and examples now.
        #expect(lines.count < 100, "render --help has \(lines.count) lines")
        #expect(short.contains("\n  -o, --output FILE "))
        #expect(short.contains("\n      --tags FILE "), "the required option stays in full")
        #expect(!short.contains("--gradient LIST"))
        #expect(short.contains("\nExamples:\n"))
        // One line per shared group, naming its options.
        for group in RenderCommand.spec.groups where group.title != "Output" {
            let line = try #require(lines.first { $0.hasPrefix("  \(group.title) ") }, "\(group.title)")
            #expect(line.contains("\(group.options.count) options: --"), "\(line)")
            #expect(line.count <= 80)
        }
        // --help-all has every option in full.
        for option in RenderCommand.spec.options {
            #expect(all.contains(HelpFormatter.optionLabel(option)), "\(option.name)")
        }
        #expect(all.split(separator: "\n").count > lines.count + 100)
    }

    @Test func helpOptionsListsEveryOptionOfEveryCommandOnce() throws {
        let text = try TagCloudProcess.run(["help", "options"]).stdoutText
        #expect(text.contains("\nTag input (render, animate, layout):\n"))
        #expect(text.contains("\nAnimation (animate):\n"))
        for spec in CommandRegistry.specs {
            for option in spec.options {
                let label = HelpFormatter.optionLabel(option)
                #expect(text.contains(label + " ") || text.contains(label + "\n"), "\(spec.name) \(option.name)")
            }
        }
        // A shared group is listed once, not once per command.
        #expect(text.components(separatedBy: "      --max-tags N ").count == 2)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
