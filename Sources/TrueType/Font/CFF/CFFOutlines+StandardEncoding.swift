extension CFFOutlines {
    /// The string ids of StandardEncoding codes 161...251 (0: no character).
    /// Codes 32...126 are string ids 1...95 in order (space to asciitilde).
    private static let standardEncodingHigh: [UInt8] = [
        96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, // 161...175
        0, 111, 112, 113, 114, 0, 115, 116, 117, 118, 119, 120, 121, 122, 0, 123, // 176...191
        0, 124, 125, 126, 127, 128, 129, 130, 131, 0, 132, 133, 0, 134, 135, 136, // 192...207
        137, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 208...223
        0, 138, 0, 139, 0, 0, 0, 0, 140, 141, 142, 143, 0, 0, 0, 0, // 224...239
        0, 144, 0, 0, 0, 145, 0, 0, 146, 147, 148, 149, // 240...251
    ]

    /// The string id StandardEncoding gives `code`, or nil for an unassigned code.
    static func standardEncodingSID(_ code: Int) -> Int? {
        switch code {
        case 32...126: return code - 31
        case 161...251:
            let sid = Int(standardEncodingHigh[code - 161])
            return sid == 0 ? nil : sid
        default: return nil
        }
    }

    /// The glyph that StandardEncoding code `code` names through the font's
    /// charset, for `seac`; nil when the code is unassigned or no glyph has
    /// that name. A CID-keyed font's charset holds CIDs, not names, so it
    /// has none (as in FreeType); the predefined Expert charsets are not read.
    func standardGlyph(_ code: Int) throws(FontError) -> Int? {
        guard !cidKeyed, let sid = Self.standardEncodingSID(code) else { return nil }
        let glyphs = charStrings.count
        switch charset {
        case 0: // ISOAdobe: glyph i is string id i
            return sid < glyphs && sid <= 228 ? sid : nil
        case 1, 2:
            return nil
        default:
            break
        }
        let r = table
        let format = try r.u8(at: charset)
        var glyph = 1, at = charset + 1
        while glyph < glyphs {
            switch format {
            case 0:
                if try r.int16u(at: at) == sid { return glyph }
                glyph += 1; at += 2
            case 1, 2:
                let first = try r.int16u(at: at)
                let left = format == 1 ? Int(try r.u8(at: at + 2)) : try r.int16u(at: at + 2)
                if sid >= first && sid <= first + left { return glyph + sid - first < glyphs ? glyph + sid - first : nil }
                glyph += left + 1; at += format == 1 ? 3 : 4
            default:
                throw r.error(.unsupported, at: charset, "charset format \(format)")
            }
        }
        return nil
    }
}
