import Raster

/// An encoded image file, kept between the frames of an animation so that
/// the next frame's encoding rewrites only what changed.
///
/// A frame of labels on a plain background differs from the frame encoded
/// into the same buffer before it only where either frame drew. The buffer
/// remembers, per row, the spans it last converted from pixels; a PPM or
/// PAM encoder (``ImageEncoder/encode(_:into:)``) then restores the
/// background over the old spans, converts the new ones, and leaves every
/// other byte as it is. The bytes are always exactly those that encoding
/// into a fresh buffer gives.
public struct EncodedFrame: Sendable {
    /// The encoded image file.
    public internal(set) var bytes: [UInt8] = []
    /// What ``bytes`` show, when known: the encoding and the background
    /// outside the spans. Nil when the next encoding must write everything.
    var content: Content?
    /// Per row and band (as in the canvas's dirty rows), the columns last
    /// written from pixels (empty: `lo >= hi`).
    var lo: [Int32] = [], hi: [Int32] = []
    /// The writer of the frame being written, kept while it serves (its
    /// background row is encoded once).
    var writer: RowWriter?
    /// Whether the frame being written rewrites only the spans drawn in it
    /// or in the frame before (see ``PNMEncoder``); otherwise every row.
    var sparse = false
    /// The height of the image being written (its rows in ``bytes``).
    var height = 0

    /// The encoding and background that a buffer's bytes hold.
    struct Content: Equatable {
        /// The file header, which also fixes the format, size and channels.
        var header: [UInt8]
        var rgba: Bool
        var matte: Color
        var blend: BlendSpace
        var background: UInt32
    }

    /// An empty buffer; the first encoding writes every byte.
    public init() {}
}
