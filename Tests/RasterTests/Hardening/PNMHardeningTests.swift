import Testing
@testable import Raster
@testable import ImageCodecs

/// Regression tests for inputs the `pnm` fuzz target found (Tools/fuzz).
struct PNMHardeningTests {
    /// Whether `text` has a line break of any kind (what a one-line message must not have).
    static func hasLineBreak(_ text: String) -> Bool {
        text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
    }

    /// Found by the fuzzer: `P` followed by a newline put the raw newline into
    /// "unsupported PNM type 'P…'", a two-line message.
    @Test func unsupportedTypeByteIsNeverPrintedRaw() {
        let input: [UInt8] = Array("P\n3 2\r255\n".utf8) + [0, 0xFF, 0xFF]
        #expect(throws: PNMDecodingError(offset: 0, message:
            "unsupported PNM type 'P' followed by byte 0xa: only P5, P6 and P7 are read")) {
            try PNMDecoder.decode(input)
        }
        for byte in [0x00, 0x0B, 0x0D, 0x1B, 0x7F, 0x80, 0xC2, 0xFF] as [UInt8] {
            do {
                _ = try PNMDecoder.decode([UInt8(ascii: "P"), byte, 0x0A])
                Issue.record("P followed by \(byte) decoded")
            } catch {
                #expect(!Self.hasLineBreak(error.description) && !error.description.contains("\u{1B}"))
                #expect(error.description.contains("byte 0x\(String(byte, radix: 16))"))
            }
        }
    }

    /// PAM keywords and tuple types are shown escaped: a Unicode line or
    /// paragraph separator (valid UTF-8) or a control byte stays on one line.
    @Test func pamWordsInMessagesAreEscaped() {
        let cases: [(header: String, shown: String)] = [
            ("P7\nWID\u{2028}TH 1\n", "unknown PAM header keyword 'WID\\u{2028}TH'"),
            ("P7\nA\u{85}\u{1B}[2J\n", "unknown PAM header keyword 'A\\u{85}\\u{1b}[2J'"),
            ("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB\u{2029}X\nENDHDR\n",
             "unsupported TUPLTYPE 'RGB\\u{2029}X': expected GRAYSCALE, GRAYSCALE_ALPHA, RGB or RGB_ALPHA"),
        ]
        for (header, shown) in cases {
            do {
                _ = try PNMDecoder.decode(Array(header.utf8))
                Issue.record("\(header.debugDescription) decoded")
            } catch {
                #expect(error.message == shown)
                #expect(!Self.hasLineBreak(error.description))
            }
        }
    }

    /// A long keyword is cut after 20 characters, counted in Unicode scalars.
    @Test func longKeywordIsTruncated() {
        let key = String(repeating: "é", count: 40)
        #expect(throws: PNMDecodingError(offset: 3, message:
            "unknown PAM header keyword '\(String(repeating: "\\u{e9}", count: 20))…'")) {
            try PNMDecoder.decode(Array("P7\n\(key) 1\n".utf8))
        }
    }
}
