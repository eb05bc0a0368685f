import Testing
@testable import tagcloud

/// A small command for parser tests, independent of the real commands.
enum TestCommand {
    static let size = Option<PixelSize>("size", help: "Size.", default: .value("64x32"), parser: .size)
    static let output = Option<String>("output", short: "o", valueName: "FILE", help: "Out.", parser: .path)
    static let rotate = Option<String>("rotate", valueName: "AXIS:DEG", help: "Turn.", repeats: true, parser: .string)
    static let tags = Option<String>("tags", valueName: "FILE", help: "Tags.", required: true, parser: .path)
    static let count = Option<Int>("count", help: "N.", parser: .integer(in: -5...5))
    static let relax = Flag("relax", help: "Relax.")

    static let spec = CommandSpec(
        name: "test", abstract: "a test command.",
        groups: [OptionGroup("All", [size.spec, output.spec, rotate.spec, tags.spec, count.spec, relax.spec])],
        examples: [], positionalHint: "tags")

    static func parse(_ words: [String]) -> Result<CommandParse, UsageError> {
        ArgumentParser(spec).parse(words)
    }

    static func arguments(_ words: [String]) throws -> ParsedArguments {
        switch parse(words) {
        case .success(.run(let arguments)): return arguments
        case .success(.help), .success(.helpAll), .success(.version): throw UsageError("unexpected help")
        case .failure(let error): throw error
        }
    }

    static func error(_ words: [String]) -> String? {
        if case .failure(let error) = parse(words) { return error.message }
        return nil
    }
}

@Suite struct ArgumentParserTests {
    @Test func acceptsEveryValueForm() throws {
        let parsed = try TestCommand.arguments(["--tags", "a.txt", "--size=10x20", "-o", "out.png", "--relax"])
        #expect(parsed.value(TestCommand.tags) == "a.txt")
        #expect(parsed.value(TestCommand.size) == PixelSize(width: 10, height: 20))
        #expect(parsed.value(TestCommand.output) == "out.png")
        #expect(parsed.isSet(TestCommand.relax))
        #expect(parsed.spelling(of: TestCommand.output) == "-o")
        let short = try TestCommand.arguments(["--tags", "a", "-o=x.ppm"])
        #expect(short.value(TestCommand.output) == "x.ppm")
    }

    @Test func dashIsAValueAndDoubleDashEndsOptions() throws {
        let parsed = try TestCommand.arguments(["--tags", "-", "-o", "-"])
        #expect(parsed.value(TestCommand.tags) == "-")
        #expect(parsed.value(TestCommand.output) == "-")
        #expect(TestCommand.error(["--tags", "a", "--", "--relax"]) == "unexpected argument '--relax'; see 'tagcloud test --help'")
    }

    @Test func negativeNumbersAreValues() throws {
        #expect(try TestCommand.arguments(["--tags", "a", "--count", "-3"]).value(TestCommand.count) == -3)
        #expect(ArgumentParser.looksLikeOption("-3") == false)
        #expect(ArgumentParser.looksLikeOption("-.5") == false)
        #expect(ArgumentParser.looksLikeOption("-") == false)
        #expect(ArgumentParser.looksLikeOption("-o"))
        #expect(ArgumentParser.looksLikeOption("--"))
    }

    @Test func defaultsApplyButDoNotCountAsGiven() throws {
        let parsed = try TestCommand.arguments(["--tags", "a"])
        #expect(parsed.value(TestCommand.size) == PixelSize(width: 64, height: 32))
        #expect(!parsed.wasGiven(TestCommand.size))
        #expect(parsed.value(TestCommand.output) == nil)
        #expect(!parsed.isSet(TestCommand.relax))
    }

    @Test func repeatingOptionsKeepTheirOrder() throws {
        let parsed = try TestCommand.arguments(["--rotate", "x:10", "--tags", "a", "--rotate=y:20", "--rotate", "x:-5"])
        #expect(parsed.values(TestCommand.rotate) == ["x:10", "y:20", "x:-5"])
    }

    @Test func unknownOptionSuggestsTheNearest() {
        #expect(TestCommand.error(["--tags", "a", "--rotat", "x:1"]) == "unknown option '--rotat' for test (did you mean --rotate?)")
        #expect(TestCommand.error(["-rotate"]) == "unknown option '-rotate' for test (did you mean --rotate?)")
        #expect(TestCommand.error(["--SIZE=1x1"]) == "unknown option '--SIZE' for test (did you mean --size?)")
        #expect(TestCommand.error(["--zzzzzz"]) == "unknown option '--zzzzzz' for test; see 'tagcloud test --help'")
        #expect(TestCommand.error(["-x"]) == "unknown option '-x' for test; see 'tagcloud test --help'")
    }

