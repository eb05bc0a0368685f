import Foundation
import TrueType
import Testing

// Unicode's conformance file for normalization (NormalizationTest.txt from
// Debian's unicode-data): the NFC and NFD invariants on every line, and every
// other code point unchanged by both.

@Suite struct NormalizationConformanceTests {
    static let usable = UnicodeDataFiles.usable("NormalizationTest.txt.bz2")

    @Test(.enabled(if: usable, "unicode-data is not installed"))
    func normalizationTestFile() throws {
        let lines = try UnicodeDataFiles.lines("NormalizationTest.txt.bz2")
        try #require(lines.count > 18_000)
        var part = "", listed = Set<UInt32>(), cases = 0, failures = 0
        for line in lines {
            if line.hasPrefix("@") { part = String(line.prefix { !$0.isWhitespace }); continue }
            let c = line.split(separator: ";").prefix(5).map(UnicodeDataFiles.scalars)
            try #require(c.count == 5, "\(line)")
            if part == "@Part1", c[0].count == 1 { listed.insert(c[0][0].value) }
            cases += 1
            // NFC: c2 == toNFC(c1) == toNFC(c2) == toNFC(c3); c4 == toNFC(c4) == toNFC(c5).
            // NFD: c3 == toNFD(c1) == toNFD(c2) == toNFD(c3); c5 == toNFD(c4) == toNFD(c5).
            let nfc = c.map { Normalization.nfc($0) }, nfd = c.map { Normalization.nfd($0) }
            let holds = nfc[0] == c[1] && nfc[1] == c[1] && nfc[2] == c[1] && nfc[3] == c[3] && nfc[4] == c[3]
                && nfd[0] == c[2] && nfd[1] == c[2] && nfd[2] == c[2] && nfd[3] == c[4] && nfd[4] == c[4]
            if !holds {
                failures += 1
                if failures <= 5 { Issue.record("NormalizationTest.txt \(line): NFC \(nfc), NFD \(nfd)") }
            }
        }
        // Part 1's complement: every other code point is its own NFC and NFD.
        var others = 0
        for v in UInt32(0)...0x10FFFF where !listed.contains(v) {
            guard let scalar = Unicode.Scalar(v) else { continue }
            others += 1
            if Normalization.nfc([scalar]) != [scalar] || Normalization.nfd([scalar]) != [scalar] {
                failures += 1
                if failures <= 5 { Issue.record("U+\(String(v, radix: 16)) changes under NFC or NFD") }
            }
        }
        print("NormalizationTest.txt: \(cases + others - failures) of \(cases + others) checks pass "
              + "(\(cases) lines, NFC and NFD; \(others) other code points unchanged)")
        #expect(failures == 0)
    }
}
