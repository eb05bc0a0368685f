// Shared by every fuzz harness (compiled into each target's module).

/// Checks that fuzz harnesses make of results.
enum FuzzCheck {
    /// Whether `text` is one line: no line feed, carriage return, vertical
    /// tab, form feed, next line, line or paragraph separator.
    static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
    }
}

extension FuzzCheck {
    /// Stops with `message` when `condition` is false (unlike `precondition`,
    /// the message survives `-O`, so a crash report says what broke).
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
