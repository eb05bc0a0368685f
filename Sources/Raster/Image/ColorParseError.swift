/// Why a colour or gradient string could not be parsed.
///
/// `offset` counts Unicode scalars from the start of `input` (0-based) to the
/// start of the offending colour, so a caller reporting a command-line option
/// or a file position can add its own base.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole string that was being parsed.
    public var input: String
    /// Where the offending part starts, in Unicode scalars from the start of `input`.
    public var offset: Int
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error.
    public init(input: String, offset: Int, message: String) {
        self.input = input
        self.offset = offset
        self.message = message
    }

    /// The message, e.g. `unknown colour 'blu' (did you mean 'blue'?)`.
    public var description: String { message }
}
