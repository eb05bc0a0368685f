import Raster

/// Bounds-checked big-endian reads from a window of the font's bytes.
///
/// A reader covers `count` bytes starting at `base` in the shared font data; it
/// is cheap to copy (the bytes are shared copy-on-write, never duplicated).
/// Offsets passed to the read methods are relative to the window, and every
/// read that would leave the window throws a ``FontError`` naming the absolute
/// file offset and the table.
struct ByteReader: Sendable {
    /// The whole font file.
    let bytes: [UInt8]
    /// Where the window starts in `bytes`.
    let base: Int
    /// How many bytes the window covers.
    let count: Int
    /// The table the window belongs to, for error messages.
    let table: TableTag?

    /// A reader over the whole of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        base = 0
        count = bytes.count
        table = nil
    }

    /// A reader over `count` bytes at `base`; the caller has checked the range lies in `bytes`.
    init(bytes: [UInt8], base: Int, count: Int, table: TableTag?) {
        self.bytes = bytes
        self.base = base
        self.count = count
        self.table = table
    }

    /// An error located at `offset` within this window.
    func error(_ kind: FontError.Kind, at offset: Int, _ message: String) -> FontError {
        FontError(kind, offset: base + offset, table: table?.description, message: message)
    }

    /// Throws unless `length` bytes starting at `offset` lie inside the window.
    @inline(__always)
    func require(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(.truncated, at: Swift.max(0, Swift.min(offset, count)),
                        "not enough data for \(what()): \(length) bytes at \(offset) but the "
                        + "\(table == nil ? "file" : "table") has \(count)")
        }
    }

    /// True when `length` bytes at `offset` lie inside the window.
    @inline(__always)
    func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// The unsigned byte at `offset`.
    @inline(__always)
    func u8(at offset: Int) throws(FontError) -> UInt8 {
        try require(offset, 1, "a 1-byte value")
        return bytes[base + offset]
    }

    /// The signed byte at `offset`.
    @inline(__always)
    func i8(at offset: Int) throws(FontError) -> Int8 {
        Int8(bitPattern: try u8(at: offset))
    }

    /// The big-endian `UInt16` at `offset`.
    @inline(__always)
    func u16(at offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2, "a 2-byte value")
        let i = base + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    /// The big-endian `Int16` at `offset`.
    @inline(__always)
    func i16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(at: offset))
    }

    /// The big-endian `UInt32` at `offset`.
    @inline(__always)
    func u32(at offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4, "a 4-byte value")
        let i = base + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16
            | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// The `UInt16` at `offset`, widened to `Int`.
    @inline(__always)
    func int16u(at offset: Int) throws(FontError) -> Int { Int(try u16(at: offset)) }

    /// The `UInt32` at `offset`, widened to `Int`.
    @inline(__always)
    func int32u(at offset: Int) throws(FontError) -> Int { Int(try u32(at: offset)) }

    /// The 2.14 fixed-point number at `offset`.
    func f2dot14(at offset: Int) throws(FontError) -> Double {
        Double(try i16(at: offset)) / 16384
    }

    /// The four-byte tag at `offset`.
    func tag(at offset: Int) throws(FontError) -> TableTag {
        TableTag(rawValue: try u32(at: offset))
    }

    /// A reader over `length` bytes at `offset` of this window (to its end when nil).
    func window(at offset: Int, length: Int? = nil, _ what: @autoclosure () -> String) throws(FontError) -> ByteReader {
        let length = length ?? (count - offset)
        try require(offset, length, what())
        return ByteReader(bytes: bytes, base: base + offset, count: length, table: table)
    }
}

extension ByteReader {
    /// Calls `body` with the window's bytes, for lookups that read many values;
    /// pair it with the optional-returning reads below, which check bounds.
    @inline(__always)
    func withWindow<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { all in
            // The window was checked to lie inside the file when the reader was made.
            body(UnsafeBufferPointer(rebasing: all[base..<(base + count)]))
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The byte at `offset` as an `Int`, or nil past the end.
    @inline(__always)
    func byte(_ offset: Int) -> Int? {
        guard offset >= 0, offset < count else { return nil }
        return Int(self[offset])
    }

    /// The big-endian `UInt16` at `offset` as an `Int`, or nil past the end.
    @inline(__always)
    func be16(_ offset: Int) -> Int? {
        guard offset >= 0, offset < count - 1 else { return nil }
        return Int(self[offset]) << 8 | Int(self[offset + 1])
    }

    /// The big-endian `Int16` at `offset` as an `Int`, or nil past the end.
    @inline(__always)
    func signed16(_ offset: Int) -> Int? {
        be16(offset).map { Int(Int16(truncatingIfNeeded: $0)) }
    }

    /// The big-endian `UInt32` at `offset` as an `Int`, or nil past the end.
    @inline(__always)
    func be32(_ offset: Int) -> Int? {
        guard offset >= 0, offset < count - 3 else { return nil }
        return Int(self[offset]) << 24 | Int(self[offset + 1]) << 16 | Int(self[offset + 2]) << 8 | Int(self[offset + 3])
    }
}
