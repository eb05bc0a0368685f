/// A duration such as `2s`, `0.5s` or `500ms`, as written in gesture scripts
/// and for `--duration` and `--inertia`.
public enum DurationSpec {
    /// The longest duration accepted by default: one day, in seconds.
    public static let defaultLimit = 86_400.0

    /// Parses a non-negative duration with its unit (`s` or `ms`) and returns seconds.
    ///
    /// Rejects a missing unit (`2`), other units, negative values, anything
    /// that is not a finite decimal number, and durations above `limit` seconds.
    public static func parse(_ text: String, limit: Double = defaultLimit) throws(SpecError) -> Double {
        guard let number = DecimalNumber(scanning: text) else {
            throw SpecError("expected a duration such as 1s or 500ms, got \(text.quotedForMessage)")
        }
        let divisor: Double
        switch number.unit {
        case "s": divisor = 1
        case "ms": divisor = 1000
        case "": throw SpecError("duration \(text.quotedForMessage) needs a unit: \(text)s or \(text)ms",
                                 offset: number.unitOffset)
        default:
            throw SpecError("unknown unit \(number.unit.quotedForMessage) in \(text.quotedForMessage): "
                + "durations use s or ms", offset: number.unitOffset)
        }
        guard number.value.isFinite else { throw SpecError("duration \(text.quotedForMessage) is out of range") }
        guard number.value >= 0 else { throw SpecError("a duration cannot be negative, got \(text.quotedForMessage)") }
        let seconds = number.value / divisor
        guard seconds <= limit else {
            throw SpecError("duration \(text.quotedForMessage) is over the limit of \(limit.plainText) s")
        }
        // Below a microsecond, derived speeds could overflow; such a gesture is instant.
        return seconds < 1e-6 ? 0 : seconds
    }
}
