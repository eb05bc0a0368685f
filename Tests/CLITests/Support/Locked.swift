import Synchronization

/// A value behind a lock that closures can share (a `Mutex` itself cannot
/// be captured, being non-copyable).
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with exclusive access.
    func withLock<Result: Sendable>(_ body: (inout sending Value) -> sending Result) -> Result {
        mutex.withLock { body(&$0) }
    }

    /// The current value.
    var value: Value { mutex.withLock { $0 } }
}
