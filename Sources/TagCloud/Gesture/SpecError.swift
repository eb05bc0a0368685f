/// An error in a short value written on the command line or inside a gesture
/// script: a rotation such as `x:15`, a spin rate such as `y:20/s`, a
/// duration such as `0.5s`, or a replay option.
///
/// It carries no file or line (the value may come from a flag); ``offset``
/// says where in the value the problem starts, so the gesture-script parser
/// can turn it into an ``InputError`` at the exact column.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String
    /// Where in the value the problem starts, in Unicode scalars from 0.
    public var offset: Int

    /// Creates an error at `offset` scalars into the value.
    public init(_ message: String, offset: Int = 0) {
        self.message = message
        self.offset = offset
    }

    /// The message.
    public var description: String { message }
}
