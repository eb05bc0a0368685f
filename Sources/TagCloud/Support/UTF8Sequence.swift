/// Checks UTF-8 one sequence at a time, for readers that scan bytes in place.
enum UTF8Sequence {
    /// The length of the UTF-8 sequence at `i`, nil if it is invalid (a stray
    /// continuation byte, overlong, a surrogate, beyond U+10FFFF or cut off).
    static func length(_ b: [UInt8], at i: Int) -> Int? {
        let c = b[i]
        if c < 0x80 { return 1 }
        let (n, low, high): (Int, UInt8, UInt8)
        switch c {
        case 0xC2...0xDF: (n, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (n, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (n, low, high) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (n, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (n, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (n, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (n, low, high) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard i + n <= b.count, (low...high).contains(b[i + 1]) else { return nil }
        for k in 2..<max(2, n) where b[i + k] & 0xC0 != 0x80 { return nil }
        return n
    }
}

extension SourceLocation {
    /// The line and column of the byte at `offset` of `bytes` (columns count
    /// Unicode scalars; a leading byte-order mark is not counted).
    init(offset: Int, in bytes: [UInt8], file: String) {
        var line = 1, column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < min(offset, bytes.count) {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        self.init(file: file, line: line, column: column)
    }
}
