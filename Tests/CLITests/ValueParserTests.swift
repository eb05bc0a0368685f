import ImageCodecs
import Raster
import Testing
import TagCloud
@testable import tagcloud

func parse<Value>(_ parser: ValueParser<Value>, _ text: String) -> Result<Value, ValueError> {
    do throws(ValueError) {
        return .success(try parser.parse(text))
    } catch {
        return .failure(error)
    }
}

func value<Value>(_ parser: ValueParser<Value>, _ text: String) -> Value? {
    try? parse(parser, text).get()
}

func failure<Value>(_ parser: ValueParser<Value>, _ text: String) -> String? {
    if case .failure(let error) = parse(parser, text) { return error.message }
    return nil
}

@Suite struct ValueParserTests {
    @Test func integersWithRange() {
        let parser = ValueParser<Int>.integer(in: 1...240)
        #expect(value(parser, "30") == 30)
        #expect(value(parser, "240") == 240)
        #expect(failure(parser, "0") == "expected an integer from 1 to 240, got '0'")
        #expect(failure(parser, "241") != nil)
        #expect(failure(parser, "3.0") != nil)
        #expect(failure(parser, " 3") != nil)
        #expect(failure(parser, "99999999999999999999999") != nil)
        #expect(failure(parser, "") == "expected an integer from 1 to 240, got ''")
    }

    @Test func finiteNumbersWithRange() {
        let unit = ValueParser<Double>.number(in: 0...1)
        #expect(value(unit, "0.25") == 0.25)
        #expect(value(unit, "1") == 1)
        #expect(value(unit, "1e-1") == 0.1)
        #expect(failure(unit, "1.5") == "expected a number from 0 to 1, got '1.5'")
        for bad in ["nan", "inf", "-inf", "infinity", "0x1p-1", "1e309", ".", "", "1,5"] {
            #expect(failure(unit, bad) != nil, "\(bad)")
        }
        let open = ValueParser<Double>.number(above: 1, upTo: 1000)
        #expect(failure(open, "1") == "expected a number greater than 1 and at most 1000, got '1'")
        #expect(value(open, "1.0001") == 1.0001)
    }

    @Test func sizes() {
        #expect(value(.size, "1280x720") == PixelSize(width: 1280, height: 720))
        #expect(value(.size, "1X1") == PixelSize(width: 1, height: 1))
        #expect(failure(.size, "0x0") == "sizes must be positive: both sides at least 1 pixel, such as 1280x720; got '0x0'")
        for bad in ["", "x", "12x", "x12", "-1x5", "+1x5", "1x2x3", " 1x2", "1x 2", "1.5x2", "1280*720", "10x0"] {
            #expect(failure(.size, bad) != nil, "\(bad)")
        }
        #expect(failure(.size, "1000001x1") == "each side must be at most 1000000 pixels, got '1000001x1'")
        #expect(value(.size, "1000000x1000000")?.pixelCount == 1_000_000_000_000)
    }

    @Test func pixelCounts() {
        #expect(value(.pixelCount, "64M") == 64_000_000)
        #expect(value(.pixelCount, "5000") == 5000)
        #expect(failure(.pixelCount, "0") != nil)
        #expect(failure(.pixelCount, "M") != nil)
        #expect(failure(.pixelCount, "9223372036854775807M")?.hasPrefix("at most") == true)
    }

    @Test func durations() {
        let parser = ValueParser<Double>.duration()
        #expect(value(parser, "6s") == 6)
        #expect(value(parser, "500ms") == 0.5)
        #expect(value(parser, "1.5s") == 1.5)
        #expect(value(parser, "1m30s") == 90)
        #expect(value(parser, "2h") == 7200)
        #expect(value(parser, "1min") == 60)
        #expect(value(parser, "2.5") == 2.5)
        #expect(value(parser, "0s") == 0)
        let wanted = "expected a duration such as 6s, 1.5s, 500ms or 1m30s, got "
        for bad in ["", "s", "ms", "5x", "1.2.3s", "-1s", "1s2", "1 s", "5 ", "1e3s", "1m30"] {
            #expect(failure(parser, bad) == wanted + Quoting.quoted(bad), "\(bad)")
        }
        #expect(failure(parser, "25h") == "a duration must be at most 86400s, got '25h'")
        #expect(failure(parser, String(repeating: "9", count: 400) + "s") != nil)
    }

