/// The number of decimal digits an encoded polyline keeps: 5 for Google's
/// format (1e-5 degrees, about 1 m), 6 for "polyline6" (OSRM, Valhalla).
public struct PolylinePrecision: Hashable, Sendable, CustomStringConvertible {
    /// The number of decimal digits, 1 … 7.
    public let digits: Int

    /// The digits accepted: 1 … 7 (7 keeps every delta within 35 bits).
    public static let range = 1...7
    /// Google's precision, 1e-5 degrees.
    public static let standard = PolylinePrecision(uncheckedDigits: 5)
    /// The "polyline6" precision, 1e-6 degrees.
    public static let six = PolylinePrecision(uncheckedDigits: 6)

    /// Creates a precision, or nil outside ``range``.
    public init?(digits: Int) {
        guard Self.range.contains(digits) else { return nil }
        self.digits = digits
    }

    private init(uncheckedDigits digits: Int) { self.digits = digits }

    /// Parses a precision written as a whole number of digits from 1 to 7.
    public static func parse(_ text: String) throws(SpecError) -> PolylinePrecision {
        guard let n = Int(text), let p = PolylinePrecision(digits: n) else {
            throw SpecError("polyline precision must be a whole number from 1 to 7 (5 for Google's format, "
                + "6 for polyline6), got \(text.quotedForMessage)")
        }
        return p
    }

    /// 10^digits, exact in `Double`.
    var scale: Double { [1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7][digits - 1] }

    /// 10^digits as an integer.
    var integerScale: Int64 { [10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000][digits - 1] }

    /// `5`, the digit count.
    public var description: String { "\(digits)" }
}
