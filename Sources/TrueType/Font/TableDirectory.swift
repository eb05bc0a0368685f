import Raster

/// Where one table lives in the font file.
struct TableRecord: Hashable, Sendable {
    /// The table's tag.
    let tag: TableTag
    /// The table's offset from the start of the file.
    let offset: Int
    /// The table's length in bytes.
    let length: Int
}

/// The table directory of one sfnt face: its version and table records.
///
/// Reading it checks where every record points; the tables themselves are
/// read later, on demand. Like FreeType, a record that runs past the end of
/// the file only matters if the table is used: asking for it then throws,
/// while damaged tables this reader never needs (`post`, `DSIG`, hinting
/// programs…) do not stop the font from loading.
struct TableDirectory: Sendable {
    /// The sfnt version: `0x00010000` or `true` for TrueType outlines, `OTTO` for CFF.
    let sfntVersion: UInt32
    /// The records in file order; when a tag repeats, the first record wins.
    let records: [TableRecord]
    /// Records that point past the end of the file, with the error asking for them gives.
    let damaged: [(tag: TableTag, error: FontError)]

    static let collectionTag = TableTag("ttcf")
    static let openTypeCFF = TableTag("OTTO")

    /// The number of faces in `file`: the collection's count for a `.ttc`, otherwise 1.
    static func faceCount(in file: ByteReader) throws(FontError) -> Int {
        guard try file.tag(at: 0) == collectionTag else { return 1 }
        return try collectionOffsets(in: file).count
    }

    /// The directory of face `faceIndex` in a font or collection file.
    static func read(_ file: ByteReader, faceIndex: Int) throws(FontError) -> TableDirectory {
        var start = 0
        if try file.tag(at: 0) == collectionTag {
            let offsets = try collectionOffsets(in: file)
            guard offsets.indices.contains(faceIndex) else {
                throw file.error(.indexOutOfRange, at: 8,
                                 "face index \(faceIndex) is out of range: the collection has \(offsets.count) faces")
            }
            start = offsets[faceIndex]
            try checkFaceStart(file, start, face: faceIndex, entry: 12 + 4 * faceIndex)
        } else if faceIndex != 0 {
            throw file.error(.indexOutOfRange, at: 0,
                             "face index \(faceIndex) is out of range: the file is a single font, not a collection")
        }
        return try readFace(file, at: start)
    }

    /// The face offsets listed in a TrueType collection header.
    private static func collectionOffsets(in file: ByteReader) throws(FontError) -> [Int] {
        let count = try file.int32u(at: 8)
        try file.require(12, count * 4, "the collection's list of \(count) faces")
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for i in 0..<count { offsets.append(try file.int32u(at: 12 + 4 * i)) }
        return offsets
    }

    /// Throws, located at the collection header's `entry` for the face, unless
    /// `start` holds the beginning of an sfnt face: a known version and room
    /// for the 12-byte offset table.
    private static func checkFaceStart(_ file: ByteReader, _ start: Int, face: Int, entry: Int) throws(FontError) {
        func bad(_ kind: FontError.Kind, _ why: String) -> FontError {
            FontError(kind, offset: entry, table: collectionTag.description,
                      message: "face \(face) starts at offset \(start), \(why)")
        }
        guard file.contains(start, 12) else {
            let size = "the file (\(file.count) bytes)"
            throw bad(.truncated, start >= file.count ? "past the end of \(size)"
                                                      : "too near the end of \(size) for a font header")
        }
        let version = try file.u32(at: start)
        guard knownVersions.contains(version) || version == TableTag("typ1").rawValue else {
            throw bad(.malformed, "which is not a TrueType or OpenType font (sfnt version 0x\(String(version, radix: 16)))")
        }
    }

    /// The sfnt versions of faces this reader opens (or rejects by name).
    private static let knownVersions: Set<UInt32> = [0x0001_0000, TableTag("true").rawValue, openTypeCFF.rawValue]

    /// Reads the offset table and records of the face starting at `start`.
    private static func readFace(_ file: ByteReader, at start: Int) throws(FontError) -> TableDirectory {
        let version = try file.u32(at: start)
        guard knownVersions.contains(version) else {
            let hex = String(version, radix: 16)
            if version == TableTag("typ1").rawValue {
                throw file.error(.unsupported, at: start, "PostScript Type 1 sfnt fonts are not supported")
            }
            throw file.error(.malformed, at: start, "not a TrueType or OpenType font (sfnt version 0x\(hex))")
        }
        let numTables = try file.int16u(at: start + 4)
        try file.require(start + 12, numTables * 16, "the directory of \(numTables) tables")
        var records: [TableRecord] = []
        var damaged: [(tag: TableTag, error: FontError)] = []
        records.reserveCapacity(numTables)
        for i in 0..<numTables {
            let at = start + 12 + 16 * i
            let record = TableRecord(tag: try file.tag(at: at), offset: try file.int32u(at: at + 8),
                                     length: try file.int32u(at: at + 12))
            if file.contains(record.offset, record.length) {
                records.append(record)
            } else {
                damaged.append((record.tag, file.error(
                    .truncated, at: at + 8, "table '\(record.tag)' (offset \(record.offset), \(record.length) bytes) "
                        + "ends past the end of the file (\(file.count) bytes)")))
            }
        }
        return TableDirectory(sfntVersion: version, records: records, damaged: damaged)
    }

    /// The record for `tag`, if the face has that table intact.
    func record(_ tag: TableTag) -> TableRecord? {
        records.first { $0.tag == tag }
    }

    /// True when the directory lists `tag`, intact or not.
    func lists(_ tag: TableTag) -> Bool {
        record(tag) != nil || damaged.contains { $0.tag == tag }
    }

    /// A reader over table `tag`, or nil when the face lacks it; throws when
    /// the directory lists it but it runs past the end of the file.
    func table(_ tag: TableTag, in bytes: [UInt8]) throws(FontError) -> ByteReader? {
        guard let r = record(tag) else {
            if let broken = damaged.first(where: { $0.tag == tag }) { throw broken.error }
            return nil
        }
        return ByteReader(bytes: bytes, base: r.offset, count: r.length, table: tag)
    }

    /// A reader over table `tag`; throws when the face lacks it or it is damaged.
    func requiredTable(_ tag: TableTag, in bytes: [UInt8]) throws(FontError) -> ByteReader {
        guard let reader = try table(tag, in: bytes) else {
            throw FontError(.missingTable, offset: 0, message: "the font has no '\(tag)' table")
        }
        return reader
    }
}