    @Test func optionOfAnotherCommandNamesIt() {
        let other = CommandSpec(
            name: "other", abstract: "x.", groups: [OptionGroup("G", [Flag("fps", help: "F.").spec])], examples: [])
        let result = ArgumentParser(TestCommand.spec, siblings: [TestCommand.spec, other]).parse(["--fps"])
        #expect(result.failureMessage == "unknown option '--fps' for test (only other has it)")
    }

    @Test func missingValues() {
        #expect(TestCommand.error(["--tags"]) == "--tags needs a value (FILE)")
        #expect(TestCommand.error(["--tags", "--relax"]) == "--tags needs a value (FILE)")
        #expect(TestCommand.error(["--tags", "a", "-o", "-h"]) == nil) // -h is help, not a value
        #expect(TestCommand.error(["-o", "--tags", "a"]) == "-o needs a value (FILE)")
        // The = form takes anything, even an empty or dashed value.
        #expect(TestCommand.error(["--tags=--odd"]) == nil)
        #expect(TestCommand.error(["--tags="]) == "--tags: expected a file name (or - for standard input/output), got ''")
    }

    @Test func repeatedSingleOptionsAndFlagsAreRefused() {
        #expect(TestCommand.error(["--tags", "a", "--tags", "b"]) == "--tags was given more than once; give it once")
        #expect(TestCommand.error(["--tags", "a", "-o", "x", "--output", "y"]) == "--output was given more than once; give it once")
        #expect(TestCommand.error(["--tags", "a", "--relax", "--relax"]) == "--relax was given more than once; give it once")
    }

    @Test func flagsRefuseValues() {
        #expect(TestCommand.error(["--tags", "a", "--relax=yes"]) == "--relax does not take a value")
    }

    @Test func badValuesNameTheOptionAsSpelled() {
        #expect(TestCommand.error(["--tags", "a", "--count", "9"]) == "--count: expected an integer from -5 to 5, got '9'")
        #expect(TestCommand.error(["--tags", "a", "--size", "0x0"]) == "--size: sizes must be positive: both sides at least 1 pixel, such as 1280x720; got '0x0'")
    }

    @Test func strayPositionalsAndMissingRequiredOptions() {
        #expect(TestCommand.error(["words.txt"]) == "unexpected argument 'words.txt' (did you mean --tags words.txt?)")
        #expect(TestCommand.error(["--tags", "a", "b"]) == "unexpected argument 'b'; see 'tagcloud test --help'")
        #expect(TestCommand.error([]) == "missing --tags FILE (see 'tagcloud test --help')")
    }

    @Test func helpWinsEvenAfterAnError() {
        #expect(TestCommand.parse(["--bogus", "-h"]).isHelp)
        #expect(TestCommand.parse(["--size", "0x0", "--help"]).isHelp)
        #expect(TestCommand.parse(["--tags", "a", "--help"]).isHelp)
        // After --, --help is an ordinary word.
        #expect(TestCommand.error(["--tags", "a", "--", "--help"]) == "unexpected argument '--help'; see 'tagcloud test --help'")
    }

    @Test func errorMessagesStayOnOneLineAndShort() throws {
        let message = try #require(TestCommand.error(["--tags", "a", "--size", "1\n2\u{1B}[31m" + String(repeating: "9", count: 500)]))
        #expect(!message.contains("\n"))
        #expect(!message.contains("\u{1B}"))
        #expect(message.contains("\\n"))
        #expect(message.count < 140)
    }

    @Test func crossOptionValidationRuns() throws {
        let spec = CommandSpec(
            name: "v", abstract: "x.", groups: [OptionGroup("G", [TestCommand.count.spec])], examples: [],
            validate: { (arguments: ParsedArguments) throws(UsageError) in
                if arguments.value(TestCommand.count) == 0 { throw UsageError("zero") }
            })
        #expect(ArgumentParser(spec).parse(["--count", "0"]).failureMessage == "zero")
        #expect(ArgumentParser(spec).parse(["--count", "1"]).failureMessage == nil)
    }
}

extension Result where Success == CommandParse, Failure == UsageError {
    var isHelp: Bool {
        if case .success(.help) = self { return true }
        return false
    }

    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
