import Foundation
import TrueType
import Testing

// Unicode's conformance files for UAX #9 (BidiTest.txt, BidiCharacterTest.txt
// from Debian's unicode-data): every case of both must resolve to the levels
// and visual order the file gives.

@Suite struct BidiConformanceTests {
    static let usable = UnicodeDataFiles.usable("BidiTest.txt", "BidiCharacterTest.txt")

    /// What a file gives for one paragraph: its level, each character's level
    /// ("x" for characters rule X9 removes) and the visual order of the rest.
    struct Resolved: Equatable, CustomStringConvertible {
        var baseLevel: UInt8?
        var levels: [String]
        var order: [Int]

        var description: String {
            "level \(baseLevel.map(String.init) ?? "-"), levels \(levels.joined(separator: " ")), "
                + "order \(order.map(String.init).joined(separator: " "))"
        }
    }

    /// `scalars` resolved as one paragraph in `direction`, as the files write it.
    static func resolve(_ scalars: [Unicode.Scalar], _ direction: TextDirection) -> Resolved {
        let paragraph = BidiParagraph(scalars, direction: direction)
        let removed = scalars.map { BidiClass($0).isRemovedByRuleX9 }
        let kept = scalars.indices.filter { !removed[$0] }
        let order = BidiParagraph.visualOrder(levels: kept.map { paragraph.levels[$0] }).map { kept[$0] }
        return Resolved(baseLevel: paragraph.baseLevel,
                        levels: scalars.indices.map { removed[$0] ? "x" : String(paragraph.levels[$0]) },
                        order: order)
    }

    /// One character of each bidi class, by the class's short name (BidiTest.txt
    /// gives classes; none of these is a paired bracket).
    static let representatives: [Substring: Unicode.Scalar] = [
        "L": "a", "R": "\u{05D0}", "AL": "\u{0627}", "EN": "1", "ES": "+", "ET": "$", "AN": "\u{0660}",
        "CS": ",", "NSM": "\u{0300}", "BN": "\u{00AD}", "B": "\u{2029}", "S": "\t", "WS": " ", "ON": "!",
        "LRE": "\u{202A}", "RLE": "\u{202B}", "PDF": "\u{202C}", "LRO": "\u{202D}", "RLO": "\u{202E}",
        "LRI": "\u{2066}", "RLI": "\u{2067}", "FSI": "\u{2068}", "PDI": "\u{2069}",
    ]

    @Test func representativesHaveTheirClasses() {
        let names = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
                     "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
        for (name, c) in zip(names, BidiClass.allCases) {
            #expect(BidiClass(Self.representatives[Substring(name)]!) == c, "\(name)")
        }
    }

    /// One case of BidiTest.txt: classes, a direction and the expected result.
    struct ClassCase: Sendable {
        var line: Int
        var classes: Substring
        var direction: TextDirection
        var levels: [String]
        var order: [Int]
    }

    /// Every case of BidiTest.txt: each data line once for each direction its bitset names.
    static let classCases: [ClassCase] = {
        guard let lines = try? UnicodeDataFiles.lines("BidiTest.txt") else { return [] }
        var cases: [ClassCase] = []
        var levels: [String] = [], order: [Int] = []
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("@Levels:") {
                levels = line.dropFirst(8).split(whereSeparator: \.isWhitespace).map(String.init)
            } else if line.hasPrefix("@Reorder:") {
                order = line.dropFirst(9).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            } else if !line.hasPrefix("@") {
                let fields = line.split(separator: ";")
                let bits = Int(fields[1].trimmingCharacters(in: .whitespaces)) ?? 0
                for (bit, direction) in [(1, TextDirection.auto), (2, .leftToRight), (4, .rightToLeft)]
                where bits & bit != 0 {
                    cases.append(ClassCase(line: number, classes: fields[0], direction: direction,
                                           levels: levels, order: order))
                }
            }
        }
        return cases
    }()

    /// The cases of BidiTest.txt in `part` of 8 (so that parts run in parallel).
    @Test(.enabled(if: usable, "unicode-data is not installed"), arguments: 0..<8)
    func bidiTestFile(part: Int) throws {
        let cases = Self.classCases
        try #require(cases.count > 700_000, "BidiTest.txt has too few cases: \(cases.count)")
        let slice = cases.indices.filter { $0 % 8 == part }
        var failures = 0
        for index in slice {
            let test = cases[index]
            let scalars = test.classes.split(whereSeparator: \.isWhitespace).map { Self.representatives[$0]! }
            let got = Self.resolve(scalars, test.direction)
            let expected = Resolved(baseLevel: got.baseLevel, levels: test.levels, order: test.order)
            if got != expected {
                failures += 1
                if failures <= 5 {
                    let message = "BidiTest.txt case \(test.line + 1) (\(test.classes), \(test.direction)): "
                        + "expected \(expected), got \(got)"
                    Issue.record(Comment(rawValue: message))
                }
            }
        }
        print("BidiTest.txt part \(part + 1) of 8: \(slice.count - failures) of \(slice.count) cases pass")
        #expect(failures == 0)
    }

    @Test(.enabled(if: usable, "unicode-data is not installed"))
    func bidiCharacterTestFile() throws {
        let lines = try UnicodeDataFiles.lines("BidiCharacterTest.txt")
        try #require(lines.count > 90_000)
        var failures = 0
        for line in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            let direction: [Substring: TextDirection] = ["0": .leftToRight, "1": .rightToLeft, "2": .auto]
            let got = Self.resolve(UnicodeDataFiles.scalars(fields[0]), direction[fields[1]]!)
            let expected = Resolved(baseLevel: UInt8(fields[2]),
                                    levels: fields[3].split(separator: " ").map(String.init),
                                    order: fields[4].split(separator: " ").compactMap { Int($0) })
            if got != expected {
                failures += 1
                if failures <= 5 { Issue.record("BidiCharacterTest.txt \(line): got \(got)") }
            }
        }
        print("BidiCharacterTest.txt: \(lines.count - failures) of \(lines.count) lines pass")
        #expect(failures == 0)
    }
}
