/// A strict GIF89a reader for tests (and the fuzz target `lzw`), written from
/// the specification independently of the encoder. Beyond what browsers,
/// giflib and Pillow check, it refuses: a bad signature or version, a
/// missing global colour table, an image outside the logical screen or of
/// zero size, a local colour table, interlacing, an extension or block of
/// the wrong size, a code stream that does not start with a clear code, a
/// code not yet in the table, a pixel index outside the colour table, too
/// few or too many pixels, a missing end code, data after the end code in
/// the last sub-block, and anything after the trailer.
struct GIFTestImage {
    struct DecodeError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// One frame as stored: its rectangle, control fields and indices.
    struct Frame {
        var x = 0, y = 0, width = 0, height = 0
        var delay = 0, disposal = 0
        var transparent: Int?
        var indices: [UInt8] = []
    }

    var width = 0, height = 0
    var table: [UInt8] = []
    var loops: Int?
    var frames: [Frame] = []

    init(_ file: [UInt8]) throws {
        var i = 0
        func byte() throws -> Int {
            guard i < file.count else { throw DecodeError("file cut off at byte \(i)") }
            defer { i += 1 }
            return Int(file[i])
        }
        func le16() throws -> Int { let lo = try byte(); return try byte() << 8 | lo }
        func subBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return data }
                guard i + n <= file.count else { throw DecodeError("sub-block overruns the file") }
                data += file[i..<i + n]
                i += n
            }
        }
        guard file.count >= 13, Array(file[0..<6]) == Array("GIF89a".utf8) else { throw DecodeError("not GIF89a") }
        i = 6
        width = try le16()
        height = try le16()
        let packed = try byte()
        _ = try byte(); _ = try byte()
        guard width > 0, height > 0 else { throw DecodeError("empty logical screen") }
        guard packed & 0x80 != 0 else { throw DecodeError("no global colour table") }
        let entries = 2 << (packed & 7)
        guard i + 3 * entries <= file.count else { throw DecodeError("colour table cut off") }
        table = Array(file[i..<i + 3 * entries])
        i += 3 * entries
        var control: (delay: Int, disposal: Int, transparent: Int?)?
        while true {
            let introducer = try byte()
            switch introducer {
            case 0x3B:
                guard i == file.count else { throw DecodeError("data after the trailer") }
                return
            case 0x21:
                let label = try byte()
                let data = try subBlocks()
                if label == 0xF9 {
                    guard data.count == 4, control == nil else { throw DecodeError("bad or repeated graphic control") }
                    let t = data[0] & 1 != 0 ? Int(data[3]) : nil
                    control = (Int(data[1]) | Int(data[2]) << 8, Int(data[0] >> 2) & 7, t)
                } else if label == 0xFF {
                    guard data.count >= 11 else { throw DecodeError("short application extension") }
                    if Array(data[0..<11]) == Array("NETSCAPE2.0".utf8) {
                        guard data.count == 14, data[11] == 1 else { throw DecodeError("bad NETSCAPE2.0 block") }
                        loops = Int(data[12]) | Int(data[13]) << 8
                    }
                }
            case 0x2C:
                var frame = Frame()
                frame.x = try le16(); frame.y = try le16()
                frame.width = try le16(); frame.height = try le16()
                let flags = try byte()
                guard flags & 0xC0 == 0 else { throw DecodeError("local tables and interlacing are not expected") }
                guard frame.width > 0, frame.height > 0, frame.x + frame.width <= width, frame.y + frame.height <= height
                else { throw DecodeError("image outside the logical screen") }
                let minCodeSize = try byte()
                guard (2...8).contains(minCodeSize) else { throw DecodeError("bad LZW minimum code size \(minCodeSize)") }
                let codes = try subBlocks()
                frame.indices = try GIFTestImage.decompress(codes, minCodeSize: minCodeSize,
                                                           count: frame.width * frame.height)
                for v in frame.indices where Int(v) >= entries && Int(v) != control?.transparent {
                    throw DecodeError("index \(v) outside the colour table")
                }
                if let control { (frame.delay, frame.disposal, frame.transparent) = control }
                control = nil
                frames.append(frame)
            default:
                throw DecodeError("unknown block 0x\(String(introducer, radix: 16))")
            }
        }
    }

    /// LZW-decodes exactly `count` indices; refuses anything irregular.
    static func decompress(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var bitPosition = 0
        func read(_ width: Int) throws -> Int {
            guard bitPosition + width <= data.count * 8 else { throw DecodeError("code stream cut off") }
            var v = 0
            for k in 0..<width {
                let p = bitPosition + k
                v |= Int(data[p >> 3] >> (p & 7) & 1) << k
            }
            bitPosition += width
            return v
        }
        // Each entry: its prefix code (-1 for roots) and last index; lengths to rebuild.
        var prefix = [Int](repeating: -1, count: 4096), last = [UInt8](repeating: 0, count: 4096)
        for k in 0..<clear { last[k] = UInt8(k) }
        func string(_ code: Int) -> [UInt8] {
            var out: [UInt8] = [], c = code
            while c >= 0 { out.append(last[c]); c = prefix[c] }
            return out.reversed()
        }
        var out: [UInt8] = []
        var size = minCodeSize + 1, next = clear + 2, previous: Int? = nil
        guard try read(size) == clear else { throw DecodeError("code stream does not start with a clear code") }
        while true {
            let code = try read(size)
            if code == clear {
                (size, next, previous) = (minCodeSize + 1, clear + 2, nil)
                continue
            }
            if code == end { break }
            var entry: [UInt8]
            if let p = previous {
                if code < next {
                    guard code < clear || code > end else { throw DecodeError("bad code") }
                    entry = string(code)
                    if next < 4096 { prefix[next] = p; last[next] = entry[0]; next += 1 }
                } else if code == next && next < 4096 {
                    let s = string(p)
                    prefix[next] = p; last[next] = s[0]; next += 1
                    entry = s + [s[0]]
                } else {
                    throw DecodeError("code \(code) not yet in the table (next \(next))")
                }
                if next == 1 << size && size < 12 { size += 1 }
            } else {
                guard code < clear else { throw DecodeError("first code after a clear is not a root") }
                entry = [UInt8(code)]
            }
            out += entry
            guard out.count <= count else { throw DecodeError("too many pixels") }
            previous = code
        }
        guard out.count == count else { throw DecodeError("\(out.count) pixels, expected \(count)") }
        // Only the padding of the last byte may follow the end code.
        guard (bitPosition + 7) / 8 == data.count else { throw DecodeError("data after the end code") }
        return out
    }

    /// Every frame composed onto the screen as a viewer shows it, as RGB
    /// bytes (the screen starts as colour 0, as giflib and Pillow fill it).
    func composedRGB() -> [[UInt8]] {
        var screen = [UInt8](repeating: 0, count: width * height * 3)
        for p in 0..<(width * height) { screen[3 * p] = table[0]; screen[3 * p + 1] = table[1]; screen[3 * p + 2] = table[2] }
        var out: [[UInt8]] = []
        for frame in frames {
            let before = screen
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let v = Int(frame.indices[y * frame.width + x])
                    if v == frame.transparent { continue }
                    let p = ((frame.y + y) * width + frame.x + x) * 3
                    screen[p] = table[3 * v]; screen[p + 1] = table[3 * v + 1]; screen[p + 2] = table[3 * v + 2]
                }
            }
            out.append(screen)
            switch frame.disposal {
            case 2:
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let p = ((frame.y + y) * width + frame.x + x) * 3
                        for c in 0..<3 { screen[p + c] = table[c] }
                    }
                }
            case 3: screen = before
            default: break
            }
        }
        return out
    }
}
