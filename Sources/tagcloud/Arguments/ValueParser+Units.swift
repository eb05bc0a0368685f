extension ValueParser where Value == PixelSize {
    /// `WIDTHxHEIGHT` (`x` or `X`), both positive integers of at most
    /// ``Limits/maximumSide``. The pixel-count cap is checked by the command,
    /// since `--max-pixels` can raise it.
    static var size: Self {
        ValueParser(placeholder: "WxH") { (text: String) throws(ValueError) -> PixelSize in
            let sides = text.split(separator: "x", maxSplits: 2, omittingEmptySubsequences: false)
                .flatMap { $0.split(separator: "X", maxSplits: 2, omittingEmptySubsequences: false) }
            guard sides.count == 2,
                  let width = Self.digits(sides[0]), let height = Self.digits(sides[1])
            else {
                throw ValueError("expected WIDTHxHEIGHT such as 1280x720, got \(Quoting.quoted(text))")
            }
            guard width > 0, height > 0 else {
                throw ValueError("sizes must be positive: both sides at least 1 pixel, such as 1280x720; "
                    + "got \(Quoting.quoted(text))")
            }
            guard width <= Limits.maximumSide, height <= Limits.maximumSide else {
                throw ValueError("each side must be at most \(Limits.maximumSide) pixels, got \(Quoting.quoted(text))")
            }
            return PixelSize(width: width, height: height)
        }
    }

    /// A run of ASCII digits as an Int, or nil (no sign, no spaces).
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}

extension ValueParser where Value == Int {
    /// A pixel count: an integer, or a number of megapixels with `M`
    /// (`100M` = 100,000,000), from 1 to 10^12.
    static var pixelCount: Self {
        ValueParser(placeholder: "N") { (text: String) throws(ValueError) -> Int in
            let upper = Limits.maximumSide * Limits.maximumSide
            let isMega = text.hasSuffix("M") || text.hasSuffix("m")
            let digits = isMega ? String(text.dropLast()) : text
            guard let base = Int(digits), base > 0 else {
                throw ValueError("expected a pixel count such as 64000000 or 64M, got \(Quoting.quoted(text))")
            }
            let (count, overflow) = base.multipliedReportingOverflow(by: isMega ? 1_000_000 : 1)
            guard !overflow, count <= upper else {
                throw ValueError("at most \(upper) pixels (1000000M) can be allowed, got \(Quoting.quoted(text))")
            }
            return count
        }
    }
}

extension ValueParser where Value == Int {
    /// A byte count: an integer, or a number of KiB, MiB or GiB with `K`,
    /// `M` or `G` (`256M` = 268,435,456), from 1 byte to 1 TiB.
    static var byteCount: Self {
        ValueParser(placeholder: "SIZE") { (text: String) throws(ValueError) -> Int in
            let units: [Character: Int] = ["K": 10, "M": 20, "G": 30]
            let shift = text.last.flatMap { units[Character($0.uppercased())] } ?? 0
            let digits = shift > 0 ? text.dropLast() : Substring(text)
            guard digits.allSatisfy(\.isASCII), let base = Int(digits), base > 0 else {
                throw ValueError("expected a size in bytes such as 1000000 or 256M, got \(Quoting.quoted(text))")
            }
            let upper = 1 << 40
            guard base <= upper >> shift else {
                throw ValueError("at most 1 TiB (1024G) can be allowed, got \(Quoting.quoted(text))")
            }
            return base << shift
        }
    }
}

extension ValueParser where Value == Double {
    /// A duration in seconds: `6s`, `1.5s`, `500ms`, `2m`, `1h`, combinations
    /// such as `1m30s`, or a bare number of seconds; at most `maximum` seconds.
    static func duration(maximum: Double = 86_400) -> Self {
        ValueParser(placeholder: "D") { (text: String) throws(ValueError) -> Double in
            let wanted = "expected a duration such as 6s, 1.5s, 500ms or 1m30s, got \(Quoting.quoted(text))"
            guard let seconds = parseDuration(Array(text.utf8)) else { throw ValueError(wanted) }
            guard seconds <= maximum else {
                throw ValueError("a duration must be at most \(Quoting.number(maximum))s, got \(Quoting.quoted(text))")
            }
            return seconds
        }
    }

    /// Sums `<number><unit>` pieces; nil on any syntax error or overflow.
    private static func parseDuration(_ bytes: [UInt8]) -> Double? {
        var total = 0.0
        var index = 0
        var pieces = 0
        while index < bytes.count {
            // A decimal number: digits with at most one point.
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: ".") || (bytes[index] >= 0x30 && bytes[index] <= 0x39) {
                index += 1
            }
            guard index > start, index - start <= 32,
                  let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
            // Its unit: letters up to the next digit; none means seconds,
            // but only for a bare number.
            let unitStart = index
            while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") {
                index += 1
            }
            let unit = String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased()
            let scale: Double
            switch unit {
            case "" where pieces == 0 && index == bytes.count: scale = 1
            case "ms": scale = 0.001
            case "s", "sec": scale = 1
            case "m", "min": scale = 60
            case "h": scale = 3600
            default: return nil
            }
            total += number * scale
            pieces += 1
        }
        return pieces > 0 && total.isFinite ? total : nil
    }
}

extension ValueParser where Value == FrameRange {
    /// `A-B` (inclusive, counted from 0), `A-` (to the end), or `N` (one frame).
    static var frameRange: Self {
        ValueParser(placeholder: "A-B") { (text: String) throws(ValueError) -> FrameRange in
            let wanted = "expected a frame range such as 0-59 (first-last, counted from 0), got \(Quoting.quoted(text))"
            let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
            func frame(_ part: Substring) throws(ValueError) -> Int {
                guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                      let value = Int(part), value <= Limits.maximumFrameNumber
                else { throw ValueError(wanted) }
                return value
            }
            switch parts.count {
            case 1:
                let only = try frame(parts[0])
                return FrameRange(first: only, last: only)
            case 2:
                let first = try frame(parts[0])
                if parts[1].isEmpty { return FrameRange(first: first, last: nil) }
                let last = try frame(parts[1])
                guard first <= last else {
                    throw ValueError("the first frame \(first) comes after the last frame \(last) in \(Quoting.quoted(text))")
                }
                return FrameRange(first: first, last: last)
            default:
                throw ValueError(wanted)
            }
        }
    }
}
