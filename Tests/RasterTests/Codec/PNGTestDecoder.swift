/// A minimal, strict PNG reader for tests (and the fuzz target `png`) of
/// 8-bit RGB and RGBA files, non-interlaced. It refuses what libpng refuses:
/// a bad signature or chunk CRC (checked with a bitwise CRC independent of
/// the encoder's tables), a chunk type that is not four letters, a first
/// chunk other than a valid IHDR, a second IHDR, an unknown critical chunk,
/// IDAT chunks that are not consecutive, no IDAT, a missing or non-empty
/// IEND or anything after it, a zlib stream ``Inflate`` refuses, image data
/// of the wrong size and filter types above 4.
struct PNGTestImage {
    var width = 0, height = 0, colorType = 0
    var chunkTypes: [String] = []
    /// RGBA bytes (alpha 255 for RGB files).
    var rgba: [UInt8] = []

    static func bitwiseCRC(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw InflateError("bad signature")
        }
        func be32(_ i: Int) -> Int { file[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var i = 8, idat: [UInt8] = [], idatEnded = false, ended = false
        while !ended {
            guard i + 12 <= file.count else { throw InflateError("chunk cut off (no IEND)") }
            let length = be32(i)
            guard length < 1 << 31 else { throw InflateError("chunk length above 2^31 - 1") }
            guard i + 12 + length <= file.count else { throw InflateError("chunk overruns the file") }
            let typeBytes = file[i + 4..<i + 8]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw InflateError("chunk type is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard UInt32(be32(i + 8 + length)) == PNGTestImage.bitwiseCRC(file[i + 4..<i + 8 + length]) else {
                throw InflateError("CRC mismatch in \(type)")
            }
            guard chunkTypes.isEmpty == (type == "IHDR") else { throw InflateError("IHDR is not (only) first") }
            let data = Array(file[i + 8..<i + 8 + length])
            if type != "IDAT" && chunkTypes.last == "IDAT" { idatEnded = true }
            switch type {
            case "IHDR": try readHeader(data)
            case "PLTE":
                guard !chunkTypes.contains("IDAT"), !chunkTypes.contains("PLTE"), length % 3 == 0, (3...768).contains(length) else {
                    throw InflateError("misplaced or malformed PLTE")
                }
            case "IDAT":
                guard !idatEnded else { throw InflateError("IDAT chunks are not consecutive") }
                idat += data
            case "IEND":
                guard length == 0 else { throw InflateError("IEND is not empty") }
                ended = true
            default:
                guard typeBytes.first! >= 97 else { throw InflateError("unknown critical chunk \(type)") }
            }
            chunkTypes.append(type)
            i += 12 + length
        }
        guard i == file.count else { throw InflateError("bytes after IEND") }
        guard chunkTypes.contains("IDAT") else { throw InflateError("no IDAT") }
        let bpp = colorType == 6 ? 4 : 3
        let (rowBytes, o1) = width.multipliedReportingOverflow(by: bpp)
        let (size, o2) = height.multipliedReportingOverflow(by: rowBytes + 1)
        guard !o1, !o2 else { throw InflateError("image too large") }
        let raw = try Inflate.zlib(idat, limit: size)
        guard raw.count == size else { throw InflateError("wrong image data size") }
        try unfilter(raw, rowBytes: rowBytes, bpp: bpp)
    }

    /// Checks IHDR: 13 bytes, both sides 1...2^31 - 1, 8-bit RGB or RGBA,
    /// compression and filter method 0, no interlacing.
    private mutating func readHeader(_ data: [UInt8]) throws {
        guard data.count == 13 else { throw InflateError("IHDR is not 13 bytes") }
        width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard (1..<1 << 31).contains(width), (1..<1 << 31).contains(height) else {
            throw InflateError("IHDR size out of range")
        }
        colorType = Int(data[9])
        guard data[8] == 8, colorType == 2 || colorType == 6 else { throw InflateError("not 8-bit RGB or RGBA") }
        guard data[10] == 0, data[11] == 0 else { throw InflateError("unknown compression or filter method") }
        guard data[12] == 0 else { throw InflateError("interlaced (or unknown interlace method)") }
    }

    /// Undoes the filters row by row into `rgba`.
    private mutating func unfilter(_ raw: [UInt8], rowBytes: Int, bpp: Int) throws {
        rgba.reserveCapacity(width * height * 4)
        var prior = [UInt8](repeating: 0, count: rowBytes)
        var row = prior
        for y in 0..<height {
            let start = y * (rowBytes + 1) + 1, filter = raw[start - 1]
            guard filter <= 4 else { throw InflateError("bad filter type \(filter)") }
            for x in 0..<rowBytes {
                let a = x >= bpp ? Int(row[x - bpp]) : 0, b = Int(prior[x]), c = x >= bpp ? Int(prior[x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                row[x] = UInt8((Int(raw[start + x]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                rgba += row[x * bpp..<x * bpp + 3]
                rgba.append(bpp == 4 ? row[x * bpp + 3] : 255)
            }
            swap(&prior, &row)
        }
    }
}
