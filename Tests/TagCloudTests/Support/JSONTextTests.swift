import Testing
@testable import TagCloud

/// The strict JSON checker under the route reader: RFC 8259 only, errors at the offending character.
@Suite struct JSONTextTests {
    func failure(_ text: String) -> InputError? {
        do { _ = try JSONText(Array(text.utf8), file: "f.json"); return nil } catch { return error }
    }

    @Test func acceptsWhatRFC8259Allows() throws {
        for text in ["{}", "[]", " 0 ", "-0.5e+3", #""\u00e9\ud83d\ude00\/\b""#, "\u{FEFF}[true,false,null]",
                     #"{"a":[{"b":"é"}],"c":{}}"#] {
            #expect(failure(text) == nil, "\(text)")
        }
        let text = try JSONText(Array(#"{"k\n": "a\\b\u00e9\ud83d\ude00", "n": -1.5e2}"#.utf8), file: "f")
        let members = try text.members(text.root)
        #expect(try text.string(members["k\n"]!, "") == "a\\bé😀")
        #expect(try text.number(members["n"]!, "") == -150)
    }

    @Test func refusesEverythingElseAtItsPlace() {
        let cases: [(String, Int, String)] = [
            ("[1,]", 4, "expected a JSON value"),
            ("{\"a\":1,}", 8, "expected a key in double quotes"),
            ("[01]", 3, "a JSON number has no leading zeros"),
            ("[1.]", 4, "expected digits after the decimal point"),
            ("[NaN]", 2, "expected a JSON value"),
            ("\"a\u{01}\"", 3, "a control character in a string must be escaped"),
            (#"["\ud800x"]"#, 9, "a high surrogate escape must be followed by a low one"),
            (#"["\udc00"]"#, 3, "a low surrogate escape"),
            (#"["\x"]"#, 3, "invalid escape"),
            ("[1] [2]", 5, "unexpected '['"),
            ("{\"a\" 1}", 6, "expected ':'"),
            ("[\n1\n", 1, "expected ',' or ']' in an array, found the end of the file"),
            ("[\"abc", 2, "this string has no closing quote"),
            ("", 1, "expected a JSON value"),
        ]
        for (text, column, message) in cases {
            let error = failure(text)
            #expect(error?.message.hasPrefix(message) == true, "\(text.debugDescription): \(String(describing: error))")
            if text.hasPrefix("[\n") {
                #expect(error?.location.line == 3)
            } else {
                #expect(error?.location.column == column, "\(text.debugDescription): \(String(describing: error))")
            }
        }
        // An overlong '/', a surrogate and a scalar past U+10FFFF, raw in strings.
        #expect((try? JSONText([0x22, 0xC0, 0xAF, 0x22], file: "f")) == nil)
        #expect((try? JSONText([0x22, 0xED, 0xA0, 0x80, 0x22], file: "f")) == nil)
        #expect((try? JSONText([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], file: "f")) == nil)
    }

    @Test func deepNestingTakesNoStack() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(failure(deep) == nil)
        #expect(failure(String(repeating: "{\"a\":", count: 100_000))?.message.hasPrefix("expected a JSON value") == true)
    }

    @Test func aKeyGivenTwiceIsRefused() throws {
        let text = try JSONText(Array(#"{"type": 1,"type": 2}"#.utf8), file: "f.json")
        #expect(throws: InputError.self) { try text.members(text.root) }
        do { _ = try text.members(text.root) } catch {
            #expect(error.description == "f.json:1:12: type: the key 'type' appears twice")
        }
    }
}
