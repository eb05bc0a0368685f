/// A mistake on the command line: an unknown option, a missing or malformed
/// value, a stray argument. The CLI prints it as `tagcloud: <message>` and
/// exits with status 2.
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    let message: String

    /// Creates a usage error; line breaks in `message` are flattened so the
    /// printed diagnostic is always one line.
    init(_ message: String) {
        self.message = Quoting.singleLine(message)
    }

    /// The message.
    var description: String { message }
}

/// A problem with one option's value, before the option's name is known.
///
/// Value parsers throw this; the argument parser prefixes the option as the
/// user spelled it, giving `--size: expected WIDTHxHEIGHT ...`.
struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the value, in one line.
    let message: String

    /// Creates a value error.
    init(_ message: String) {
        self.message = Quoting.singleLine(message)
    }

    /// The message.
    var description: String { message }
}
