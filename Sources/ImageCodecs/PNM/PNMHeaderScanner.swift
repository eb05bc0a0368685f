import Raster

/// A bounds-checked cursor over the ASCII header of a PNM file.
struct PNMHeaderScanner {
    let bytes: UnsafeRawBufferPointer
    var offset: Int

    /// The largest header number accepted; anything longer is certainly invalid.
    static let maxNumber = 1 << 40

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func error(_ message: String, at position: Int? = nil) -> PNMDecodingError {
        PNMDecodingError(offset: position ?? offset, message: message)
    }

    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0B || b == 0x0C || b == 0x0D
    }

    /// Skips white space and `#` comments (to the end of the line).
    mutating func skipWhitespaceAndComments() {
        while let b = current {
            if PNMHeaderScanner.isWhitespace(b) {
                offset += 1
            } else if b == UInt8(ascii: "#") {
                while let c = current, c != 0x0A, c != 0x0D { offset += 1 }
            } else {
                return
            }
        }
    }

    /// Reads an unsigned decimal number after optional white space and comments.
    mutating func number(_ what: String) throws(PNMDecodingError) -> Int {
        skipWhitespaceAndComments()
        let start = offset
        var value = 0
        while let b = current, b >= 0x30, b <= 0x39 {
            value = value * 10 + Int(b - 0x30)
            guard value <= PNMHeaderScanner.maxNumber else { throw error("\(what) is too large", at: start) }
            offset += 1
        }
        guard offset > start else {
            guard let b = current else { throw error("header ends before the \(what)") }
            throw error("expected the \(what) as a decimal number, found \(PNMHeaderScanner.show(b))")
        }
        return value
    }

    /// Reads a run of non-white-space bytes (a PAM keyword or value).
    mutating func word() -> String {
        let start = offset
        while let b = current, !PNMHeaderScanner.isWhitespace(b) { offset += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Skips spaces and tabs only (inside one PAM header line).
    mutating func skipBlanks() {
        while let b = current, b == 0x20 || b == 0x09 { offset += 1 }
    }

    /// Skips the rest of the line including its newline.
    mutating func skipLine() {
        while let b = current, b != 0x0A { offset += 1 }
        if current == 0x0A { offset += 1 }
    }

    /// A byte as it should appear in a message.
    static func show(_ b: UInt8) -> String {
        (0x21...0x7E).contains(b) ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    /// Header text as it should appear in a one-line message: at most `limit`
    /// characters (then `…`), anything but printable ASCII as `\u{…}`.
    static func show(_ text: String, limit: Int) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            shown += (0x20...0x7E).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
        return text.unicodeScalars.count > limit ? shown + "…" : shown
    }
}
