/// What is wrong on one line, and at which column; a parser turns it into
/// an ``InputError`` by adding the file and line.
struct LineError: Error {
    /// What is wrong, in one line.
    var message: String
    /// The 1-based column.
    var column: Int

    /// Creates an error at `column`.
    init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }
}
