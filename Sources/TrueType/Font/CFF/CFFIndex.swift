/// A CFF INDEX: a counted array of variable-length objects, located by offsets.
///
/// Reading checks that the offset array fits; each object's offsets are
/// checked (in order, inside the data) when it is asked for.
struct CFFIndex: Sendable {
    /// The reader the INDEX lives in (its table).
    let reader: ByteReader
    /// The number of objects.
    let count: Int
    /// The size of each offset in bytes (1…4).
    let offsetSize: Int
    /// Where the offset array starts in `reader`.
    let offsetsStart: Int
    /// Where the object data starts in `reader`, minus 1 (offsets count from 1).
    let dataBase: Int
    /// Where the INDEX ends in `reader`.
    let end: Int

    /// An empty INDEX (for absent subroutines).
    init(empty reader: ByteReader) {
        self.reader = reader
        count = 0
        offsetSize = 1
        offsetsStart = 0
        dataBase = 0
        end = 0
    }

    /// Reads the INDEX at `offset` of `reader`; CFF2 INDEXes have a 32-bit count.
    init(_ reader: ByteReader, at offset: Int, cff2: Bool) throws(FontError) {
        self.reader = reader
        let countSize = cff2 ? 4 : 2
        count = cff2 ? try reader.int32u(at: offset) : try reader.int16u(at: offset)
        guard count > 0 else {
            (offsetSize, offsetsStart, dataBase, end) = (1, offset, offset, offset + countSize)
            return
        }
        offsetSize = Int(try reader.u8(at: offset + countSize))
        guard (1...4).contains(offsetSize) else {
            throw reader.error(.malformed, at: offset + countSize, "INDEX offset size \(offsetSize) is not 1 to 4")
        }
        offsetsStart = offset + countSize + 1
        try reader.require(offsetsStart, (count + 1) * offsetSize, "an INDEX of \(count) offsets")
        dataBase = offsetsStart + (count + 1) * offsetSize - 1
        let last = try Self.readOffset(reader, at: offsetsStart + count * offsetSize, size: offsetSize)
        end = dataBase + last
        try reader.require(dataBase + 1, last - 1, "the data of an INDEX of \(count) objects")
    }

    /// The offset of `size` bytes at `at`.
    private static func readOffset(_ r: ByteReader, at: Int, size: Int) throws(FontError) -> Int {
        var value = 0
        for i in 0..<size { value = value << 8 | Int(try r.u8(at: at + i)) }
        return value
    }

    /// Where object `index` lies in `reader`.
    func range(of index: Int) throws(FontError) -> Range<Int> {
        guard index >= 0, index < count else {
            throw reader.error(.indexOutOfRange, at: offsetsStart,
                               "object \(index) is out of range: the INDEX has \(count)")
        }
        let start = try Self.readOffset(reader, at: offsetsStart + index * offsetSize, size: offsetSize)
        let stop = try Self.readOffset(reader, at: offsetsStart + (index + 1) * offsetSize, size: offsetSize)
        guard start >= 1, start <= stop, dataBase + stop <= end else {
            throw reader.error(.malformed, at: offsetsStart + index * offsetSize,
                               "INDEX object \(index) has bad offsets \(start) and \(stop)")
        }
        return (dataBase + start)..<(dataBase + stop)
    }

    /// A reader over object `index`.
    func object(_ index: Int) throws(FontError) -> ByteReader {
        let r = try range(of: index)
        return try reader.window(at: r.lowerBound, length: r.count, "INDEX object \(index)")
    }
}
