/// A minimal PNG reader for tests: checks the signature and every chunk CRC
/// (with a bitwise CRC independent of the encoder's tables), inflates IDAT
/// with the test-side ``Inflate`` and undoes the filters.
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
            throw InflateError(description: "bad signature")
        }
        func be32(_ i: Int) -> Int { file[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var i = 8, idat: [UInt8] = []
        while i + 12 <= file.count {
            let length = be32(i)
            guard i + 12 + length <= file.count else { throw InflateError(description: "chunk overruns") }
            let type = String(decoding: file[i + 4..<i + 8], as: UTF8.self)
            let crc = UInt32(be32(i + 8 + length))
            guard crc == PNGTestImage.bitwiseCRC(file[i + 4..<i + 8 + length]) else {
                throw InflateError(description: "CRC mismatch in \(type)")
            }
            chunkTypes.append(type)
            let data = Array(file[i + 8..<i + 8 + length])
            if type == "IHDR" {
                width = be32(i + 8); height = be32(i + 12); colorType = Int(data[9])
                guard data[8] == 8, data[10] == 0, data[11] == 0, data[12] == 0 else {
                    throw InflateError(description: "unexpected IHDR fields")
                }
            }
            if type == "IDAT" { idat += data }
            i += 12 + length
        }
        guard i == file.count else { throw InflateError(description: "trailing bytes") }
        let bpp = colorType == 6 ? 4 : 3, rowBytes = width * bpp
        let raw = try Inflate.zlib(idat)
        guard raw.count == height * (rowBytes + 1) else { throw InflateError(description: "wrong data size") }
        // Undo the filters row by row.
        var prior = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            var row = Array(raw[y * (rowBytes + 1) + 1..<(y + 1) * (rowBytes + 1)])
            for x in 0..<rowBytes {
                let a = x >= bpp ? Int(row[x - bpp]) : 0, b = Int(prior[x]), c = x >= bpp ? Int(prior[x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw InflateError(description: "bad filter \(filter)")
                }
                row[x] = UInt8((Int(row[x]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                rgba += row[x * bpp..<x * bpp + 3]
                rgba.append(bpp == 4 ? row[x * bpp + 3] : 255)
            }
            prior = row
        }
    }
}
