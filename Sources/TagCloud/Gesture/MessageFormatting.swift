// How error messages quote what the user wrote and print numbers.

extension String {
    /// `'text'`: how messages quote what the user wrote.
    var quotedForMessage: String { "'" + self + "'" }
}

extension Double {
    /// The value for a message: `86400` rather than `86400.0` when it is a whole number.
    var plainText: String {
        guard isFinite, self == rounded(), abs(self) < 1e15 else { return "\(self)" }
        return String(Int64(self))
    }
}
