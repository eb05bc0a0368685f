import TrueType
import CEmbeddedFont

extension Font {
    /// DejaVu Sans, compiled into the binary (see `Sources/CEmbeddedFont/LICENSE`),
    /// so text renders on a machine with no fonts installed. The bytes are
    /// copied once, on first use.
    public static let embedded: Font = {
        let bytes = Array(UnsafeBufferPointer(start: tagcloud_embedded_font_bytes(),
                                              count: tagcloud_embedded_font_size()))
        do {
            return try Font(bytes: bytes)
        } catch {
            // The embedded bytes are fixed at build time and checked by the test suite.
            preconditionFailure("the embedded font cannot be read: \(error)")
        }
    }()
}