    @Test func frameRanges() {
        #expect(value(.frameRange, "0-59") == FrameRange(first: 0, last: 59))
        #expect(value(.frameRange, "7") == FrameRange(first: 7, last: 7))
        #expect(value(.frameRange, "30-") == FrameRange(first: 30, last: nil))
        #expect(failure(.frameRange, "5-2") == "the first frame 5 comes after the last frame 2 in '5-2'")
        for bad in ["", "-", "-3", "a-b", "1-2-3", "1--2", "+1-2", "1-x"] {
            #expect(failure(.frameRange, bad) != nil, "\(bad)")
        }
        #expect(FrameRange(first: 3, last: nil).contains(1_000))
        #expect(!FrameRange(first: 3, last: 5).contains(6))
    }

    @Test func choicesAreCaseInsensitiveAndSuggest() {
        let parser = ValueParser<ImageFormat>.choice(ImageFormat.self)
        #expect(parser.placeholder == "ppm|pam|png|gif|apng")
        #expect(value(parser, "PNG") == .png)
        #expect(value(parser, "GIF") == .gif)
        #expect(failure(parser, "jpg") == "expected one of ppm, pam, png, gif, apng, got 'jpg'")
        #expect(failure(parser, "pgn") == "expected one of ppm, pam, png, gif, apng, got 'pgn' (did you mean png?)")
        #expect(failure(parser, "pnm") == "expected one of ppm, pam, png, gif, apng, got 'pnm' (did you mean ppm, pam or png?)")
    }

    @Test func customParsersSurfaceLibraryMessages() {
        struct Located: LocatedError {
            var location: TagCloud.SourceLocation { TagCloud.SourceLocation(file: "-", line: 1, column: 4) }
            var message: String { "unknown colour name 'blu'" }
        }
        struct Plain: Error, CustomStringConvertible {
            var description: String { "plain\nproblem" }
        }
        let located = ValueParser<Int>.custom { _ in throw Located() }
        let plain = ValueParser<Int>.custom { _ in throw Plain() }
        let own = ValueParser<Int>.custom { _ in throw ValueError("own") }
        let fine = ValueParser<Int>.custom { Int($0) ?? -1 }
        #expect(failure(located, "blu") == "unknown colour name 'blu'")
        #expect(failure(plain, "x") == "plain problem")
        #expect(failure(own, "x") == "own")
        #expect(value(fine, "12") == 12)
        // Through the parser, the option name is the prefix.
        let color = Option<Int>("color", valueName: "C", help: "C.", parser: located)
        let spec = CommandSpec(name: "c", abstract: "c.", groups: [OptionGroup("G", [color.spec])], examples: [])
        if case .failure(let error) = ArgumentParser(spec).parse(["--color", "blu"]) {
            #expect(error.message == "--color: unknown colour name 'blu'")
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func suggestionsAreBoundedAndDeterministic() {
        #expect(Suggestions.closest(to: "--rotat", in: ["--size", "--rotate", "--relax"]) == ["--rotate"])
        #expect(Suggestions.closest(to: "--rot", in: ["--rotate", "--relax"]) == ["--rotate"])
        #expect(Suggestions.closest(to: "--sizr", in: ["--size", "--sizes"]) == ["--size"])
        #expect(Suggestions.closest(to: "--zzzzzz", in: ["--size"]).isEmpty)
        #expect(Suggestions.closest(to: String(repeating: "a", count: 65), in: ["a"]).isEmpty)
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(Suggestion.editDistance([], Array("abc".unicodeScalars)) == 3)
    }

    @Test func quotingEscapesAndShortens() {
        #expect(Quoting.quoted("a\nb\tc'd") == "'a\\nb\\tc\\'d'")
        #expect(Quoting.quoted("\u{1B}[2J") == "'\\u{1B}[2J'")
        #expect(Quoting.quoted(String(repeating: "x", count: 100)).count == 63)
        #expect(Quoting.singleLine("a\r\nb\u{2028}c") == "a  b c")
        #expect(Quoting.number(2) == "2")
        #expect(Quoting.number(0.25) == "0.25")
        #expect(Quoting.megapixels(10_000_000_000) == "10000")
        #expect(Quoting.megapixels(1_500_000) == "1.5")
    }
}
