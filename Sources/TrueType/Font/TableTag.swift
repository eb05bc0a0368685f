import Raster

/// A four-byte OpenType tag such as `glyf`, `kern` or `latn`, stored big-endian in a `UInt32`.
struct TableTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag's four bytes as one big-endian integer.
    let rawValue: UInt32

    /// Wraps a raw tag value.
    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Makes a tag from a four-character ASCII literal (space-padded, e.g. `"CFF "`).
    init(_ text: StaticString) {
        var value: UInt32 = 0
        text.withUTF8Buffer { buffer in
            for byte in buffer.prefix(4) { value = value << 8 | UInt32(byte) }
        }
        rawValue = value
    }

    /// The tag as text; bytes outside printable ASCII show as `?`.
    var description: String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }
        return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }

    static let head = TableTag("head")
    static let hhea = TableTag("hhea")
    static let maxp = TableTag("maxp")
    static let hmtx = TableTag("hmtx")
    static let cmap = TableTag("cmap")
    static let loca = TableTag("loca")
    static let glyf = TableTag("glyf")
    static let kern = TableTag("kern")
    static let gpos = TableTag("GPOS")
    static let name = TableTag("name")
    static let os2 = TableTag("OS/2")
    static let cff = TableTag("CFF ")
    static let cff2 = TableTag("CFF2")
}
