/// How much the sphere is stretched on screen into an ellipsoid, as
/// TagCanvas's stretchX and stretchY do (issue 16, item 5): every point's
/// projected offset from the centre is multiplied by ``x`` across and ``y``
/// up and down. Labels keep their size and shape; only where they sit
/// changes, and the fit, the placements and the framing see the stretched
/// positions. The points stay on the unit sphere.
public struct Stretch: Hashable, Sendable {
    /// The factor on screen x offsets. 1: none.
    public var x: Double
    /// The factor on screen y offsets. 1: none.
    public var y: Double

    /// Creates a stretch.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No stretch: a round sphere.
    public static let none = Stretch(x: 1, y: 1)

    /// The least and most factor on either axis: 0.1 to 10.
    public static let range: ClosedRange<Double> = 0.1...10

    /// Whether this stretches at all.
    public var isNone: Bool { x == 1 && y == 1 }

    /// This stretch with each factor clamped into ``range`` (1 where not finite).
    public var sanitized: Stretch {
        func clean(_ v: Double) -> Double {
            v.isFinite ? min(Self.range.upperBound, max(Self.range.lowerBound, v)) : 1
        }
        return Stretch(x: clean(x), y: clean(y))
    }

    /// The stretch that makes the sphere fill a `viewport` of any shape as
    /// it fills a square: the longer side's factor is its length over the
    /// shorter side's, the other 1 (16:9 gives x 1.78).
    public static func filling(_ viewport: Viewport) -> Stretch {
        guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else {
            return .none
        }
        return viewport.width >= viewport.height
            ? Stretch(x: viewport.width / viewport.height, y: 1).sanitized
            : Stretch(x: 1, y: viewport.height / viewport.width).sanitized
    }
}

extension Stretch {
    /// Parses `X` or `X,Y`, each a plain number in ``range`` (`1.5` stretches
    /// x only, as TagCanvas's stretchX does; `1.5,0.8` both).
    public static func parse(_ text: String) throws(SpecError) -> Stretch {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count) else {
            throw SpecError("expected X or X,Y such as 1.5 or 1.6,0.9, got \(text.quotedForMessage)")
        }
        var values: [Double] = []
        var offset = 0
        for part in parts {
            guard let v = DecimalNumber.plain(part), range.contains(v) else {
                throw SpecError("expected a stretch from 0.1 to 10, got \(part.quotedForMessage)", offset: offset)
            }
            values.append(v)
            offset += part.unicodeScalars.count + 1
        }
        return Stretch(x: values[0], y: values.count > 1 ? values[1] : 1)
    }
}
