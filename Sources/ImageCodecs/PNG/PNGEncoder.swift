import Raster

/// Writes 8-bit RGB or RGBA PNG files (non-interlaced), compressed with
/// DEFLATE (internal) after per-row filtering (``CompressionLevel`` chooses both).
public struct PNGEncoder: ImageEncoder, Hashable {
    /// The eight-byte PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Write RGBA; when false, RGB with non-opaque pixels composited over ``matte``.
    public var alpha: Bool
    /// The opaque colour that non-opaque pixels are flattened onto when
    /// alpha is dropped (its own alpha is ignored).
    public var matte: Color
    /// The blend space used for that flattening.
    public var blend: BlendSpace
    /// Compression effort; every level is deterministic.
    public var compression: CompressionLevel

    /// Creates an encoder; by default alpha is kept, the matte is black, the
    /// blend is linear and compression is `.default`.
    public init(alpha: Bool = true, matte: Color = .black, blend: BlendSpace = .linear,
                compression: CompressionLevel = .default) {
        self.alpha = alpha
        self.matte = matte
        self.blend = blend
        self.compression = compression
    }

    /// Encodes `canvas` as PNG into `image` (see ``ImageEncoder/encode(_:into:)``).
    /// PNG is compressed as a whole, so every frame is encoded in full.
    ///
    /// - Precondition: both sides are below 2³¹ (PNG's limit; any canvas
    ///   within the default pixel cap is).
    public func encode(_ canvas: Canvas, into image: inout EncodedFrame) {
        image.bytes = file(canvas)
        image.content = nil
    }

    /// The PNG file of `canvas`.
    func file(_ canvas: Canvas) -> [UInt8] {
        precondition(canvas.width < 1 << 31 && canvas.height < 1 << 31, "PNG sides must be below 2^31")
        let filtered = filteredScanlines(canvas, alpha: alpha, matte: matte.withAlpha(255), blend: blend)
        // IHDR: size, bit depth 8, colour type 6 (RGBA) or 2 (RGB), deflate, adaptive filters, no interlace.
        var header = PNGEncoder.bigEndian(UInt32(canvas.width)) + PNGEncoder.bigEndian(UInt32(canvas.height))
        header += [8, alpha ? 6 : 2, 0, 0, 0]
        var prefix = PNGEncoder.signature
        PNGEncoder.appendChunk("IHDR", header, to: &prefix)
        // Compress straight into the file after an IDAT length and type, then patch the length.
        let idatStart = prefix.count
        prefix += [0, 0, 0, 0] + Array("IDAT".utf8)
        var writer = BitWriter(prefix: prefix, reserving: Deflate.expectedSize(filtered.count, compression) + 32)
        filtered.withUnsafeBytes { Deflate.appendZlib($0, level: compression, into: &writer) }
        var file = writer.finish()
        let length = file.count - idatStart - 8
        if length < 1 << 31 {
            file.replaceSubrange(idatStart..<idatStart + 4, with: PNGEncoder.bigEndian(UInt32(length)))
            var crc = CRC32()
            file[(idatStart + 4)...].withUnsafeBytes { crc.update($0) }
            file += PNGEncoder.bigEndian(crc.value)
        } else {
            // Too long for one chunk (PNG caps chunks at 2³¹ − 1 bytes): split it.
            let zlib = Array(file[(idatStart + 8)...])
            file.removeSubrange(idatStart...)
            var start = 0
            while start < zlib.count {
                let end = min(start + (1 << 30), zlib.count)
                PNGEncoder.appendChunk("IDAT", zlib[start..<end], to: &file)
                start = end
            }
        }
        PNGEncoder.appendChunk("IEND", [], to: &file)
        return file
    }

    /// Every row prefixed by its filter-type byte, filtered.
    func filteredScanlines(_ canvas: Canvas, alpha: Bool, matte: Color, blend: BlendSpace) -> [UInt8] {
        PNGFilter.filteredRows(width: canvas.width, height: canvas.height, bpp: alpha ? 4 : 3,
                               candidates: PNGFilter.candidates(for: compression)) { y, row in
            if alpha {
                canvas.writeRGBARow(y, to: UnsafeMutableRawPointer(row))
            } else {
                canvas.writeRGBRow(y, to: row, matte: matte, blend: blend)
            }
        }
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    static func appendChunk<Data: Collection>(_ type: String, _ data: Data, to file: inout [UInt8])
    where Data.Element == UInt8 {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        let crcStart = file.count
        file += typeBytes
        file += data
        var crc = CRC32()
        file[crcStart...].withUnsafeBytes { crc.update($0) }
        file += bigEndian(crc.value)
    }

    /// Four big-endian bytes.
    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
