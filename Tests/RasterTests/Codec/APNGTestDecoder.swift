/// A strict APNG reader for tests: the chunk layer is checked here (CRCs,
/// acTL before the first IDAT and once, fcTL/fdAT sequence numbers 0, 1, 2,
/// … with no gaps, every frame's region inside the image, dispose and blend
/// ops in range, the first region the whole image at 0,0, as many frames as
/// acTL says), and each frame's pixels are decoded by the strict
/// ``PNGTestImage`` (and its ``Inflate``) from a PNG rebuilt around the
/// frame's data. Frames are then composed as the APNG specification says.
struct APNGTestImage {
    struct Control {
        var width = 0, height = 0, x = 0, y = 0
        var delayNumerator = 0, delayDenominator = 0, dispose = 0, blend = 0
    }

    var width = 0, height = 0, frameCount = 0, plays = 0, colorType = 0
    var controls: [Control] = []
    /// Each frame's region as decoded, RGBA.
    var regions: [[UInt8]] = []

    init(_ file: [UInt8]) throws {
        let still = try PNGTestImage(file)
        width = still.width; height = still.height; colorType = still.colorType
        func be32(_ i: Int) -> Int { file[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var i = 8, ihdr: [UInt8] = [], sequence = 0, sawIDAT = false
        var data: [[UInt8]] = []
        while i + 12 <= file.count {
            let length = be32(i), type = String(decoding: file[i + 4..<i + 8], as: UTF8.self)
            let body = Array(file[i + 8..<i + 8 + length])
            switch type {
            case "IHDR": ihdr = body
            case "acTL":
                guard !sawIDAT, controls.isEmpty, frameCount == 0, length == 8 else { throw InflateError("misplaced acTL") }
                frameCount = be32(i + 8); plays = be32(i + 12)
                guard frameCount > 0 else { throw InflateError("acTL with no frames") }
            case "fcTL":
                guard length == 26, be32(i + 8) == sequence else { throw InflateError("fcTL out of sequence") }
                sequence += 1
                var c = Control()
                c.width = be32(i + 12); c.height = be32(i + 16); c.x = be32(i + 20); c.y = be32(i + 24)
                c.delayNumerator = Int(body[20]) << 8 | Int(body[21])
                c.delayDenominator = Int(body[22]) << 8 | Int(body[23])
                c.dispose = Int(body[24]); c.blend = Int(body[25])
                guard c.width > 0, c.height > 0, c.x + c.width <= width, c.y + c.height <= height,
                      c.dispose <= 2, c.blend <= 1 else { throw InflateError("bad fcTL") }
                if controls.isEmpty {
                    guard !sawIDAT, c.x == 0, c.y == 0, c.width == width, c.height == height else {
                        throw InflateError("the first frame is not the default image")
                    }
                }
                controls.append(c)
                data.append([])
            case "IDAT":
                guard frameCount > 0 else { throw InflateError("IDAT before acTL") }
                sawIDAT = true
                guard controls.count == 1 else { throw InflateError("IDAT outside the first frame") }
                data[0] += body
            case "fdAT":
                guard length >= 4, be32(i + 8) == sequence, controls.count >= 2 else { throw InflateError("fdAT out of sequence") }
                sequence += 1
                data[data.count - 1] += body[4...]
            default: break
            }
            i += 12 + length
        }
        guard controls.count == frameCount else { throw InflateError("\(controls.count) frames, acTL says \(frameCount)") }
        for (k, c) in controls.enumerated() {
            // A PNG of the frame's region around its data, read by the strict reader.
            var header = ihdr
            header.replaceSubrange(0..<8, with: APNGTestImage.bigEndian(c.width) + APNGTestImage.bigEndian(c.height))
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            for (type, body) in [("IHDR", header), ("IDAT", data[k]), ("IEND", [])] {
                png += APNGTestImage.bigEndian(body.count)
                let typed = Array(type.utf8) + body
                png += typed
                png += APNGTestImage.bigEndian(Int(PNGTestImage.bitwiseCRC(typed[...])))
            }
            regions.append(try PNGTestImage(png).rgba)
        }
    }

    static func bigEndian(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// Every frame composed on a transparent black canvas, RGBA, as the
    /// spec says: blend SOURCE replaces the region, OVER composites it on
    /// the canvas; after a frame is shown, dispose NONE leaves the canvas,
    /// BACKGROUND clears the frame's region to transparent black, PREVIOUS
    /// reverts the canvas to what it was before the frame (on the first
    /// frame, PREVIOUS is treated as BACKGROUND).
    func composedRGBA() -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var out: [[UInt8]] = []
        for (k, (c, region)) in zip(controls, regions).enumerated() {
            let before = canvas
            for y in 0..<c.height {
                for x in 0..<c.width {
                    let s = (y * c.width + x) * 4, d = ((c.y + y) * width + c.x + x) * 4
                    let a = Int(region[s + 3])
                    if c.blend == 0 || a == 255 {
                        for k in 0..<4 { canvas[d + k] = region[s + k] }
                    } else if a > 0 {
                        // OVER (straight alpha).
                        let da = Int(canvas[d + 3]), oa = a * 255 + da * (255 - a)
                        for k in 0..<3 {
                            let v = (Int(region[s + k]) * a * 255 + Int(canvas[d + k]) * da * (255 - a)) / max(oa, 1)
                            canvas[d + k] = UInt8(min(255, v))
                        }
                        canvas[d + 3] = UInt8(oa / 255)
                    }
                }
            }
            out.append(canvas)
            if c.dispose == 1 || (c.dispose == 2 && k == 0) {
                for y in 0..<c.height { for x in 0..<c.width { for k in 0..<4 { canvas[((c.y + y) * width + c.x + x) * 4 + k] = 0 } } }
            } else if c.dispose == 2 {
                canvas = before
            }
        }
        return out
    }
}
