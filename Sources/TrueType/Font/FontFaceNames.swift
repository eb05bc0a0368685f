/// The names of one face of a font file, read without loading the font:
/// for finding installed fonts by name (`--font "Noto Sans CJK JP"`).
public struct FontFaceNames: Hashable, Sendable {
    /// The face's index in its file (0 unless a collection).
    public var faceIndex: Int
    /// The typographic family (name ID 16), else the family (ID 1): `Noto Sans CJK JP`.
    public var family: String
    /// The typographic subfamily (ID 17), else the subfamily (ID 2): `Regular`, `Bold Italic`.
    public var style: String
    /// The full name (ID 4): `Noto Sans CJK JP Regular`.
    public var fullName: String
    /// The PostScript name (ID 6): `NotoSansCJKjp-Regular`.
    public var postScriptName: String

    /// Creates the names of a face.
    public init(faceIndex: Int, family: String, style: String, fullName: String, postScriptName: String) {
        self.faceIndex = faceIndex
        self.family = family
        self.style = style
        self.fullName = fullName
        self.postScriptName = postScriptName
    }

    /// The names of every face of a font file whose bytes `read(offset,
    /// length)` returns (nil past the end): the header, the table directory
    /// and the `name` table of each face, a few kilobytes of a file of any
    /// size. Faces without a readable family name are left out; a file that
    /// is no font gives none.
    public static func read(_ read: (Int, Int) -> [UInt8]?) -> [FontFaceNames] {
        var faces: [FontFaceNames] = []
        for (index, tables) in directories(read).enumerated() {
            guard let (offset, length) = tables[.name], length <= 1 << 20, let table = read(offset, length) else { continue }
            let names = ByteReader(table)
            func name(_ id: Int) -> String? { (try? Font.name(id: id, in: names)).flatMap { $0 } }
            guard let family = name(16) ?? name(1) else { continue }
            let style = name(17) ?? name(2) ?? "Regular"
            faces.append(FontFaceNames(faceIndex: index, family: family, style: style,
                                       fullName: name(4) ?? "\(family) \(style)", postScriptName: name(6) ?? ""))
        }
        return faces
    }

    /// The table records (offset, length) of each face of a font file read by `read`.
    static func directories(_ read: (Int, Int) -> [UInt8]?) -> [[TableTag: (Int, Int)]] {
        guard let head = read(0, 12) else { return [] }
        let file = ByteReader(head)
        guard let version = try? file.u32(at: 0) else { return [] }
        var starts = [0]
        if version == TableDirectory.collectionTag.rawValue {
            guard let count = try? file.int32u(at: 8), count <= 4096, let list = read(12, count * 4) else { return [] }
            let r = ByteReader(list)
            starts = (0..<count).compactMap { try? r.int32u(at: 4 * $0) }
        }
        return starts.map { start in
            var tables: [TableTag: (Int, Int)] = [:]
            guard let header = read(start, 12), let numTables = try? ByteReader(header).int16u(at: 4),
                  let records = read(start + 12, numTables * 16) else { return tables }
            let r = ByteReader(records)
            for k in 0..<numTables {
                guard let tag = try? r.tag(at: 16 * k), let offset = try? r.int32u(at: 16 * k + 8),
                      let length = try? r.int32u(at: 16 * k + 12), tables[tag] == nil else { continue }
                tables[tag] = (offset, length)
            }
            return tables
        }
    }
}

/// Which characters one face of a font file has, read without loading the
/// font: its `maxp` and `cmap` tables only (for choosing installed fonts).
public struct FontCoverage: Sendable {
    private let map: CharacterMap

    /// The coverage of face `faceIndex` of the file `read(offset, length)`
    /// returns bytes of; nil when it has no readable character map.
    public init?(faceIndex: Int, _ read: (Int, Int) -> [UInt8]?) {
        let directories = FontFaceNames.directories(read)
        guard directories.indices.contains(faceIndex), let (maxpAt, _) = directories[faceIndex][.maxp],
              let (cmapAt, cmapLength) = directories[faceIndex][.cmap], cmapLength <= 1 << 24,
              let maxp = read(maxpAt, 6), let glyphs = try? ByteReader(maxp).int16u(at: 4),
              let cmap = read(cmapAt, cmapLength),
              let map = try? CharacterMap(ByteReader(cmap), glyphCount: glyphs) else { return nil }
        self.map = map
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        map.glyph(for: scalar) != nil
    }
}
