import Raster

/// Why PNM (PGM `P5`, PPM `P6`, PAM `P7`) bytes could not be decoded.
public struct PNMDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset from the start of the input where the problem was found.
    public var offset: Int
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `byte <offset>: <message>`.
    public var description: String { "byte \(offset): \(message)" }
}
