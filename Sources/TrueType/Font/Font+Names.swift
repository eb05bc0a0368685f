import Raster

extension Font {
    /// The family name: the typographic family (name ID 16) when present, else
    /// the family (name ID 1); nil when the font has no readable `name` table.
    public var familyName: String? {
        (try? name(id: 16)).flatMap { $0 } ?? (try? name(id: 1)).flatMap { $0 }
    }

    /// The string for `id` in the `name` table (1 family, 2 subfamily, 4 full
    /// name, 6 PostScript name, 16 typographic family, …), or nil when absent.
    ///
    /// Preference: Windows Unicode English (US), other Windows Unicode, Unicode
    /// platform (all UTF-16BE), then Macintosh Roman English.
    public func name(id: Int) throws(FontError) -> String? {
        guard let r = try directory.table(.name, in: bytes) else { return nil }
        return try Self.name(id: id, in: r)
    }

    /// The string for `id` in the `name` table that `r` reads.
    static func name(id: Int, in r: ByteReader) throws(FontError) -> String? {
        let count = try r.int16u(at: 2)
        let storage = try r.int16u(at: 4)
        try r.require(6, count * 12, "the \(count) name records")
        var best: (rank: Int, record: Int)?
        for i in 0..<count where try r.int16u(at: 6 + 12 * i + 6) == id {
            let at = 6 + 12 * i
            let platform = try r.u16(at: at), encoding = try r.u16(at: at + 2)
            let language = try r.u16(at: at + 4)
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if rank < (best?.rank ?? .max) { best = (rank, at) }
        }
        guard let best else { return nil }
        let length = try r.int16u(at: best.record + 8)
        let start = storage + (try r.int16u(at: best.record + 10))
        try r.require(start, length, "name string \(id)")
        let bytes = r.bytes[(r.base + start)..<(r.base + start + length)]
        guard best.rank <= 2 else { return MacRoman.decode(bytes) }
        guard length % 2 == 0 else {
            throw r.error(.malformed, at: best.record + 8, "UTF-16 name string \(id) has an odd length \(length)")
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
    }
}
